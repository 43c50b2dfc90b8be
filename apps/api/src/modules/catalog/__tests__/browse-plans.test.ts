import { PAGE_SIZES, productsQuerySchema } from '@bookstore/contracts';
import { sql } from 'drizzle-orm';
import { products } from '../../../db/schema';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createCatalogRepository } from '../catalog.repository';
import { ANCHOR_STRIDE } from '../page-anchors';
import { isPage, statementsSent } from './sent-statements';

// A browse page runs as a named statement; PostgreSQL then plans it once per connection (a generic plan)
// only if that plan is as good as one made for the values. These tests check that it is, and that the
// plan walks a sort index rather than reading every book (which cost ~80 ms a page at 100,000 books).
const BOOKS = 3000;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  const base = Date.UTC(2025, 0, 1);
  const rows = Array.from({ length: BOOKS }, (_, i) => ({
    name: `Browse Book ${String(i).padStart(4, '0')}`,
    pricePaisa: (100 + (i % 13) * 50) * 100,
    images: ['/uploads/covers/test.svg'],
    category: i % 2 ? 'English Novels' : 'Urdu Novels',
    author: 'Staff Writer',
    createdAt: new Date(base + i * 60_000),
    // ratings spread as a shop's are (all equal, every rating-sorted branch would tie)
    ratingAvg: (i % 9) / 2,
    reviewCount: i % 7,
  }));
  for (let i = 0; i < rows.length; i += 500) await t.db.insert(products).values(rows.slice(i, i + 500));
  await t.db.execute(sql`analyze products`);
}, 120_000);
afterAll(() => t.close());

/** The page statement (text and values) a browse list sends. */
async function pageStatementOf(params: Record<string, string | number>) {
  const repository = createCatalogRepository(t.db);
  const query = productsQuerySchema.parse(params);
  // a deep page starts its anchors' walk and is read with OFFSET meanwhile: ask until it is read from them
  for (let i = 0; i < 20; i += 1) {
    const { answer, sent } = await statementsSent(t.db, () => repository.listProducts(query, { withTotal: false }));
    expect(answer.rows).toHaveLength(query.limit);
    const page = sent.find(isPage);
    const beforeAnchors = (query.page - 1) * query.limit < ANCHOR_STRIDE;
    if (page && (beforeAnchors || page.sql.includes('union all'))) return page;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('the page was never read from its anchors');
}

const literal = (value: unknown) => (typeof value === 'number' || typeof value === 'boolean' ? String(value) : `'${String(value).replace(/'/g, "''")}'`);

/** Runs the statement as a named one, as the store does, more times than PostgreSQL waits before it may reuse a plan. */
async function planOf(statement: { sql: string; params: unknown[] }) {
  return t.db.transaction(async (tx) => {
    await tx.execute(sql.raw(`prepare browse_check as ${statement.sql}`));
    const run = `execute browse_check${statement.params.length ? `(${statement.params.map(literal).join(', ')})` : ''}`;
    try {
      for (let i = 0; i < 6; i += 1) await tx.execute(sql.raw(run));
      const plan = await tx.execute<{ 'QUERY PLAN': string }>(sql.raw(`explain (costs off) ${run}`));
      const [counts] = (await tx.execute<{ generic: number }>(sql`select generic_plans::int as generic from pg_prepared_statements where name = 'browse_check'`)).rows;
      return { generic: Number(counts?.generic ?? 0), plan: plan.rows.map((row) => row['QUERY PLAN']).join('\n') };
    } finally {
      await tx.execute(sql`deallocate browse_check`);
    }
  });
}

describe('browse pages as named statements', () => {
  it.each([
    ['the first page', { page: 1, limit: PAGE_SIZES.collections }],
    ['the first page, sorted by price', { page: 1, limit: PAGE_SIZES.collections, sort: 'price-low' }],
    ["a category's first page", { page: 1, limit: PAGE_SIZES.collections, category: 'Urdu Novels' }],
    ['a deep page', { page: 140, limit: PAGE_SIZES.collections }],
    ['the second page', { page: 2, limit: PAGE_SIZES.collections }],
    ['the tenth page, sorted by rating', { page: 10, limit: PAGE_SIZES.collections, sort: 'rating' }],
    ["a category's fifth page, sorted by price", { page: 5, limit: PAGE_SIZES.collections, category: 'Urdu Novels', sort: 'price-high' }],
    ['a deep page, sorted by rating', { page: 120, limit: PAGE_SIZES.collections, sort: 'rating' }],
    ['a deep page, old books first', { page: 120, limit: PAGE_SIZES.collections, sort: 'old-books' }],
  ])('when %s is read again and again, then its plan is made once and walks a sort index', async (_, params) => {
    const { generic, plan } = await planOf(await pageStatementOf(params));
    expect(plan).not.toMatch(/Seq Scan on products/);
    expect(plan).toMatch(/Index (Only )?Scan using products_(sort|category_sort)_\w+idx/);
    expect(generic).toBeGreaterThan(0);
  });
});
