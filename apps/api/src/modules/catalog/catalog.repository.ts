import { ALL_PRODUCTS_CATEGORY, CATEGORIES, PAGE_SIZES, productsQuerySchema, RESULT_COUNT_CAP, UNRATED_FILTER_RATING, subcategoryKey, toPaisa, type ProductsQuery } from '@bookstore/contracts';
import { and, asc, desc, eq, gt, gte, inArray, lte, ne, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { heroImages, products } from '../../db/schema';
import { reusableStatement } from '../../lib/db/reusable-statement';
import { cardColumns, type CardRow } from './product-mapper';
import { newestTitleWords, titleRankedIds, wordFacts } from './title-ranking';
import { rarestWordBooks } from './word-classes';
import { COMMON_WORD_BOOKS, keptPlan, perRun, type Writing } from './kept-plans';
import { namedExecute, pageStatement, type StatementFamily } from './page-statement';
import { ANCHOR_STRIDE, firstStretchIds, pageAnchorsOf, sortOrder } from './page-anchors';
import { correctTerms, fullTextCondition, fullTextQuery, parseSearch, relevanceOrder, searchCondition, searchDocuments, singleQueryWord, type SearchTerms } from './search';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isProductId = (value: string | undefined): value is string => value !== undefined && UUID.test(value);

/**
 * The list's conditions; `match` is one search pass's condition (see searchPasses). `active` is how
 * "active books only" is written: a browse list writes it into the text (browseActive).
 */
function whereFor(query: ProductsQuery, match?: SQL, active: SQL = eq(products.isActive, true)): SQL | undefined {
  const conditions: (SQL | undefined)[] = [active];
  if (query.category && query.category !== ALL_PRODUCTS_CATEGORY) conditions.push(eq(products.category, query.category));
  if (match) conditions.push(match);
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

/**
 * The conditions a search tries in turn, the first finding anything answering (see search.ts): whole
 * words, then substrings, then corrected spellings (computed only if needed). `title` narrows a
 * whole-word pass to books whose title or author holds the words (they rank first).
 */
interface SearchPass {
  match: SQL;
  title?: SQL;
  /** The same match in product_words (whole words only). */
  words?: SQL;
  /** The query's one word, when it has only one (whole words only). */
  single?: ReturnType<typeof singleQueryWord>;
  /** The full-text query (whole words only), for to_tsquery('simple', ...). */
  tsquery?: string;
}
function* searchPasses(terms: SearchTerms): Generator<SearchPass | 'correct'> {
  if (terms.prefix) {
    yield { match: searchCondition(terms) };
    return;
  }
  const tsquery = fullTextQuery(terms);
  if (tsquery) {
    yield {
      match: fullTextCondition(tsquery),
      title: fullTextCondition(tsquery, searchDocuments.title),
      words: fullTextCondition(tsquery, searchDocuments.words),
      single: singleQueryWord(terms),
      tsquery,
    };
  }
  yield { match: searchCondition(terms) };
  if (terms.fuzzy) yield 'correct';
}

async function firstFinding<T extends { found: number }>(db: Db, terms: SearchTerms, run: (pass: SearchPass) => Promise<T>): Promise<T> {
  let last: T | undefined;
  for (const pass of searchPasses(terms)) {
    if (pass === 'correct') {
      const corrected = await correctTerms(db, terms);
      if (corrected) return run({ match: searchCondition(corrected) });
      break;
    }
    last = await run(pass);
    if (last.found > 0) return last;
  }
  return last ?? run({ match: sql`false` });
}

/** How many of the newest title and author matches the suggestions rank (with the newest few of all matches). */
const SUGGESTION_CANDIDATES = 50;

/** No filter but (at most) a category. */
const unfiltered = (query: ProductsQuery) =>
  !query.bestseller &&
  query.availability === 'all' &&
  !query.subCategory?.length &&
  query.minPrice === undefined &&
  query.maxPrice === undefined &&
  query.rating === undefined;
const wholeCatalogue = (query: ProductsQuery) => !query.category || query.category === ALL_PRODUCTS_CATEGORY;

/** One more than the cap: finding it means "more than RESULT_COUNT_CAP". */
const COUNT_PROBE = RESULT_COUNT_CAP + 1;
/** A word held by fewer books than this is expected under the cap in a category (cappedCount). */
const SPARSE_IN_CATEGORY = COUNT_PROBE * CATEGORIES.length;

/**
 * The matches counted no further than COUNT_PROBE (a scalar). A whole-word search narrowed by nothing but
 * (at most) a category is counted in product_words (~9x as many rows a page as "products"; migration
 * 0019), anything else in "products". A one-word search narrowed by nothing is answered from the words it
 * matches in product_word_counts (migration 0020) when they tell: one held by more books than the cap
 * means past the cap, and a single word held by any book (or none) is its own count; only several words
 * all under the cap ("nov": novel, novels, november...) are counted in product_words. In a category, a
 * search whose rarest word is `sparse` (held by fewer than SPARSE_IN_CATEGORY books: under the cap in a
 * category of average size) is counted in "products": its matches come from the GIN index, where
 * product_words (no such index) would be read to its end when the category holds fewer than the cap
 * (100,000 rows, ~25 ms, for "novel" in Medical, which holds none).
 */
function cappedCount(query: ProductsQuery, pass: SearchPass, where: SQL | undefined, w: Writing = perRun, words: SQL | undefined = pass.words, sparse = false): SQL {
  const probe = w.int(COUNT_PROBE);
  const count = (from: SQL) => sql`(select count(*)::int from (select 1 from ${from} limit ${probe}) as matches)`;
  const inCategory = !wholeCatalogue(query);
  if (!words || !unfiltered(query) || (inCategory && sparse)) return count(sql`${products} where ${where}`);
  const category = inCategory ? sql` and product_words.category = ${query.category}` : sql``;
  const single = pass.single;
  const counted = count(sql`product_words where ${words}${category}`);
  if (inCategory || !single) return counted;
  const token = w.text(single.token);
  // the range lets a generic plan walk the index too; `^@` keeps exactly the words starting with the token
  const word = single.prefix ? sql`word >= ${token}::text and word < ${token}::text || chr(1114111) and word ^@ ${token}::text` : sql`word = ${token}::text`;
  // null (count the rows) unless PostgreSQL reads the query as that one word, as the rows' count would
  return sql`coalesce((
    select case
      when querytree(to_tsquery('simple', ${w.text(single.tsquery)})) <> ${w.text(single.tsquery)} then null
      when max(books) >= ${probe} then ${probe}
      when count(*) filter (where books > 0) <= 1 then coalesce(max(books), 0)
    end
    from product_word_counts where ${word}), ${counted})`;
}

/** One row per category and set of subcategories: everything the sidebar counts, from one index-only scan. */
export interface FacetRow {
  category: string;
  subCategories: string[];
  count: number;
  minPaisa: number;
  maxPaisa: number;
}

export interface ListedPage {
  rows: CardRow[];
  /** Books matching, up to RESULT_COUNT_CAP; null when the caller knew it (`withTotal: false`). */
  total: number | null;
  /** More than RESULT_COUNT_CAP match: `total` is the cap and only that many are served. */
  totalIsLowerBound: boolean;
}

const param = (name: string) => sql.placeholder(name);

/**
 * A browse list's statements (no search, no count) are run as named statements, and PostgreSQL plans such
 * a statement once per connection (a generic plan) when that plan is not estimated dearer than planning
 * it for its values. With "is_active" a parameter the generic plan cannot use the sort indexes (partial:
 * active books only) and reads the whole table; with the page size one, it expects a tenth of the list
 * to be read. Written into the text, they give a generic plan that walks the index as the values' plan
 * does, and each answer skips the planning (about half of the database's CPU for page 1).
 */
const browseActive = eq(products.isActive, sql`true`);
/** The list shoppers read most: the whole shop in its default order (its anchors are walked at the first read). */
const shopQuery = productsQuerySchema.parse({});
const shopList = { query: shopQuery, where: whereFor(shopQuery, undefined, browseActive) };
/** The page sizes the shop's own pages ask for: written into the text (browseLimit), one text each. */
const SHOP_PAGE_SIZES = new Set<number>(Object.values(PAGE_SIZES));
/** A browse page's size, in the text when it is one of the shop's (a parameter otherwise: texts stay few). */
const browseLimit = (limit: number): SQL => (SHOP_PAGE_SIZES.has(limit) ? sql.raw(String(Math.trunc(limit))) : sql`${limit}`);
/** A count that follows from a browse page's size (`size`): in the text when the size is. */
const browseCount = (size: number) => (count: number): SQL => (SHOP_PAGE_SIZES.has(size) ? sql.raw(String(Math.trunc(count))) : sql`${count}`);

// a book page's statements, written by drizzle once per connection and run as named prepared statements
// (lib/db/reusable-statement): per request only their values go to PostgreSQL
const productStatement = reusableStatement('catalogue_product', (ex) =>
  ex
    .select(cardColumns)
    .from(products)
    .where(and(eq(products.id, param('id')), eq(products.isActive, true)))
    .limit(1),
);

const relatedStatement = reusableStatement('catalogue_related', (ex) =>
  ex
    .select(cardColumns)
    .from(products)
    .where(and(eq(products.category, param('category')), eq(products.isActive, true), ne(products.id, param('productId'))))
    .orderBy(desc(products.createdAt), asc(products.id))
    .limit(param('limit')),
);

/** The suggestions' books: one statement per number of books (1 to PAGE_SIZES.searchSuggestions), same text as `inArray`. */
const booksStatements = Array.from({ length: PAGE_SIZES.searchSuggestions }, (_, i) =>
  reusableStatement(`catalogue_books_${i + 1}`, (ex) =>
    ex
      .select(cardColumns)
      .from(products)
      .where(inArray(products.id, Array.from({ length: i + 1 }, (_, j) => param(`id${j}`)))),
  ),
);

/**
 * The pages of a full-text search written with their depth in the text (a text per page, class and shape);
 * deeper ones share one text per class and shape, their depth read at run time (keptPlan's `deep`).
 */
export const KEPT_PLAN_PAGES = 5;

/**
 * Whether a full-text search's page is written with a plan kept for its class of word (kept-plans.ts): any
 * page of one of the shop's sizes, whatever its words and sort, narrowed by nothing whose values the plan
 * would depend on. A price range or subcategories stay planned per answer: a
 * plan made without their values takes a range of most of the shop for a narrow one (a walk of the price
 * index and a sort of 80,000 books).
 */
const keptPlanPage = (query: ProductsQuery) =>
  SHOP_PAGE_SIZES.has(query.limit) &&
  query.minPrice === undefined &&
  query.maxPrice === undefined &&
  !query.subCategory?.length;

export function createCatalogRepository(db: Db) {
  /** The books of `ids`, in that order. */
  const rowsOf = async (ids: readonly string[]): Promise<CardRow[]> => {
    if (ids.length === 0) return [];
    const statement = booksStatements[ids.length - 1];
    const found = statement
      ? await statement(db, Object.fromEntries(ids.map((id, j) => [`id${j}`, id])))
      : await db.select(cardColumns).from(products).where(inArray(products.id, [...ids]));
    const byId = new Map(found.map((row) => [row.id, row]));
    return ids.map((id) => byId.get(id)).filter((row) => row !== undefined);
  };

  const pageRows = pageStatement(db);
  const execute = namedExecute(db, 'search');

  /**
   * A page's books in one statement (one round trip: under load each one costs the store a socket write
   * and the database a wake-up): `pageIds` (an array of the page's ids in order, read from `source`, a
   * one-row subquery `probe` whose `found` it may use) and their books in that order.
   */
  const readPage = async (pageIds: SQL, source: SQL = sql`(select 0 as found) as probe`, family: StatementFamily = 'list'): Promise<{ found: number; rows: CardRow[] }> => {
    // offset 0 keeps the page a subquery of its own, so its ids are looked for once, not at each use
    return pageRows(sql`(select probe.found, ${pageIds} as ids from ${source} offset 0) as page`, family);
  };

  /**
   * A counted page: `found`, the matches counted no further than COUNT_PROBE (cappedCount), comes first,
   * and the page's ids (`ids`, a query of one column) are looked for only when it reaches past `offset`.
   */
  const countedIds = (family: StatementFamily, ids: SQL | null, found: SQL, offset: number, idsArray: SQL = sql`array(${ids})`, w: Writing = perRun) =>
    readPage(
      ids ? sql`case when probe.found > ${w.depth(offset)} then ${idsArray} else '{}'::uuid[] end` : sql`'{}'::uuid[]`,
      sql`(select ${found} as found offset 0) as probe`,
      family,
    );

  const anchors = pageAnchorsOf(db);
  const factsOf = wordFacts(db);
  const booksOf = rarestWordBooks(db);

  /**
   * One page of a counted list (a search, or a filtered list). The matches are counted first, no further
   * than COUNT_PROBE (a GIN bitmap or an index walk that stops there); the page is read only if it has
   * books, and never beyond RESULT_COUNT_CAP. A search's 'featured' order ranks only candidates: the
   * newest matches down to the page's end (an index walk that stops there) and the newest matches of the
   * title or author (so a title match is never lost among 16,000 descriptions); every book ranked before
   * the page's end is among them. Count, page and books are one statement (readPage).
   */
  const countedPage = async (query: ProductsQuery, terms: SearchTerms | null, pass: SearchPass) => {
    const offset = (query.page - 1) * query.limit;
    const size = Math.max(0, Math.min(query.limit, RESULT_COUNT_CAP - offset));
    const plain = unfiltered(query) && wholeCatalogue(query);
    const facts = terms && query.sort === 'featured' && plain && pass.single ? await factsOf(terms, pass.single) : null;
    const tsquery = pass.tsquery;
    const books = terms && tsquery && keptPlanPage(query) ? await booksOf(terms) : null;
    const w = books === null ? perRun : keptPlan(books >= COMMON_WORD_BOOKS, query.page > KEPT_PLAN_PAGES);
    // a whole-word search with its values as parameters (a price range, subcategories, a page size of its
    // own) is planned for them at every run: named, PostgreSQL may keep after five runs the plan made for
    // no values ("the" in a subcategory: 54 ms instead of 19). The substring and prefix passes stay named:
    // their kept plans cost no more than planning them (measured), and planning "ocabular" costs 2 ms more.
    const family: StatementFamily = !terms ? 'list' : w === perRun && tsquery ? 'planned' : 'search';
    const kept =
      w !== perRun && tsquery
        ? {
            all: (walked: boolean) => w.matches(searchDocuments.all, tsquery, walked),
            title: w.matches(searchDocuments.title, tsquery),
            words: w.matches(searchDocuments.words, tsquery),
          }
        : null;
    const where = kept ? whereFor(query, kept.all(false), browseActive) : whereFor(query, pass.match);
    const found = cappedCount(query, pass, where, w, kept ? kept.words : pass.words, books !== null && books < SPARSE_IN_CATEGORY);
    if (size === 0) return countedIds(family, null, found, offset);
    if (!terms || query.sort !== 'featured') {
      // a common word's matches are walked along the sort's index (the page's first come early)
      const sortedWhere = kept ? whereFor(query, kept.all(true), browseActive) : where;
      const page = sql`select ${products.id} from ${products} where ${sortedWhere} order by ${sortOrder(query.sort)} limit ${w.int(size)} offset ${w.depth(offset)}`;
      return countedIds(family, page, found, offset, undefined, w);
    }
    const candidate = sql`select ${products.id} as id, ${products.name} as name, ${products.author} as author, ${products.createdAt} as created_at from ${products}`;
    const newest = sql`${products.createdAt} desc, ${products.id}`;
    const titleWhere = kept ? whereFor(query, kept.title, browseActive) : pass.title ? whereFor(query, pass.title) : null;
    const titleWords = plain && pass.single ? newestTitleWords(pass.single, RESULT_COUNT_CAP, w) : null;
    const titled = !titleWhere
      ? sql``
      : titleWords
        ? sql`union (select ${products.id} as id, ${products.name} as name, ${products.author} as author, ${products.createdAt} as created_at
              from (${titleWords.ids}) as t join ${products} on ${products.id} = t.id where ${products.isActive})
            union (${candidate} where ${titleWhere} and not ${titleWords.exact} order by ${newest} limit ${w.int(RESULT_COUNT_CAP)})`
        : // a title or author match is a match (their words are in search_text): the title index alone lets
          // the planner walk the date index when such books are common, or take the few from GIN
          sql`union (${candidate} where ${titleWhere} order by ${newest} limit ${w.int(RESULT_COUNT_CAP)})`;
    const walkedWhere = kept ? whereFor(query, kept.all(true), browseActive) : where;
    const ranked = sql`
      select c.id from ((${candidate} where ${walkedWhere} order by ${newest} limit ${w.depth(offset + size)}) ${titled}) as c
      order by ${relevanceOrder(terms, sql`c.name`, sql`c.author`)}, c.created_at desc, c.id
      limit ${w.int(size)} offset ${w.depth(offset)}`;
    const walked = facts && !facts.startsOthers ? titleRankedIds(terms, pass.single, offset, size, ranked, w) : null;
    return countedIds(family, ranked, found, offset, walked ?? undefined, w);
  };

  return {
    /**
     * A page of books and the number matching. Without a search or filter (`withTotal: false`, the
     * caller knows the total): the page's ids from the sort's index, however deep, then their books.
     * Otherwise the list is counted up to RESULT_COUNT_CAP and serves that many (countedPage); a search
     * tries its passes in turn (searchPasses).
     */
    async listProducts(query: ProductsQuery, { withTotal = true, version }: { withTotal?: boolean; version?: number } = {}): Promise<ListedPage> {
      const terms = parseSearch(query.search);
      if (!terms && !withTotal) {
        anchors.browsed(version, shopList);
        const where = whereFor(query, undefined, browseActive);
        const offset = (query.page - 1) * query.limit;
        const skipped = offset > 0 ? sql` offset ${offset}` : sql``;
        const ids = sql`select ${products.id} from ${products} where ${where} order by ${sortOrder(query.sort)} limit ${browseLimit(query.limit)}${skipped}`;
        if (offset > 0 && offset < ANCHOR_STRIDE) {
          const { rows } = await readPage(sql`array(${firstStretchIds(where, query.sort, offset, query.limit, browseCount(query.limit))})`);
          return { rows, total: null, totalIsLowerBound: false };
        }
        const anchored = await anchors.page(query, where, offset, ids, browseCount(query.limit), version);
        let startedAt = performance.now();
        const read = anchored ? await readPage(anchored.pageIds, anchored.source) : null;
        if (read && anchored?.checked(read.found)) {
          anchors.read(offset, performance.now() - startedAt, false);
          return { rows: read.rows, total: null, totalIsLowerBound: false };
        }
        // no anchors, or anchors older than the catalogue: OFFSET
        startedAt = performance.now();
        const { rows } = await readPage(sql`array(${ids})`);
        anchors.read(offset, performance.now() - startedAt, true);
        return { rows, total: null, totalIsLowerBound: false };
      }
      const page = terms
        ? await firstFinding(db, terms, (pass) => countedPage(query, terms, pass))
        : await countedPage(query, null, { match: sql`true` });
      return {
        rows: page.rows,
        total: Math.min(page.found, RESULT_COUNT_CAP),
        totalIsLowerBound: page.found > RESULT_COUNT_CAP,
      };
    },

    /**
     * The header's suggestions: the search's passes (whole words, substrings, corrected spellings), each
     * a light query: the newest few matches and the newest SUGGESTION_CANDIDATES title or author
     * matches, ranked, the best PAGE_SIZES.searchSuggestions kept. No count: it runs at every pause in
     * typing.
     */
    async suggest(text: string | undefined): Promise<CardRow[]> {
      const terms = parseSearch(text);
      if (!terms) return [];
      const limit = PAGE_SIZES.searchSuggestions;
      const candidate = sql`select ${products.id} as id, ${products.name} as name, ${products.author} as author, ${products.createdAt} as created_at from ${products}`;
      const newest = sql`${products.createdAt} desc, ${products.id}`;
      const active = eq(products.isActive, true);
      const { ids } = await firstFinding(db, terms, async (pass) => {
        const titled = pass.title
          ? sql`union (${candidate} where ${and(active, pass.title)} order by ${newest} limit ${SUGGESTION_CANDIDATES})`
          : sql``;
        const result = await execute<{ id: string }>(sql`
          select c.id from ((${candidate} where ${and(active, pass.match)} order by ${newest} limit ${limit}) ${titled}) as c
          order by ${relevanceOrder(terms, sql`c.name`, sql`c.author`)}, c.created_at desc, c.id
          limit ${limit}`);
        const found = result.rows.map((row) => row.id);
        return { found: found.length, ids: found };
      });
      return rowsOf(ids);
    },

    /**
     * Counts by category and subcategory set, with each group's price range (index products_facets_idx);
     * `search` narrows them the way the list does, spelling correction included.
     */
    async facetRows(search: string | undefined): Promise<FacetRow[]> {
      const grouped = (match: SQL | undefined) =>
        db
          .select({
            category: products.category,
            subCategories: products.subCategories,
            count: sql<number>`count(*)::int`,
            minPaisa: sql<number>`min(${products.pricePaisa})::int`,
            maxPaisa: sql<number>`max(${products.pricePaisa})::int`,
          })
          .from(products)
          .where(and(eq(products.isActive, true), match))
          .groupBy(products.category, products.subCategories)
          .then((rows) => Object.assign(rows, { found: rows.length }));
      const terms = parseSearch(search);
      return terms ? firstFinding(db, terms, (pass) => grouped(pass.match)) : grouped(undefined);
    },

    findProduct: async (id: string): Promise<CardRow | undefined> => (await productStatement(db, { id }))[0],

    /** Other active books of a category, newest first (index products_category_idx). */
    listRelated: (productId: string, category: string, limit: number): Promise<CardRow[]> => relatedStatement(db, { productId, category, limit }),

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
