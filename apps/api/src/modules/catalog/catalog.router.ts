import { catalogRoutes } from '@bookstore/contracts';
import { Router } from 'express';
import type { CatalogueCache } from '../../lib/http-cache/catalogue-cache';
import { route } from '../../lib/route';
import { catalogAnswers } from './catalog.answers';
import type { CatalogService } from './catalog.service';

/** The catalogue's reads: the same for every visitor, so each answer is served from `cache` while it holds. */
export function catalogRouter(service: CatalogService, cache: CatalogueCache): Router {
  const router = Router();
  const answers = catalogAnswers(service);
  // /api/products/get, /facets and /suggestions come before /api/products/:productId so none is taken for an id
  route(router, catalogRoutes.listProducts, [cache.for(catalogRoutes.listProducts, service.pageQuery)], answers.listProducts);
  route(router, catalogRoutes.productFacets, [cache.for(catalogRoutes.productFacets)], answers.productFacets);
  route(router, catalogRoutes.productSuggestions, [cache.for(catalogRoutes.productSuggestions)], async ({ query }) => ({ success: true, products: await service.suggest(query.search) }));
  route(router, catalogRoutes.getProduct, [cache.for(catalogRoutes.getProduct)], answers.getProduct);
  route(router, catalogRoutes.relatedProducts, [cache.for(catalogRoutes.relatedProducts)], async ({ params }) => ({
    success: true,
    products: await service.listRelated(params.productId),
  }));
  route(router, catalogRoutes.listHeroImages, [cache.for(catalogRoutes.listHeroImages)], answers.listHeroImages);
  return router;
}
