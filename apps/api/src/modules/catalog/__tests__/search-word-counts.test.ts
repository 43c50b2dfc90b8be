import { eq, inArray, sql } from 'drizzle-orm';
import request from 'supertest';
import { products } from '../../../db/schema';
import { insertProduct } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';

/**
 * A one-word search takes its total from the books each word is held by (product_word_counts, migration
 * 0020) when that tells: these check the counts follow every change to the books, and that the totals
 * they give are the books really matching.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Count = { word: string; books: number };
const rows = async <T>(query: ReturnType<typeof sql>) => (await t.db.execute(query)).rows as T[];

/** The kept counts of words held by some book, against the active books' words counted afresh. */
const keptAndRecounted = async () => ({
  kept: await rows<Count>(sql`select word, books from product_word_counts where books > 0 order by word`),
  recounted: await rows<Count>(sql`
    select word collate "C" as word, count(*)::int as books
    from products, unnest(tsvector_to_array(search_vector)) as word
    where is_active group by 1 order by 1`),
});

const total = async (text: string) => {
  const res = await request(t.app).get('/api/products/get').query({ search: text });
  expect(res.status).toBe(200);
  return res.body.pagination.total as number;
};

/** The books holding every word of the text's full-text query, counted in "products" (no cap reached here). */
const matching = async (tsquery: string) =>
  (await rows<{ n: number }>(sql`select count(*)::int as n from products where is_active and search_vector @@ to_tsquery('simple', ${tsquery})`))[0]!.n;

describe('word counts of one-word searches', () => {
  it('when books are added in a batch, re-worded, hidden, shown, moved or deleted, then every word counts the active books holding it', async () => {
    const batch = await t.db
      .insert(products)
      .values(
        ['Qirtas Novel', 'Qirtas Novels', 'Sehra Novella', 'ناول قرطاس'].map((name, i) => ({
          name,
          description: i % 2 ? 'A novel of the desert.' : 'Novels and novellas.',
          pricePaisa: 500_00,
          category: i % 2 ? 'English Novels' : 'Urdu Novels',
        })),
      )
      .returning({ id: products.id });
    let counts = await keptAndRecounted();
    expect(counts.kept).toEqual(counts.recounted);
    expect(counts.kept).toEqual(expect.arrayContaining([{ word: 'qirtas', books: 2 }, { word: 'ناول', books: 1 }]));

    const [first, second, third] = batch.map((b) => b.id);
    await t.db.update(products).set({ name: 'Qirtas Afresh' }).where(eq(products.id, first!));
    await t.db.update(products).set({ isActive: false }).where(eq(products.id, second!));
    await t.db.update(products).set({ category: 'Urdu Poetry' }).where(eq(products.id, third!));
    counts = await keptAndRecounted();
    expect(counts.kept).toEqual(counts.recounted);

    await t.db.update(products).set({ isActive: true }).where(eq(products.id, second!));
    await t.db.delete(products).where(inArray(products.id, [first!, third!]));
    counts = await keptAndRecounted();
    expect(counts.kept).toEqual(counts.recounted);
    expect(counts.kept.find((c) => c.word === 'afresh')).toBeUndefined();
  });

  it('when only stock, price or rating changes (as at checkout), then no word count is written', async () => {
    const book = await insertProduct(t.db, { name: 'Marwarid Stock Ledger', stockQuantity: 5 });
    const written = () => rows<{ word: string; version: string }>(sql`select word, xmin::text as version from product_word_counts where word in ('marwarid', 'ledger') order by word`);
    const before = await written();
    expect(before).toHaveLength(2);
    await t.db
      .update(products)
      .set({ stockQuantity: sql`${products.stockQuantity} - 1`, pricePaisa: 450_00, ratingAvg: 4.5, reviewCount: 2 })
      .where(eq(products.id, book.id));
    expect(await written()).toEqual(before);
  });

  it('when a one-word search matches one word, several words or none, then its total is the books really matching', async () => {
    await insertProduct(t.db, { name: 'Kahkashan One', description: 'kahkashan kahkashanon' });
    await insertProduct(t.db, { name: 'Kahkashanon Two', description: 'only the plural' });
    await insertProduct(t.db, { name: 'Kahkashan Three', description: 'only the singular' });
    await insertProduct(t.db, { name: 'Hidden Kahkashan', isActive: false });
    await insertProduct(t.db, { name: 'کہکشاں', description: 'اردو ناول' });
    // a prefix of two words held by 2 books each, one book holding both: the books, not a word's count
    expect(await total('kahkashan')).toBe(await matching("'kahkashan':*"));
    expect(await total('kahkashan')).toBe(3);
    expect(await total('kahkashanon')).toBe(2);
    expect(await total('کہکشاں')).toBe(1);
    // a word held only by a hidden book counts none, and the substring pass then answers as before
    expect(await total('hidden')).toBe(0);
    expect(await total('ahkasha')).toBe(3);
  });

  it('when the books are emptied at once, then no word is counted as held', async () => {
    await insertProduct(t.db, { name: 'Truncated Tarazu' });
    await t.db.execute(sql`truncate product_words`);
    expect(await rows<Count>(sql`select word, books from product_word_counts where books > 0`)).toEqual([]);
  });
});
