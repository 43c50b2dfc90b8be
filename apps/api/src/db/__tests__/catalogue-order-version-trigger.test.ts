import { eq, sql } from 'drizzle-orm';
import { catalogueState, products } from '../schema';
import { insertProduct } from '../../test/factories';
import { openTestDatabase, type TestDatabase } from '../../test/test-database';

/**
 * The order version (deep pages' anchors are checked against it) moves when, and only when, a book can
 * change place or membership in a browse list: the shop or a category (is_active, category), in any sort
 * (the sort columns and the id).
 */
let database: TestDatabase;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

const state = async () => {
  const [row] = await database.db.execute<{ version: string; order_version: string }>(
    sql`select version::text, order_version::text from catalogue_state where id = 1`,
  ).then((result) => result.rows);
  return { version: Number(row!.version), order: Number(row!.order_version) };
};

/** Columns that cannot move a book in a browse list: shown on its card or page, or kept for search and stock. */
const NOT_ORDERED = [
  'name', 'description', 'details', 'original_price_paisa', 'images', 'thumbnails', 'image_keys', 'sub_categories', 'sizes',
  'author', 'isbn', 'language', 'bestseller', 'stock_quantity', 'updated_at', 'search_text', 'sub_category_keys',
  'search_vector', 'title_vector',
];

describe('catalogue order version trigger on products', () => {
  it('when products has a column, then the order trigger either compares it or leaves it out on purpose', async () => {
    const { rows: columns } = await database.db.execute<{ column_name: string }>(
      sql`select column_name from information_schema.columns where table_schema = current_schema() and table_name = 'products'`,
    );
    const { rows: [trigger] } = await database.db.execute<{ definition: string }>(
      sql`select pg_get_triggerdef(oid) as definition from pg_trigger where tgname = 'catalogue_order_version_products_update_trg'`,
    );
    const compared = columns.map((c) => c.column_name).filter((name) => !NOT_ORDERED.includes(name));
    expect(compared.sort()).toEqual(['category', 'condition', 'created_at', 'id', 'is_active', 'price_paisa', 'published_at', 'rating_avg', 'review_count']);
    for (const name of compared) {
      expect(trigger!.definition).toContain(`old.${name}`);
      expect(trigger!.definition).toContain(`new.${name}`);
    }
  });

  it.each<[string, Partial<typeof products.$inferInsert>]>([
    ['is_active', { isActive: false }],
    ['category', { category: 'Urdu Novels' }],
    ['price_paisa', { pricePaisa: 1 }],
    ['created_at', { createdAt: new Date(Date.UTC(2030, 0, 1)) }],
    ['published_at', { publishedAt: new Date(Date.UTC(2030, 0, 1)) }],
    ['rating_avg', { ratingAvg: 4.5 }],
    ['review_count', { reviewCount: 7 }],
    ['condition', { condition: 'used' }],
  ])('when %s changes, then the order version moves with the catalogue version', async (_, change) => {
    const book = await insertProduct(database.db, { stockQuantity: 3, category: 'English Novels', condition: 'new', publishedAt: null });
    const before = await state();
    await database.db.update(products).set(change).where(eq(products.id, book.id));
    const after = await state();
    expect(after.order).toBe(before.order + 1);
    expect(after.version).toBeGreaterThan(before.version);
  });

  it('when a book is added or removed, then the order version moves once per statement', async () => {
    const before = await state();
    const [a, b] = await database.db.insert(products).values([1, 2].map((i) => ({ name: `Two ${i}`, pricePaisa: 100, category: 'English Novels' }))).returning();
    const added = await state();
    expect(added.order).toBe(before.order + 1);
    await database.db.delete(products).where(sql`${products.id} in (${a!.id}, ${b!.id})`);
    expect((await state()).order).toBe(added.order + 1);
  });

  it.each<[string, Partial<typeof products.$inferInsert>]>([
    ['the last copy is sold', { stockQuantity: 0 }],
    ['the title is edited', { name: 'Another Title' }],
    ['the description is edited', { description: 'Another description' }],
    ['the author is edited', { author: 'Another Author' }],
    ['the covers change', { images: ['/uploads/covers/other.svg'], thumbnails: ['/uploads/covers/other-thumb.webp'] }],
    ['the struck-through price changes', { originalPricePaisa: 99_999 }],
    ['it becomes a bestseller', { bestseller: true }],
    ['its subcategories change', { subCategories: ['Classics'] }],
  ])('when %s, then the catalogue version moves and the order version stays', async (_, change) => {
    const book = await insertProduct(database.db, { stockQuantity: 3 });
    const before = await state();
    await database.db.update(products).set(change).where(eq(products.id, book.id));
    const after = await state();
    expect(after.version).toBeGreaterThan(before.version);
    expect(after.order).toBe(before.order);
  });

  it('when a sale leaves copies or only updated_at changes, then neither version moves', async () => {
    const book = await insertProduct(database.db, { stockQuantity: 3 });
    const before = await state();
    await database.db.update(products).set({ stockQuantity: sql`${products.stockQuantity} - 1`, updatedAt: new Date() }).where(eq(products.id, book.id));
    expect(await state()).toEqual(before);
  });

  it('when the schema names the column, then it reads the same counter', async () => {
    const [row] = await database.db.select({ order: catalogueState.orderVersion }).from(catalogueState).where(eq(catalogueState.id, 1));
    expect(row!.order).toBe((await state()).order);
  });
});
