import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, numeric, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const products = pgTable(
  'products',
  {
    id: uuid().primaryKey().defaultRandom(),
    name: text().notNull(),
    description: text().notNull().default(''),
    /** Newline-separated selling points, shown as a checklist. */
    details: text().notNull().default(''),
    pricePaisa: integer().notNull(),
    originalPricePaisa: integer(),
    images: text().array().notNull().default(sql`'{}'::text[]`),
    /** A small copy of each image (same order as images) for cards and lists; empty when none was made. */
    thumbnails: text().array().notNull().default(sql`'{}'::text[]`),
    /** Storage keys of every stored file behind images and thumbnails, so a replaced cover is removed. */
    imageKeys: text().array().notNull().default(sql`'{}'::text[]`),
    category: text().notNull(),
    subCategories: text().array().notNull().default(sql`'{}'::text[]`),
    /** Formats offered (the spec's "sizes"). */
    sizes: text().array().notNull().default(sql`'{}'::text[]`),
    author: text().notNull().default(''),
    isbn: text(),
    language: text().notNull().default('Urdu'),
    publishedAt: timestamp({ withTimezone: true }),
    bestseller: boolean().notNull().default(false),
    stockQuantity: integer().notNull().default(0),
    condition: text({ enum: ['new', 'used'] }).notNull().default('new'),
    /** Hidden products stay for old orders but leave the shop window. */
    isActive: boolean().notNull().default(true),
    /** Kept by reviews: the average and count, so lists can sort and filter by rating without a join. */
    ratingAvg: numeric({ precision: 3, scale: 2, mode: 'number' }).notNull().default(0),
    reviewCount: integer().notNull().default(0),
    /** Lower-cased name, author, ISBN, category, subcategories and description; filled by a trigger. */
    searchText: text().notNull().default(''),
    /** The subcategories lower-cased with single spaces, the subcategory filter's key; filled by the same trigger. */
    subCategoryKeys: text().array().notNull().default(sql`'{}'::text[]`),
    // Two more columns live only in SQL (migration 0012), so that `select()` of a product (cart, checkout)
    // never reads them: search_vector (the words of search_text, to_tsvector 'simple') and title_vector
    // (the words of the name and author), both kept by the search trigger and GIN-indexed. search.ts
    // reads them; searchDocuments there names them.
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('products_price_ck', sql`${t.pricePaisa} >= 0`),
    check('products_original_price_ck', sql`${t.originalPricePaisa} is null or ${t.originalPricePaisa} >= 0`),
    check('products_stock_ck', sql`${t.stockQuantity} >= 0`),
    check('products_condition_ck', sql`${t.condition} in ('new', 'used')`),
    check('products_rating_ck', sql`${t.ratingAvg} >= 0 and ${t.ratingAvg} <= 5`),
    // a category's books, newest first (its page, related books), ending in the id like the sorts below
    index('products_category_sort_idx').on(t.category, sql`${t.createdAt} desc`, t.id).where(sql`${t.isActive}`),
    index('products_bestseller_idx').on(t.bestseller, t.createdAt),
    index('products_published_idx').on(t.publishedAt),
    index('products_isbn_idx').on(t.isbn),
    index('products_sub_category_keys_idx').using('gin', t.subCategoryKeys),
    // the collections sidebar's counts and price range in one index-only scan (see catalog.repository.ts)
    index('products_facets_idx').on(t.category, t.subCategories, t.pricePaisa).where(sql`${t.isActive}`),
    // searches of only one- or two-letter words look for titles and authors starting with them
    index('products_name_prefix_idx').on(sql`lower(${t.name}) text_pattern_ops`),
    index('products_author_prefix_idx').on(sql`lower(${t.author}) text_pattern_ops`),
    // a category sorted by price (the collections page's price sorts)
    index('products_category_price_idx').on(t.category, t.pricePaisa),
    // every sort of the shop window (orderFor in catalog.repository.ts), ending in the id: a page deep in the
    // list is an index-only walk, and books with equal keys keep one order
    index('products_sort_featured_idx').on(sql`${t.createdAt} desc`, t.id).where(sql`${t.isActive}`),
    index('products_sort_price_low_idx').on(t.pricePaisa, sql`${t.createdAt} desc`, t.id).where(sql`${t.isActive}`),
    index('products_sort_price_high_idx').on(sql`${t.pricePaisa} desc`, sql`${t.createdAt} desc`, t.id).where(sql`${t.isActive}`),
    index('products_sort_newest_idx').on(sql`${t.publishedAt} desc nulls last`, sql`${t.createdAt} desc`, t.id).where(sql`${t.isActive}`),
    index('products_sort_rating_idx').on(sql`${t.ratingAvg} desc`, sql`${t.reviewCount} desc`, sql`${t.createdAt} desc`, t.id).where(sql`${t.isActive}`),
    index('products_sort_new_books_idx').on(t.condition, sql`${t.createdAt} desc`, t.id).where(sql`${t.isActive}`),
    index('products_sort_old_books_idx').on(sql`${t.condition} desc`, sql`${t.createdAt} desc`, t.id).where(sql`${t.isActive}`),
    // substrings (a word's middle, an ISBN's digits) when whole words find nothing
    index('products_search_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    // no index may name stock_quantity: each order's stock update is then a HOT update (no index entry
    // written); one index on it made every update write an entry in each of the table's ~20 indexes, GIN
    // ones included. The back office's low-stock list scans the table instead (a few hundred pages).
  ],
);

export const heroImages = pgTable(
  'hero_images',
  {
    id: uuid().primaryKey().defaultRandom(),
    imageUrl: text().notNull(),
    /** Storage key of the uploaded file (null for banners that point elsewhere), removed with the banner. */
    storageKey: text(),
    altText: text().notNull().default(''),
    sortOrder: integer().notNull().default(0),
    isActive: boolean().notNull().default(true),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('hero_images_active_order_idx').on(t.isActive, t.sortOrder)],
);

/**
 * Every word of the catalogue's search text (4 to 40 letters, no digits), kept by a statement trigger on products.
 * When a search finds nothing, its words are corrected against this short list (trigram similarity, the
 * pg_trgm way to suggest spellings) and searched again: "galib" -> "ghalib". Words are only ever added.
 */
export const searchWords = pgTable(
  'search_words',
  { word: text().primaryKey() },
  (t) => [index('search_words_trgm_idx').using('gin', sql`${t.word} gin_trgm_ops`)],
);

/**
 * One row whose version goes up, inside the writing transaction, whenever something a shopper sees in the
 * catalogue changes (a book added, edited or removed, a price, stock crossing zero, a rating, a banner).
 * Triggers keep it (migration 0010); every API process compares it to answer from its response cache.
 */
export const catalogueState = pgTable(
  'catalogue_state',
  {
    id: integer().primaryKey(),
    version: bigint({ mode: 'number' }).notNull().default(1),
    /**
     * Moves only when a book can change place or membership in a browse list (added, removed, hidden,
     * moved to another category, or a sort column changed); migration 0023. Deep pages' anchors are
     * walked at and checked against it (catalog/page-anchors.ts), so a stock or title change keeps them.
     */
    orderVersion: bigint({ mode: 'number' }).notNull().default(1),
  },
  (t) => [check('catalogue_state_single_row_ck', sql`${t.id} = 1`)],
);
