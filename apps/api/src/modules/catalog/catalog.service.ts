import { MESSAGES, PAGE_SIZES, type Product, type ProductFacets, type ProductSuggestion, type ProductsPagination, type ProductsQuery } from '@bookstore/contracts';
import { notFound } from '../../lib/errors';
import type { CatalogueVersion } from '../../lib/http-cache/catalogue-version';
import { isProductId, type CatalogRepository } from './catalog.repository';
import { buildFacets } from './facets';
import { toProduct } from './product-mapper';

/** Facets change only when books do: they are kept per search text while the catalogue version holds. */
const FACETS_CACHE_ENTRIES = 200;

export interface CatalogServiceOptions {
  version: CatalogueVersion;
  /** The largest page served (CATALOGUE_MAX_PAGE_SIZE); a larger `limit` is served at this size. */
  maxPageSize?: number;
}

export function createCatalogService(
  repository: CatalogRepository,
  { version: catalogueVersion, maxPageSize = PAGE_SIZES.productsMax }: CatalogServiceOptions,
) {
  const facetsCache = new Map<string, { version: number; facets: Promise<ProductFacets> }>();

  /** The facets of `search` at catalogue version `version` (kept while it holds). */
  const facetsAt = (search: string | undefined, version: number): Promise<ProductFacets> => {
    const key = search?.trim().toLowerCase().replace(/\s+/g, ' ') ?? '';
    const cached = facetsCache.get(key);
    if (cached?.version === version) return cached.facets;
    // concurrent callers share one query; a failure is not kept
    const facets = repository.facetRows(search).then(buildFacets);
    facets.catch(() => {
      if (facetsCache.get(key)?.facets === facets) facetsCache.delete(key);
    });
    facetsCache.delete(key);
    facetsCache.set(key, { version, facets });
    if (facetsCache.size > FACETS_CACHE_ENTRIES) facetsCache.delete(facetsCache.keys().next().value as string);
    return facets;
  };

  const service = {
    /** The list query as read: a larger `limit` than the configured page size is served at that size. */
    pageQuery: (asked: ProductsQuery): ProductsQuery => ({ ...asked, limit: Math.min(asked.limit, maxPageSize) }),

    /**
     * A page of books. Browsing the whole shop or one category (the busiest pages) takes its exact total
     * from the cached facets, and any page of it is served; every other list (a search, a filter) counts
     * up to RESULT_COUNT_CAP and serves that many ("1,000+": `totalIsLowerBound`).
     */
    async listProducts(asked: ProductsQuery): Promise<{ products: Product[]; pagination: ProductsPagination }> {
      const query = service.pageQuery(asked);
      const version = onlyCategory(query) ? await catalogueVersion() : undefined;
      const knownTotal = version !== undefined ? totalOf(await facetsAt(undefined, version), query.category) : null;
      const { rows, total: counted, totalIsLowerBound } = await repository.listProducts(query, { withTotal: knownTotal === null, version });
      const total = knownTotal ?? counted ?? 0;
      return {
        products: rows.map(toProduct),
        pagination: { page: query.page, limit: query.limit, total, pages: Math.ceil(total / query.limit), totalIsLowerBound },
      };
    },

    /** The header's suggestions for what is typed so far (at most PAGE_SIZES.searchSuggestions). */
    async suggest(search: string | undefined): Promise<ProductSuggestion[]> {
      const rows = await repository.suggest(search);
      return rows.map((row) => {
        const { id, name, author, price, image, thumbnails } = toProduct(row);
        return { id, name, author, price, image, thumbnails };
      });
    },

    /** The sidebar's counts and price range, for the whole shop or one search (kept while the catalogue holds). */
    getFacets: async (search: string | undefined): Promise<ProductFacets> => facetsAt(search, await catalogueVersion()),

    /** Unknown and malformed ids alike are simply not found. */
    async getProduct(id: string): Promise<Product> {
      const row = isProductId(id) ? await repository.findProduct(id) : undefined;
      if (!row) throw notFound(MESSAGES.product.notFound);
      return toProduct(row);
    },

    /** Up to PAGE_SIZES.related other books of the book's category; an unknown book is not found. */
    async listRelated(id: string): Promise<Product[]> {
      const product = await service.getProduct(id);
      const rows = await repository.listRelated(product.id, product.category, PAGE_SIZES.related);
      return rows.map(toProduct);
    },

    listHeroImages: () => repository.listHeroImages(),
  };
  return service;
}

/** A list narrowed by nothing but (at most) a category: its total is a facet count. */
function onlyCategory(query: ProductsQuery): boolean {
  return (
    !query.search &&
    !query.bestseller &&
    query.availability === 'all' &&
    !query.subCategory?.length &&
    query.minPrice === undefined &&
    query.maxPrice === undefined &&
    query.rating === undefined
  );
}

function totalOf(facets: ProductFacets, category: string | undefined): number | null {
  if (!category) return facets.total;
  // an unknown category has no facet: count it
  return facets.categories.find((c) => c.name === category)?.count ?? null;
}
export type CatalogService = ReturnType<typeof createCatalogService>;
