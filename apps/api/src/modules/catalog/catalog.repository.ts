import { ALL_PRODUCTS_CATEGORY, UNRATED_FILTER_RATING, subcategoryKey, toPaisa, type ProductsQuery } from '@bookstore/contracts';
import { and, asc, desc, eq, gt, gte, inArray, lte, ne, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { heroImages, products } from '../../db/schema';
import { productColumns, type ProductRow } from './product-mapper';
import { correctTerms, parseSearch, relevanceOrder, searchCondition, type SearchTerms } from './search';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isProductId = (value: string | undefined): value is string => value !== undefined && UUID.test(value);

/** The list's conditions; `terms` is the parsed search text (corrected on the second try). */
function whereFor(query: ProductsQuery, terms?: SearchTerms): SQL | undefined {
  const conditions: (SQL | undefined)[] = [eq(products.isActive, true)];
  if (query.category && query.category !== ALL_PRODUCTS_CATEGORY) conditions.push(eq(products.category, query.category));
  if (terms) conditions.push(searchCondition(terms));
  if (query.bestseller || query.availability === 'bestseller') conditions.push(eq(products.bestseller, true));
  if (query.availability === 'in-stock') conditions.push(gt(products.stockQuantity, 0));
  if (query.subCategory?.length) {
    // any of the chosen subcategories, whatever their spelling in the data (GIN index on the keys)
    const keys = [...new Set(query.subCategory.map(subcategoryKey))];
    conditions.push(sql`${products.subCategoryKeys} && ${sql.param(keys)}::text[]`);
  }
  if (query.minPrice !== undefined) conditions.push(gte(products.pricePaisa, toPaisa(query.minPrice)));
  if (query.maxPrice !== undefined) conditions.push(lte(products.pricePaisa, toPaisa(query.maxPrice)));
  if (query.rating !== undefined) {
    conditions.push(
      sql`(case when ${products.reviewCount} = 0 then ${UNRATED_FILTER_RATING} else ${products.ratingAvg} end) >= ${query.rating}`,
    );
  }
  return and(...conditions);
}

/** Each sort is served by an index (see the products table); ties fall to the newest, then the id. */
function orderFor(sort: ProductsQuery['sort'], terms?: SearchTerms): SQL[] {
  switch (sort) {
    case 'price-low':
      return [asc(products.pricePaisa), desc(products.createdAt)];
    case 'price-high':
      return [desc(products.pricePaisa), desc(products.createdAt)];
    case 'newest':
      return [sql`${products.publishedAt} desc nulls last`, desc(products.createdAt)];
    case 'rating':
      return [desc(products.ratingAvg), desc(products.reviewCount), desc(products.createdAt)];
    case 'new-books':
      // 'new' < 'used' (the only two conditions)
      return [asc(products.condition), desc(products.createdAt)];
    case 'old-books':
      return [desc(products.condition), desc(products.createdAt)];
    case 'featured':
    default:
      // a search shows its best matches first; otherwise what the shop added most recently
      return terms ? [relevanceOrder(terms), desc(products.createdAt)] : [desc(products.createdAt)];
  }
}

/** One row per category and set of subcategories: everything the sidebar counts, from one index-only scan. */
export interface FacetRow {
  category: string;
  subCategories: string[];
  count: number;
  minPaisa: number;
  maxPaisa: number;
}

export function createCatalogRepository(db: Db) {
  return {
    /**
     * A page of books and the number matching. Without a search: the page and a count, both from indexes
     * (`withTotal: false` skips the count when the caller knows it). With a search: one scan ranks the
     * matches and counts them (`count(*) over ()` on narrow rows), then the page's books are read by id;
     * when nothing matches, the words are corrected against the catalogue's vocabulary and searched again.
     */
    async listProducts(query: ProductsQuery, { withTotal = true } = {}): Promise<{ rows: ProductRow[]; total: number | null }> {
      const terms = parseSearch(query.search);
      const offset = (query.page - 1) * query.limit;
      if (!terms) {
        const where = whereFor(query);
        const [rows, count] = await Promise.all([
          db.select(productColumns).from(products).where(where).orderBy(...orderFor(query.sort), asc(products.id)).limit(query.limit).offset(offset),
          withTotal ? db.select({ total: sql<number>`count(*)::int` }).from(products).where(where) : Promise.resolve(null),
        ]);
        return { rows, total: count ? (count[0]?.total ?? 0) : null };
      }

      const searchPass = async (searchTerms: SearchTerms) => {
        const where = whereFor(query, searchTerms);
        const ranked = await db
          .select({ id: products.id, total: sql<number>`count(*) over ()`.mapWith(Number) })
          .from(products)
          .where(where)
          .orderBy(...orderFor(query.sort, searchTerms), asc(products.id))
          .limit(query.limit)
          .offset(offset);
        if (ranked.length === 0) {
          // no match, or past the last page: the count alone
          if (offset === 0) return { rows: [], total: 0 };
          const [count] = await db.select({ total: sql<number>`count(*)::int` }).from(products).where(where);
          return { rows: [], total: count?.total ?? 0 };
        }
        const ids = ranked.map((r) => r.id);
        const found = await db.select(productColumns).from(products).where(inArray(products.id, ids));
        const byId = new Map(found.map((row) => [row.id, row]));
        return { rows: ids.map((id) => byId.get(id)).filter((row) => row !== undefined), total: ranked[0]?.total ?? 0 };
      };

      const exact = await searchPass(terms);
      if (exact.total > 0 || !terms.fuzzy) return exact;
      const corrected = await correctTerms(db, terms);
      return corrected ? searchPass(corrected) : exact;
    },

    /**
     * Counts by category and subcategory set, with each group's price range (index products_facets_idx);
     * `search` narrows them the way the list does, spelling correction included.
     */
    async facetRows(search: string | undefined): Promise<FacetRow[]> {
      const grouped = (terms: SearchTerms | null) =>
        db
          .select({
            category: products.category,
            subCategories: products.subCategories,
            count: sql<number>`count(*)::int`,
            minPaisa: sql<number>`min(${products.pricePaisa})::int`,
            maxPaisa: sql<number>`max(${products.pricePaisa})::int`,
          })
          .from(products)
          .where(and(eq(products.isActive, true), terms ? searchCondition(terms) : undefined))
          .groupBy(products.category, products.subCategories);
      const terms = parseSearch(search);
      const exact = await grouped(terms);
      if (exact.length > 0 || !terms?.fuzzy) return exact;
      const corrected = await correctTerms(db, terms);
      return corrected ? grouped(corrected) : exact;
    },

    async findProduct(id: string): Promise<ProductRow | undefined> {
      const [row] = await db
        .select(productColumns)
        .from(products)
        .where(and(eq(products.id, id), eq(products.isActive, true)))
        .limit(1);
      return row;
    },

    /** Other active books of a category, newest first (index products_category_idx). */
    async listRelated(productId: string, category: string, limit: number): Promise<ProductRow[]> {
      return db
        .select(productColumns)
        .from(products)
        .where(and(eq(products.category, category), eq(products.isActive, true), ne(products.id, productId)))
        .orderBy(desc(products.createdAt), asc(products.id))
        .limit(limit);
    },

    async listHeroImages() {
      return db
        .select({ imageUrl: heroImages.imageUrl, altText: heroImages.altText })
        .from(heroImages)
        .where(eq(heroImages.isActive, true))
        // the back office lists banners the same way: position, then the newest
        .orderBy(asc(heroImages.sortOrder), desc(heroImages.createdAt), desc(heroImages.id));
    },
  };
}
export type CatalogRepository = ReturnType<typeof createCatalogRepository>;
