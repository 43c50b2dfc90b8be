import type { Router } from 'express';
import type { AppContext } from '../../app-context';
import { createCatalogRepository } from './catalog.repository';
import { catalogRouter } from './catalog.router';
import { createCatalogService } from './catalog.service';

/** Wires the catalogue: product list with filters and facets, product page, hero banners. */
export const catalogModule = (ctx: AppContext): Router =>
  catalogRouter(createCatalogService(createCatalogRepository(ctx.db), { clock: ctx.clock }));

export { isProductId } from './catalog.repository';
