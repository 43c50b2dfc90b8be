import { eq, sql } from 'drizzle-orm';
import { catalogueState, products } from '../schema';
import { insertProduct } from '../../test/factories';
import { openTestDatabase, type TestDatabase } from '../../test/test-database';

/** The catalogue version (the response cache's key) moves when, and only when, a shopper could see a book change. */
let database: TestDatabase;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

const version = async () => (await database.db.select().from(catalogueState).where(eq(catalogueState.id, 1)))[0]!.version;

/** Columns the trigger leaves out on purpose: stock (only its crossing zero counts), the time of the write, the search columns derived from the others. */
const NOT_SHOWN = ['stock_quantity', 'updated_at', 'search_text', 'sub_category_keys', 'search_vector', 'title_vector'];

describe('catalogue version trigger on products', () => {
  it('when products has a column, then the trigger either compares it or leaves it out on purpose', async () => {
    const { rows: columns } = await database.db.execute<{ column_name: string }>(
      sql`select column_name from information_schema.columns where table_schema = current_schema() and table_name = 'products'`,
    );
    const { rows: [trigger] } = await database.db.execute<{ definition: string }>(
      sql`select pg_get_triggerdef(oid) as definition from pg_trigger where tgname = 'catalogue_version_products_update_trg'`,
    );
    const compared = columns.map((c) => c.column_name).filter((name) => !NOT_SHOWN.includes(name));
    expect(compared.length).toBeGreaterThan(10);
    for (const name of compared) {
      expect(trigger!.definition).toContain(`old.${name}`);
      expect(trigger!.definition).toContain(`new.${name}`);
    }
  });

  it('when a sale leaves copies, then the version stays; when the last copy goes or comes back, then it moves', async () => {
    const book = await insertProduct(database.db, { stockQuantity: 2 });
    const start = await version();
    await database.db.update(products).set({ stockQuantity: sql`${products.stockQuantity} - 1`, updatedAt: new Date() }).where(eq(products.id, book.id));
    expect(await version()).toBe(start);
    await database.db.update(products).set({ stockQuantity: 0 }).where(eq(products.id, book.id));
    const soldOut = await version();
    expect(soldOut).toBeGreaterThan(start);
    await database.db.update(products).set({ stockQuantity: 5 }).where(eq(products.id, book.id));
    expect(await version()).toBeGreaterThan(soldOut);
  });

  it('when a shown column changes (price, images, hidden, rating), then the version moves; when only updated_at changes, then it stays', async () => {
    const book = await insertProduct(database.db, { stockQuantity: 3 });
    const changes: Partial<typeof products.$inferInsert>[] = [
      { pricePaisa: book.pricePaisa + 100 },
      { originalPricePaisa: book.pricePaisa + 500 },
      { imageKeys: ['books/new-key'] },
      { thumbnails: ['/uploads/new-thumb.webp'] },
      { isActive: false },
      { ratingAvg: 4.5 },
      { description: 'A new description' },
    ];
    for (const change of changes) {
      const before = await version();
      await database.db.update(products).set(change).where(eq(products.id, book.id));
      expect({ change, moved: (await version()) > before }).toEqual({ change, moved: true });
    }
    const before = await version();
    await database.db.update(products).set({ updatedAt: new Date() }).where(eq(products.id, book.id));
    expect(await version()).toBe(before);
  });
});
