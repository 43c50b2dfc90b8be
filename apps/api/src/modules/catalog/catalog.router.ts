import { catalogRoutes } from '@bookstore/contracts';
import { Router, type RequestHandler } from 'express';
import { route } from '../../lib/route';
import type { CatalogService } from './catalog.service';

/** The catalogue's reads: the same for every visitor, so each answer is served from `cache` while it holds. */
export function catalogRouter(service: CatalogService, cache: RequestHandler): Router {
  const router = Router();
  // /api/products/get, /facets and /suggestions come before /api/products/:productId so none is taken for an id
  route(router, catalogRoutes.listProducts, [cache], async ({ query }) => ({ success: true, ...(await service.listProducts(query)) }));
  route(router, catalogRoutes.productFacets, [cache], async ({ query }) => ({ success: true, facets: await service.getFacets(query.search) }));
  route(router, catalogRoutes.productSuggestions, [cache], async ({ query }) => ({ success: true, products: await service.suggest(query.search) }));
  route(router, catalogRoutes.getProduct, [cache], async ({ params }) => ({
    success: true,
    product: await service.getProduct(params.productId),
  }));
  route(router, catalogRoutes.relatedProducts, [cache], async ({ params }) => ({
    success: true,
    products: await service.listRelated(params.productId),
  }));
  route(router, catalogRoutes.listHeroImages, [cache], async () => ({ success: true, data: await service.listHeroImages() }));
  return router;
}
