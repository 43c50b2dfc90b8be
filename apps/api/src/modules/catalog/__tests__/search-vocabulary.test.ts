import { eq, inArray, sql } from 'drizzle-orm';
import { products, searchWords } from '../../../db/schema';
import { openTestDatabase } from '../../../test/test-database';
import { insertProduct } from '../../../test/factories';
import type { Database } from '../../../db/client';

/** The vocabulary behind "did you mean" suggestions follows the books' searchable text, and nothing else. */
let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

const known = async (words: string[]) =>
  (await database.db.select({ word: searchWords.word }).from(searchWords).where(inArray(searchWords.word, words))).map((r) => r.word).sort();

describe('search vocabulary', () => {
  it('when a book is added or renamed, then its new words join the vocabulary', async () => {
    const book = await insertProduct(database.db, { name: 'Zarqoon Chronicles' });
    expect(await known(['zarqoon', 'chronicles'])).toEqual(['chronicles', 'zarqoon']);
    await database.db.update(products).set({ name: 'Quillmaran Tales' }).where(eq(products.id, book.id));
    expect(await known(['quillmaran', 'tales'])).toEqual(['quillmaran', 'tales']);
  });

  it('when only stock or price changes, then the vocabulary trigger does not run', async () => {
    const book = await insertProduct(database.db, { name: 'Velmorine Journeys' });
    // a word the trigger would put back if it ran for this book
    await database.db.delete(searchWords).where(eq(searchWords.word, 'velmorine'));
    await database.db
      .update(products)
      .set({ stockQuantity: sql`${products.stockQuantity} - 1`, pricePaisa: 450_00 })
      .where(eq(products.id, book.id));
    expect(await known(['velmorine'])).toEqual([]);
    // writing the same text again changes nothing either
    await database.db.update(products).set({ name: 'Velmorine Journeys' }).where(eq(products.id, book.id));
    expect(await known(['velmorine'])).toEqual([]);
  });
});
