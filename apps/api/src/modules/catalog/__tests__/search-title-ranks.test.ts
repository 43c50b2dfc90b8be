import { eq, sql } from 'drizzle-orm';
import request from 'supertest';
import { products } from '../../../db/schema';
import { insertProduct } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';

/**
 * A one-word search's page is read from each book's rank for its title and author words
 * (product_title_words, migration 0022) and the newest matches in product_words: these check both follow
 * every change to the books, and that the pages are the ones the general statement gives (asked with a
 * filter that keeps every book, which takes it).
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const rows = async <T>(query: ReturnType<typeof sql>) => (await t.db.execute(query)).rows as T[];

const page = async (query: Record<string, string | number>) => {
  const res = await request(t.app).get('/api/products/get').query(query);
  expect(res.status).toBe(200);
  return { ids: (res.body.products as { id: string }[]).map((p) => p.id), pagination: res.body.pagination };
};

/** The page asked as is, and asked with a filter that keeps every book (the general statement). */
const bothWays = async (query: Record<string, string | number>) => ({ walked: await page(query), general: await page({ ...query, minPrice: 0 }) });

/** The kept rows, against each active book's title words ranked afresh. */
const keptAndRecomputed = async () => ({
  kept: await rows(sql`
    select w.id, w.word, w.rank, w.created_at = p.created_at as dated from product_title_words w join products p using (id)
    order by 1, 2`),
  recomputed: await rows(sql`
    select id, word collate "C" as word, (case when lower(name) like word || '%' then 0 when lower(name) like '%' || word || '%' then 1
      when lower(author) like '%' || word || '%' then 2 else 3 end)::smallint as rank, true as dated
    from products, unnest(tsvector_to_array(title_vector)) as word where is_active order by 1, 2`),
});

const at = (seconds: number) => new Date(Date.UTC(2020, 0, 1) + seconds * 1000);

describe('a one-word search ranked from title words', () => {
  it('when books are renamed, re-authored, hidden, shown, deleted or added, then the search ranks them by their current titles', async () => {
    const a = await insertProduct(t.db, { name: 'Zarnigar Tales', createdAt: at(1) });
    const b = await insertProduct(t.db, { name: 'Tales of Zarnigar', createdAt: at(2) });
    const c = await insertProduct(t.db, { name: 'Poems', author: 'Zarnigar Begum', createdAt: at(3) });
    const d = await insertProduct(t.db, { name: 'Other Things', description: 'Zarnigar wrote this.', createdAt: at(4) });
    expect((await page({ search: 'zarnigar' })).ids).toEqual([a.id, b.id, c.id, d.id]);

    await t.db.update(products).set({ name: 'Zarnigar Late' }).where(eq(products.id, d.id));
    expect((await page({ search: 'zarnigar' })).ids).toEqual([d.id, a.id, b.id, c.id]);

    await t.db.update(products).set({ isActive: false }).where(eq(products.id, a.id));
    expect((await page({ search: 'zarnigar' })).ids).toEqual([d.id, b.id, c.id]);
    await t.db.update(products).set({ isActive: true }).where(eq(products.id, a.id));
    expect((await page({ search: 'zarnigar' })).ids).toEqual([d.id, a.id, b.id, c.id]);

    await t.db.delete(products).where(eq(products.id, b.id));
    const e = await insertProduct(t.db, { name: 'Zarnigar Newest', createdAt: at(5) });
    expect((await page({ search: 'zarnigar' })).ids).toEqual([e.id, d.id, a.id, c.id]);

    await t.db.update(products).set({ author: 'Someone Else' }).where(eq(products.id, c.id));
    await t.db.update(products).set({ createdAt: at(6) }).where(eq(products.id, a.id));
    const now = await bothWays({ search: 'zarnigar' });
    expect(now.walked.ids).toEqual([a.id, e.id, d.id]);
    expect(now.walked).toEqual(now.general);

    const kept = await keptAndRecomputed();
    expect(kept.kept).toEqual(kept.recomputed);
  });

  it('when only stock, price or rating changes (as at checkout), then no title word row is written', async () => {
    const book = await insertProduct(t.db, { name: 'Marwarid Title Ledger', stockQuantity: 5 });
    const written = () => rows(sql`select word, xmin::text as version from product_title_words where id = ${book.id} order by word`);
    const before = await written();
    expect(before.length).toBeGreaterThan(0);
    await t.db
      .update(products)
      .set({ stockQuantity: sql`${products.stockQuantity} - 1`, pricePaisa: 450_00, ratingAvg: 4.5, reviewCount: 2 })
      .where(eq(products.id, book.id));
    expect(await written()).toEqual(before);
  });

  it('when more than 1,000 newer books hold the word in their titles, then every page is the one the general statement gives', async () => {
    // an old title starting with the word, 1,003 newer titles holding it, an author and a description
    const old = await insertProduct(t.db, { name: 'Qalamdan of Old', createdAt: at(10) });
    await insertProduct(t.db, { name: 'Letters', author: 'Qalamdan Sahib', createdAt: at(11) });
    await insertProduct(t.db, { name: 'Inkpots', description: 'About a qalamdan.', createdAt: at(5000) });
    await t.db.insert(products).values(
      Array.from({ length: 1003 }, (_, i) => ({
        name: `Tales of the Qalamdan ${i}`,
        pricePaisa: 500_00,
        category: 'English Novels',
        createdAt: at(100 + i),
      })),
    );
    for (const pageNumber of [1, 2, 50, 51]) {
      const { walked, general } = await bothWays({ search: 'qalamdan', page: pageNumber });
      expect(walked).toEqual(general);
    }
    const first = await page({ search: 'qalamdan' });
    expect(first.pagination).toMatchObject({ total: 1000, totalIsLowerBound: true });
    expect(first.ids).not.toContain(old.id);
    const wide = await bothWays({ search: 'qalamdan', limit: 50, page: 20 });
    expect(wide.walked).toEqual(wide.general);
  });

  it('when the word starts a longer word, is typed in Urdu, or holds quotes and wildcards, then the page is the one the general statement gives', async () => {
    await insertProduct(t.db, { name: 'Sitara Road', createdAt: at(20) });
    await insertProduct(t.db, { name: 'Road of Sitaray', createdAt: at(21) });
    await insertProduct(t.db, { name: 'ستارہ', author: 'ستارہ بیگم', createdAt: at(22) });
    await insertProduct(t.db, { name: 'کتاب', author: 'ستارہ', createdAt: at(23) });
    for (const search of ['sitara', 'sita', 'sitaray', 'ستارہ', "sitara'", 'sit%ra', 'sitara\\', 'si_ara', 'SITARA']) {
      const { walked, general } = await bothWays({ search });
      expect(walked).toEqual(general);
    }
    expect((await page({ search: 'ستارہ' })).ids).toHaveLength(2);
  });

  it('when a word searched alone comes to start a new book\'s longer word, then that book is found and ranked as before', async () => {
    const first = await insertProduct(t.db, { name: 'Mehtab Nights', createdAt: at(30) });
    expect((await page({ search: 'mehtab' })).ids).toEqual([first.id]);
    // older than a page of newer matches: found only as a title match of the longer word
    const longer = await insertProduct(t.db, { name: 'Mehtabnama', createdAt: at(29) });
    for (let i = 0; i < 25; i += 1) await insertProduct(t.db, { name: `Moonlight ${i}`, description: 'Under the mehtab.', createdAt: at(40 + i) });
    const { walked, general } = await bothWays({ search: 'mehtab' });
    expect(walked).toEqual(general);
    expect(walked.ids.slice(0, 2)).toEqual([first.id, longer.id]);
  });
});
