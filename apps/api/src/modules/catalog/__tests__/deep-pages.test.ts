import { SORT_OPTIONS, productsQuerySchema, type SortOption } from '@bookstore/contracts';
import { eq, sql } from 'drizzle-orm';
import { products } from '../../../db/schema';
import { insertProduct } from '../../../test/factories';
import type { TestApp } from '../../../test/test-app';
import { listIds, SPEC_ORDER } from './list-order';
import { ANCHOR_STRIDE, createPageAnchors } from '../page-anchors';
import { addTiedBooks, day, deepPagesApp, NOVELS, type ListGet } from './deep-pages-fixture';

// Deep pages are read from keyset anchors (page-anchors.ts); they must give what OFFSET gives.
let t: TestApp;
let get: ListGet;
const BOOKS = 2 * ANCHOR_STRIDE + 57;
const LIMIT = 13; // not a divisor of the stride: pages straddle anchors

beforeAll(async () => {
  ({ t, get } = await deepPagesApp('deep-pages-test-allowance'));
  await addTiedBooks(t, BOOKS, { urduEvery: 4, addedDays: 4, publishedDays: 5 });
  // times finer than a millisecond (JavaScript's dates stop there; the anchors must not)
  await t.db.execute(sql`update products set created_at = created_at + make_interval(secs => (abs(hashtext(id::text)) % 3) * 0.000001)`);
}, 120_000);
afterAll(() => t.close());

const expectedIds = (sort: SortOption, category?: string) => listIds(t.db, sort, category);

async function pageIds(query: Record<string, string | number>): Promise<{ ids: string[]; total: number }> {
  const res = await get(query);
  expect(res.status).toBe(200);
  return { ids: res.body.products.map((p: { id: string }) => p.id), total: res.body.pagination.total };
}

/** Every page of the list, one request each, against the same list read with OFFSET's order. */
async function expectEveryPage(sort: SortOption, category?: string) {
  const expected = await expectedIds(sort, category);
  expect(expected.length).toBeGreaterThan(ANCHOR_STRIDE);
  const pages = Math.ceil(expected.length / LIMIT) + 1; // and one past the end, empty
  for (let page = 1; page <= pages; page += 1) {
    const { ids, total } = await pageIds({ sort, page, limit: LIMIT, ...(category ? { category } : {}) });
    expect({ sort, page, ids }).toEqual({ sort, page, ids: expected.slice((page - 1) * LIMIT, page * LIMIT) });
    expect(total).toBe(expected.length);
  }
}

describe('deep catalogue pages', () => {
  it.each(SORT_OPTIONS)('when the whole shop sorted by %s is read page by page, then each page holds exactly the books OFFSET gives', async (sort) => {
    await expectEveryPage(sort);
  }, 60_000);

  it.each(SORT_OPTIONS)('when one category sorted by %s is read page by page, then each page holds exactly the books OFFSET gives', async (sort) => {
    await expectEveryPage(sort, NOVELS);
  }, 60_000);

  it('when a book is hidden, one added and one repriced, then every deep page of every sort follows at once', async () => {
    const before = await expectedIds('price-low');
    await t.db.update(products).set({ isActive: false }).where(eq(products.id, before[5] as string));
    await insertProduct(t.db, { pricePaisa: 250_00, createdAt: day(2), publishedAt: null, condition: 'used' });
    await t.db.update(products).set({ pricePaisa: 1 }).where(eq(products.id, before[before.length - 1] as string));
    for (const sort of SORT_OPTIONS) await expectEveryPage(sort);
  }, 120_000);

  it('when the anchors were walked before a change, then the page is read with OFFSET, and the next walk serves it from anchors again', async () => {
    const anchors = createPageAnchors(t.db);
    const query = productsQuerySchema.parse({ sort: 'rating', page: '30', limit: String(LIMIT) });
    const offset = 29 * LIMIT;
    const offsetIds = sql`select id from products where is_active order by ${sql.raw(SPEC_ORDER.rating)} limit ${LIMIT} offset ${offset}`;
    const read = async () => {
      const page = await anchors.page(query, eq(products.isActive, true), offset, offsetIds);
      if (!page) return null;
      const { rows } = await t.db.execute<{ found: number; ids: string[] }>(sql`select probe.found, array_to_json(${page.pageIds}) as ids from ${page.source}`);
      const [row] = rows;
      return { fresh: page.checked(Number(row?.found)), ids: row?.ids ?? [] };
    };
    // the first deep page starts the walk and is read with OFFSET
    expect(await read()).toBeNull();
    await anchors.settled();
    expect(await read()).toEqual({ fresh: true, ids: (await expectedIds('rating')).slice(offset, offset + LIMIT) });
    // a new book rated 5 comes first: every book moves one place down
    await insertProduct(t.db, { ratingAvg: 5, reviewCount: 9 });
    expect(await read()).toEqual({ fresh: false, ids: [] });
    expect(await read()).toBeNull();
    await anchors.settled();
    const moved = (await expectedIds('rating')).slice(offset, offset + LIMIT);
    expect(await read()).toEqual({ fresh: true, ids: moved });
  });

  it('when a list shorter than the anchors\' stride grows past it, then its deep pages show the new books', async () => {
    const urdu = 'Urdu Novels';
    const deepPage = { category: urdu, page: Math.ceil(ANCHOR_STRIDE / LIMIT) + 1, limit: LIMIT };
    expect((await expectedIds('featured', urdu)).length).toBeLessThan(ANCHOR_STRIDE);
    expect((await pageIds(deepPage)).ids).toEqual([]);
    await t.db.insert(products).values(
      Array.from({ length: ANCHOR_STRIDE }, (_, i) => ({ name: `Later ${i}`, pricePaisa: 100_00, category: urdu, createdAt: day(9) })),
    );
    const expected = (await expectedIds('featured', urdu)).slice((deepPage.page - 1) * LIMIT, deepPage.page * LIMIT);
    expect(expected).toHaveLength(LIMIT);
    expect((await pageIds(deepPage)).ids).toEqual(expected);
  });
});

describe('deep catalogue pages, attacked', () => {
  it.each([
    ['0', 1],
    ['-1', 1],
    ['abc', 1],
    ['2.5', 2],
  ])('when page=%j, then the page is read as page %d', async (page, read) => {
    const res = await get({ page, limit: LIMIT });
    expect(res.status).toBe(200);
    expect(res.body.pagination.page).toBe(read);
    expect(res.body.products).toHaveLength(LIMIT);
  });

  it('when page=1e9 or past the last book, then the answer is an empty page that still counts the books', async () => {
    for (const page of ['1e9', '999999999999', '100000']) {
      const res = await get({ page, limit: '99999', sort: 'newest' });
      expect(res.status).toBe(200);
      expect(res.body.products).toEqual([]);
      expect(res.body.pagination.total).toBeGreaterThan(ANCHOR_STRIDE);
    }
  });

  it('when the sort is junk or the page or sort holds a NUL byte, then it answers 400 with a message, not a 500', async () => {
    const junk: Record<string, string>[] = [{ sort: 'price-low\u0000' }, { sort: 'price; drop table products' }, { sort: 'x'.repeat(10_000) }, { page: '30\u0000' }];
    for (const query of junk) {
      const res = await get({ page: 30, ...query });
      expect(res.status).toBe(400);
      expect(typeof res.body.message).toBe('string');
    }
  });
});
