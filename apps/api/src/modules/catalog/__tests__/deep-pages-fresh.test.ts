import { SORT_OPTIONS, type SortOption } from '@bookstore/contracts';
import { eq } from 'drizzle-orm';
import { products } from '../../../db/schema';
import { insertProduct } from '../../../test/factories';
import type { TestApp } from '../../../test/test-app';
import { listIds } from './list-order';
import { ANCHOR_STRIDE, pageAnchorsOf } from '../page-anchors';
import { isPage, statementsSent } from './sent-statements';
import { addTiedBooks, day, deepPagesApp, NOVELS, type ListGet } from './deep-pages-fixture';

// Deep pages right after the store starts and right after each kind of catalogue change, asked many at
// once: the same books as OFFSET, and (once the store has seen the change) read from anchors at once.
let t: TestApp;
let get: ListGet;
const BOOKS = 3 * ANCHOR_STRIDE + 31;
const LIMIT = 20;

beforeAll(async () => {
  ({ t, get } = await deepPagesApp('deep-pages-fresh-test-allowance'));
  await addTiedBooks(t, BOOKS, { urduEvery: 3, addedDays: 5, publishedDays: 4 });
}, 120_000);
afterAll(() => t.close());

const expectedIds = (sort: SortOption, category?: string) => listIds(t.db, sort, category);

/** Pages past the first anchor of every sort, of the shop and of a category, all asked at once. */
async function expectDeepPagesAtOnce() {
  const asked = SORT_OPTIONS.flatMap((sort) =>
    [undefined, NOVELS].flatMap((category) => [11, 12, 21, 31].map((page) => ({ sort, page, limit: LIMIT, ...(category ? { category } : {}) }))),
  );
  const answers = await Promise.all(asked.map((query) => get(query)));
  for (const [i, query] of asked.entries()) {
    const expected = (await expectedIds(query.sort, query.category)).slice((query.page - 1) * LIMIT, query.page * LIMIT);
    const res = answers[i]!;
    expect(res.status).toBe(200);
    expect({ query, ids: res.body.products.map((p: { id: string }) => p.id) }).toEqual({ query, ids: expected });
  }
}

/** The page statements a request sent. */
async function pageStatementsOf(query: Record<string, string | number>): Promise<string[]> {
  const { answer, sent } = await statementsSent(t.db, () => get(query));
  expect(answer.status).toBe(200);
  return sent.filter(isPage).map((statement) => statement.sql);
}

describe('deep pages of a fresh store and after changes', () => {
  it('when a fresh store is asked for many deep pages at once, then each holds exactly the books OFFSET gives', async () => {
    await expectDeepPagesAtOnce();
    await pageAnchorsOf(t.db).settled();
    await expectDeepPagesAtOnce();
  }, 60_000);

  it.each([
    ['a price changes', async (id: string) => t.db.update(products).set({ pricePaisa: 1 }).where(eq(products.id, id))],
    ['the last copy is sold', async (id: string) => t.db.update(products).set({ stockQuantity: 0 }).where(eq(products.id, id))],
    ['a review moves a rating', async (id: string) => t.db.update(products).set({ ratingAvg: 5, reviewCount: 40 }).where(eq(products.id, id))],
    ['a title is edited', async (id: string) => t.db.update(products).set({ name: 'A New Title' }).where(eq(products.id, id))],
    ['a book is hidden', async (id: string) => t.db.update(products).set({ isActive: false }).where(eq(products.id, id))],
    ['a book is added', async () => insertProduct(t.db, { pricePaisa: 250_00, createdAt: day(9), category: NOVELS, ratingAvg: 5, reviewCount: 3 })],
  ])('when %s, then deep pages asked at once right after hold exactly the books OFFSET gives', async (_, change) => {
    const ids = await expectedIds('featured');
    await change(ids[ids.length - 7] as string);
    await expectDeepPagesAtOnce();
  }, 60_000);

  it('when a browse page is read after a change, then the deep pages of the lists read before come from new anchors', async () => {
    const deep = { sort: 'rating', page: 25, limit: LIMIT };
    await get(deep);
    await pageAnchorsOf(t.db).settled();
    const ids = await expectedIds('rating');
    await t.db.update(products).set({ ratingAvg: 5, reviewCount: 99 }).where(eq(products.id, ids[ids.length - 1] as string));
    // the shop's first page, as a shopper opens it
    expect((await get({ limit: LIMIT })).status).toBe(200);
    await pageAnchorsOf(t.db).settled();
    const sent = await pageStatementsOf(deep);
    // one statement, from the anchors (no OFFSET read after finding them stale)
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatch(/union all/);
    const res = await get(deep);
    expect(res.body.products.map((p: { id: string }) => p.id)).toEqual((await expectedIds('rating')).slice(24 * LIMIT, 25 * LIMIT));
  });
});
