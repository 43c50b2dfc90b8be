import { catalogRoutes } from '@bookstore/contracts';
import { Router } from 'express';
import type { CatalogueCache } from '../../lib/http-cache/catalogue-cache';
import { route } from '../../lib/route';
import type { CatalogService } from './catalog.service';

/** The catalogue's reads: the same for every visitor, so each answer is served from `cache` while it holds. */
export function catalogRouter(service: CatalogService, cache: CatalogueCache): Router {
  const router = Router();
  // /api/products/get, /facets and /suggestions come before /api/products/:productId so none is taken for an id
  route(router, catalogRoutes.listProducts, [cache.for(catalogRoutes.listProducts, service.pageQuery)], async ({ query }) => ({ success: true, ...(await service.listProducts(query)) }));
  route(router, catalogRoutes.productFacets, [cache.for(catalogRoutes.productFacets)], async ({ query }) => ({ success: true, facets: await service.getFacets(query.search) }));
  route(router, catalogRoutes.productSuggestions, [cache.for(catalogRoutes.productSuggestions)], async ({ query }) => ({ success: true, products: await service.suggest(query.search) }));
  route(router, catalogRoutes.getProduct, [cache.for(catalogRoutes.getProduct)], async ({ params }) => ({
    success: true,
    product: await service.getProduct(params.productId),
  }));
  route(router, catalogRoutes.relatedProducts, [cache.for(catalogRoutes.relatedProducts)], async ({ params }) => ({
    success: true,
    products: await service.listRelated(params.productId),
  }));
  route(router, catalogRoutes.listHeroImages, [cache.for(catalogRoutes.listHeroImages)], async () => ({ success: true, data: await service.listHeroImages() }));
  return router;
}
