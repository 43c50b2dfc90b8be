import type { SortOption } from '@bookstore/contracts';
import { eq } from 'drizzle-orm';
import { products } from '../../../db/schema';
import { insertProduct } from '../../../test/factories';
import type { TestApp } from '../../../test/test-app';
import { listIds } from './list-order';
import { ANCHOR_STRIDE, pageAnchorsOf } from '../page-anchors';
import { isPage as isPageStatement, statementsSent } from './sent-statements';
import { addTiedBooks, day, deepPagesApp, NOVELS, URDU, type ListGet } from './deep-pages-fixture';

// Deep pages' anchors are checked against the order version (migration 0023): a change that cannot move
// a book in a browse list keeps them (no walk, no OFFSET read); a change of any column a browse list reads
// or sorts by makes the deep pages asked right after hold OFFSET's books.
let t: TestApp;
let get: ListGet;
const BOOKS = 3 * ANCHOR_STRIDE + 31;
const LIMIT = 20;

beforeAll(async () => {
  ({ t, get } = await deepPagesApp('deep-pages-order-test-allowance'));
  await addTiedBooks(t, BOOKS, { urduEvery: 3, addedDays: 5, publishedDays: 4 });
}, 120_000);
afterAll(() => t.close());

type List = { sort: SortOption; category?: string };
const LISTS: List[] = [{ sort: 'featured' }, { sort: 'rating' }, { sort: 'price-low', category: NOVELS }, { sort: 'newest' }, { sort: 'new-books' }];
const queryOf = (list: List, page: number) => ({ sort: list.sort, page, limit: LIMIT, ...(list.category ? { category: list.category } : {}) });

/** Every page past the first anchor of `list`, asked at once: each holds OFFSET's books. */
async function expectDeepPages(list: List) {
  const expected = await listIds(t.db, list.sort, list.category);
  const pages = Array.from({ length: Math.ceil(expected.length / LIMIT) - ANCHOR_STRIDE / LIMIT }, (_, i) => ANCHOR_STRIDE / LIMIT + 1 + i);
  expect(pages.length).toBeGreaterThan(ANCHOR_STRIDE / LIMIT);
  const answers = await Promise.all(pages.map((page) => get(queryOf(list, page))));
  for (const [i, page] of pages.entries()) {
    const res = answers[i]!;
    expect(res.status).toBe(200);
    const ids = res.body.products.map((p: { id: string }) => p.id);
    expect({ ...list, page, ids }).toEqual({ ...list, page, ids: expected.slice((page - 1) * LIMIT, page * LIMIT) });
  }
}

/** The lists' anchors walked (their deep pages read once), and nothing left under way. */
async function walked(lists: List[]) {
  for (const list of lists) await expectDeepPages(list);
  await pageAnchorsOf(t.db).settled();
}

/** The statements `run` sent to the database. */
const statementsOf = async (run: () => Promise<unknown>): Promise<string[]> => (await statementsSent(t.db, run)).sent.map((statement) => statement.sql);
const isWalk = (text: string) => /row_number\(\) over/.test(text);
const isPage = (text: string) => isPageStatement({ sql: text });

const first = async (sort: SortOption, category?: string) => (await listIds(t.db, sort, category))[0] as string;
const last = async (sort: SortOption, category?: string) => (await listIds(t.db, sort, category)).at(-1) as string;
const update = (id: string, change: Partial<typeof products.$inferInsert>) => t.db.update(products).set(change).where(eq(products.id, id));

describe('deep pages and changes that cannot move a book', () => {
  it.each<[string, (id: string) => Promise<unknown>]>([
    ['the last copy is sold', (id) => update(id, { stockQuantity: 0 })],
    ['copies come back', (id) => update(id, { stockQuantity: 4 })],
    ['a title is edited', (id) => update(id, { name: 'A New Title' })],
    ['a description is edited', (id) => update(id, { description: 'A new description' })],
    ['the covers change', (id) => update(id, { images: ['/uploads/covers/new.svg'], thumbnails: ['/uploads/covers/new-thumb.webp'] })],
    ['a book becomes a bestseller', (id) => update(id, { bestseller: true })],
  ])('when %s, then deep pages come from the anchors walked before (no walk, no OFFSET read) and hold OFFSET\'s books', async (_, change) => {
    await walked(LISTS);
    const sent = await statementsOf(async () => {
      await change(await first('featured'));
      // the shop's first page, as a shopper opens it (it tells the anchors of the new catalogue version)
      expect((await get({ limit: LIMIT })).status).toBe(200);
      await pageAnchorsOf(t.db).settled();
    });
    expect(sent.filter(isWalk)).toEqual([]);
    for (const list of LISTS) {
      const deep = queryOf(list, 15);
      const pageSent = await statementsOf(async () => expect((await get(deep)).status).toBe(200));
      // one statement, from the anchors
      expect({ deep, pages: pageSent.filter(isPage).length, walks: pageSent.filter(isWalk).length }).toEqual({ deep, pages: 1, walks: 0 });
      expect(pageSent.find(isPage)).toMatch(/union all/);
    }
    for (const list of LISTS) await expectDeepPages(list);
  }, 60_000);
});

describe('deep pages right after a change of a column a browse list reads or sorts by', () => {
  // each change moves a book across anchors: every deep page after its old or new place shifts by one
  it.each<[string, List, () => Promise<unknown>]>([
    ['a book is hidden (is_active)', { sort: 'featured' }, async () => update(await first('featured'), { isActive: false })],
    ['a book moves to another category (category)', { sort: 'featured', category: NOVELS }, async () => update(await first('featured', URDU), { category: NOVELS, createdAt: day(30) })],
    ['a book leaves a category (category)', { sort: 'featured', category: NOVELS }, async () => update(await first('featured', NOVELS), { category: URDU })],
    ['a price changes (price_paisa)', { sort: 'price-low' }, async () => update(await last('price-low'), { pricePaisa: 1 })],
    ['a book\'s date changes (created_at)', { sort: 'featured' }, async () => update(await last('featured'), { createdAt: day(40) })],
    ['a publication date changes (published_at)', { sort: 'newest' }, async () => update(await last('newest'), { publishedAt: day(50) })],
    ['a rating changes (rating_avg)', { sort: 'rating' }, async () => update(await last('rating'), { ratingAvg: 5 })],
    ['a review count changes (review_count)', { sort: 'rating' }, async () => update(await last('rating'), { reviewCount: 1000 })],
    ['a condition changes (condition)', { sort: 'new-books' }, async () => update(await last('new-books'), { condition: 'new' })],
    ['a book is added', { sort: 'featured' }, async () => insertProduct(t.db, { createdAt: day(60), category: NOVELS })],
    ['a book is removed', { sort: 'featured' }, async () => t.db.delete(products).where(eq(products.id, await first('featured')))],
  ])('when %s, then deep pages asked at once right after hold OFFSET\'s books', async (_, list, change) => {
    await walked([list]);
    const before = await listIds(t.db, list.sort, list.category);
    await change();
    // the change moved books deep in the list (else this case would prove nothing)
    const after = await listIds(t.db, list.sort, list.category);
    expect(after.slice(ANCHOR_STRIDE, 2 * ANCHOR_STRIDE)).not.toEqual(before.slice(ANCHOR_STRIDE, 2 * ANCHOR_STRIDE));
    await expectDeepPages(list);
  }, 60_000);
});
