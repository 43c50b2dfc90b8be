import type { Router } from 'express';
import type { AppContext } from '../../app-context';
import type { CatalogueCache } from '../../lib/http-cache/catalogue-cache';
import type { CatalogueVersion } from '../../lib/http-cache/catalogue-version';
import type { DirectReads } from '../../lib/http-cache/direct-reads';
import { createCatalogRepository } from './catalog.repository';
import { catalogAnswerOf } from './catalog.answers';
import { catalogRouter } from './catalog.router';
import { createCatalogService } from './catalog.service';

/**
 * Wires the catalogue: product list with filters and facets, product page, hero banners. Its answers are
 * kept in `cache` (the app's, which its fast path also answers from) while `version` holds; its reads go
 * to `reads` too, for the fast path to run them without the router.
 */
export function catalogModule(ctx: AppContext, { cache, version, reads }: { cache: CatalogueCache; version: CatalogueVersion; reads?: DirectReads }): Router {
  return catalogRouter(createCatalogService(createCatalogRepository(ctx.db), { version, maxPageSize: ctx.config.catalogueMaxPageSize }), cache, reads);
}

/**
 * What the API answers an anonymous visitor for a catalogue URL a page first asks for (undefined for any
 * other): the served pages carry these inline (lib/data-preloads), read through a service set up as the API's.
 */
export const catalogAnswerer = (ctx: AppContext, version: CatalogueVersion) =>
  catalogAnswerOf(createCatalogService(createCatalogRepository(ctx.db), { version, maxPageSize: ctx.config.catalogueMaxPageSize }));

export { isProductId } from './catalog.repository';

/** The catalogue's reads for another module (the SEO heads): books and lists as the API serves them. */
export const createCatalogReader = (db: AppContext['db'], version: CatalogueVersion) => createCatalogService(createCatalogRepository(db), { version });
export type CatalogReader = ReturnType<typeof createCatalogReader>;
export { catalogPageHeads } from './page-heads';
