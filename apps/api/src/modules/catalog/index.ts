import type { RequestHandler, Router } from 'express';
import type { AppContext } from '../../app-context';
import { createCatalogueCache } from '../../lib/http-cache/catalogue-cache';
import { catalogueVersionOf, type CatalogueVersion } from '../../lib/http-cache/catalogue-version';
import { createCatalogRepository } from './catalog.repository';
import { catalogRouter } from './catalog.router';
import { createCatalogService } from './catalog.service';

/** Wires the catalogue: product list with filters and facets, product page, hero banners. */
export function catalogModule(ctx: AppContext): Router {
  const version = catalogueVersionOf(ctx.database, ctx.changes);
  const cache = ctx.config.catalogueCache === false ? noCache : createCatalogueCache({ version });
  return catalogRouter(createCatalogService(createCatalogRepository(ctx.db), { version, maxPageSize: ctx.config.catalogueMaxPageSize }), cache);
}

/** CATALOGUE_CACHE=false: every read runs its queries (measuring them, or ruling the cache out). */
const noCache: RequestHandler = (_req, _res, next) => next();

export { isProductId } from './catalog.repository';

/** The catalogue's reads for another module (the SEO heads): books and lists as the API serves them. */
export const createCatalogReader = (db: AppContext['db'], version: CatalogueVersion) => createCatalogService(createCatalogRepository(db), { version });
export type CatalogReader = ReturnType<typeof createCatalogReader>;
export { catalogPageHeads } from './page-heads';
