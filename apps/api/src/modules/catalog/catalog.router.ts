import { catalogRoutes } from '@bookstore/contracts';
import { Router } from 'express';
import { route } from '../../lib/route';
import type { CatalogService } from './catalog.service';

export function catalogRouter(service: CatalogService): Router {
  const router = Router();
  // /api/products/get and /api/products/facets come before /api/products/:productId so neither is taken for an id
  route(router, catalogRoutes.listProducts, async ({ query }) => ({ success: true, ...(await service.listProducts(query)) }));
  route(router, catalogRoutes.productFacets, async ({ query }) => ({ success: true, facets: await service.getFacets(query.search) }));
  route(router, catalogRoutes.getProduct, async ({ params }) => ({
    success: true,
    product: await service.getProduct(params.productId),
  }));
  route(router, catalogRoutes.relatedProducts, async ({ params }) => ({
    success: true,
    products: await service.listRelated(params.productId),
  }));
  route(router, catalogRoutes.listHeroImages, async () => ({ success: true, data: await service.listHeroImages() }));
  return router;
}
