import { catalogRoutes } from '@bookstore/contracts';
import { Router } from 'express';
import type { CatalogueCache } from '../../lib/http-cache/catalogue-cache';
import type { DirectReads } from '../../lib/http-cache/direct-reads';
import { route } from '../../lib/route';
import { catalogAnswers } from './catalog.answers';
import type { CatalogService } from './catalog.service';

/**
 * The catalogue's reads: the same for every visitor, so each answer is served from `cache` while it holds.
 * Each read's handlers also go to `reads`, which the fast path runs without Express's router.
 */
export function catalogRouter(service: CatalogService, cache: CatalogueCache, reads?: DirectReads): Router {
  const router = Router();
  const answers = catalogAnswers(service);
  const direct = (endpoint: Parameters<DirectReads['add']>[0], chain: ReturnType<typeof route>) => reads?.add(endpoint, chain);
  // /api/products/get, /facets and /suggestions come before /api/products/:productId so none is taken for an id
  direct(catalogRoutes.listProducts, route(router, catalogRoutes.listProducts, [cache.for(catalogRoutes.listProducts, service.pageQuery)], answers.listProducts));
  direct(catalogRoutes.productFacets, route(router, catalogRoutes.productFacets, [cache.for(catalogRoutes.productFacets)], answers.productFacets));
  direct(
    catalogRoutes.productSuggestions,
    route(router, catalogRoutes.productSuggestions, [cache.for(catalogRoutes.productSuggestions)], async ({ query }) => ({ success: true, products: await service.suggest(query.search) })),
  );
  direct(catalogRoutes.getProduct, route(router, catalogRoutes.getProduct, [cache.for(catalogRoutes.getProduct)], answers.getProduct));
  direct(
    catalogRoutes.relatedProducts,
    route(router, catalogRoutes.relatedProducts, [cache.for(catalogRoutes.relatedProducts)], async ({ params }) => ({
      success: true,
      products: await service.listRelated(params.productId),
    })),
  );
  direct(catalogRoutes.listHeroImages, route(router, catalogRoutes.listHeroImages, [cache.for(catalogRoutes.listHeroImages)], answers.listHeroImages));
  return router;
}
