import { PAGE_SIZES } from '@bookstore/contracts';
import { sql } from 'drizzle-orm';
import { products } from '../../../db/schema';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { COMMON_WORD_BOOKS } from '../kept-plans';
import { pagesOfSecondAsking } from './sent-statements';

// A search's page (pages 1-5; one word or several, sorted or filtered) runs as a named statement. If its
// plan depends on the words, PostgreSQL plans it for every answer, or settles on a plan made for no word
// in particular, which was made for a rare word: a common word then costs 15-140 ms instead of ~1
// (100,000 books). These check that the plan is made once and is the one for the rarest word's class.
const BOOKS = 3000;
const COMMON = 'mehfil'; // in every other description, and no other word starts with it
const COMMON_PREFIX = 'sitar'; // in every other description, and starts "sitarist" in a few
const RARE = 'qandeel'; // in 20 descriptions
const RARE_DEEP = 'raag'; // in 150 descriptions: rare, with pages past the fifth

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  const base = Date.UTC(2025, 0, 1);
  const rows = Array.from({ length: BOOKS }, (_, i) => ({
    name: `Plan Book ${String(i).padStart(4, '0')}`,
    description: [i % 2 ? COMMON : 'quiet', i % 2 ? 'calm' : COMMON_PREFIX, i % 150 === 7 ? RARE : '', i % 500 === 3 ? 'sitarist' : '', i % 20 === 11 ? RARE_DEEP : ''].join(' '),
    pricePaisa: (100 + (i % 13) * 50) * 100,
    images: ['/uploads/covers/test.svg'],
    category: i % 2 ? 'English Novels' : 'Urdu Novels',
    author: 'Staff Writer',
    createdAt: new Date(base + i * 60_000),
  }));
  for (let i = 0; i < rows.length; i += 500) await t.db.insert(products).values(rows.slice(i, i + 500));
  await t.db.execute(sql`analyze`);
}, 120_000);
afterAll(() => t.close());

/** The page statement (text and values) a search sends, from its second asking on. */
async function pageStatementOf(params: Record<string, string | number>) {
  const { answer, pages } = await pagesOfSecondAsking(t.db, params);
  expect(answer.rows.length).toBeGreaterThan(0);
  const [page] = pages;
  if (!page) throw new Error('no page statement');
  return page;
}

const literal = (value: unknown) => (typeof value === 'number' || typeof value === 'boolean' ? String(value) : `'${String(value).replace(/'/g, "''")}'`);

/**
 * Runs the statement as a named one, as the store does, more times than PostgreSQL waits before it may
 * reuse a plan; and its plan as made for its values and as made for none (the one PostgreSQL may keep).
 */
async function planOf(statement: { sql: string; params: unknown[] }) {
  return t.db.transaction(async (tx) => {
    await tx.execute(sql.raw(`prepare search_check as ${statement.sql}`));
    const run = `execute search_check${statement.params.length ? `(${statement.params.map(literal).join(', ')})` : ''}`;
    const explained = async (mode: string) => {
      await tx.execute(sql.raw(`set local plan_cache_mode = ${mode}`));
      const plan = await tx.execute<{ 'QUERY PLAN': string }>(sql.raw(`explain (costs off) ${run}`));
      // the same plan whether a value is written as a constant or read from a parameter
      return plan.rows.map((row) => row['QUERY PLAN'].replace(/'(?:[^']|'')*'::\w+|\$\d+/g, 'value')).join('\n');
    };
    try {
      for (let i = 0; i < 6; i += 1) await tx.execute(sql.raw(run));
      const [counts] = (await tx.execute<{ generic: number }>(sql`select generic_plans::int as generic from pg_prepared_statements where name = 'search_check'`)).rows;
      return { generic: Number(counts?.generic ?? 0), forValues: await explained('force_custom_plan'), forNone: await explained('force_generic_plan') };
    } finally {
      await tx.execute(sql`deallocate search_check`);
    }
  });
}

describe('a search as a named statement', () => {
  it('when the words are counted, then the common ones are held by enough books and the rare one is not', async () => {
    const [held] = (
      await t.db.execute<{ common: number; prefix: number; rare: number }>(sql`
      select (select books from product_word_counts where word = ${COMMON}) as common, (select books from product_word_counts where word = ${COMMON_PREFIX}) as prefix,
        (select books from product_word_counts where word = ${RARE}) as rare`)
    ).rows;
    expect(Number(held?.common)).toBeGreaterThanOrEqual(COMMON_WORD_BOOKS);
    expect(Number(held?.prefix)).toBeGreaterThanOrEqual(COMMON_WORD_BOOKS);
    expect(Number(held?.rare)).toBeLessThan(COMMON_WORD_BOOKS);
  });

  it.each([
    ['a common word', { search: COMMON }],
    ['a common word starting others', { search: COMMON_PREFIX }],
    ['a rare word', { search: RARE }],
    ['a common word, a page of 12', { search: COMMON, limit: PAGE_SIZES.homeLatest }],
  ])('when %s is searched again and again, then its first page is planned once, with the plan made for the word', async (_, params) => {
    const { generic, forValues, forNone } = await planOf(await pageStatementOf(params));
    expect(forNone).toEqual(forValues);
    expect(generic).toBeGreaterThan(0);
  });

  // the same trap for every other page a shopper reaches by typing and clicking: after five runs of one
  // word, the plan kept for the text was made for none, and a common word read and sorted every match
  it.each([
    ['a common word, page 2', { search: COMMON, page: 2 }],
    ['a common word, page 5', { search: COMMON, page: 5 }],
    ['a rare word, page 2 of 12', { search: RARE, page: 2, limit: PAGE_SIZES.homeLatest }],
    ['two common words', { search: `${COMMON} calm` }],
    ['two common words, page 3', { search: `${COMMON} calm`, page: 3 }],
    ['a common and a rare word', { search: `${COMMON} ${RARE}` }],
    ['a common word sorted by price', { search: COMMON, sort: 'price-low' }],
    ['a common word sorted by rating, page 2', { search: COMMON, sort: 'rating', page: 2 }],
    ['a common word in a category', { search: COMMON, category: 'English Novels' }],
    ['a common word with a rating', { search: COMMON, rating: 1 }],
  ])('when %s is searched again and again, then its page is planned once, with the plan made for the words', async (_, params) => {
    const { generic, forValues, forNone } = await planOf(await pageStatementOf(params));
    expect(forNone).toEqual(forValues);
    expect(generic).toBeGreaterThan(0);
  });

  // pages 6 and deeper: after five deep pages of a rare word on a connection, a common word's deep page read
  // and sorted every match (100,000 books: "978" page 6 ×6, then "novel" page 6 cost 28 ms instead of 3)
  it.each([
    ['a common word, page 6', { search: COMMON, page: 6 }],
    ['a common word, page 50', { search: COMMON, page: 50 }],
    ['a common word starting others, page 9', { search: COMMON_PREFIX, page: 9 }],
    ['two common words, page 7', { search: `${COMMON} calm`, page: 7 }],
    ['a common word sorted by price, page 8', { search: COMMON, sort: 'price-low', page: 8 }],
    ['a common word in a category, page 6 of 12', { search: COMMON, category: 'English Novels', page: 6, limit: PAGE_SIZES.homeLatest }],
  ])('when %s is searched again and again, then its page is planned once, with the plan made for the words', async (_, params) => {
    const { generic, forValues, forNone } = await planOf(await pageStatementOf(params));
    expect(forNone).toEqual(forValues);
    expect(generic).toBeGreaterThan(0);
  });

  it.each([
    ['a common word', { search: COMMON }],
    ['a rare word', { search: RARE_DEEP }],
    ['a common word sorted by price', { search: COMMON, sort: 'price-low' }],
  ])('when %s is searched on pages 6 and 7, then both pages are one statement, planned once with the plan made for the words', async (_, params) => {
    const page6 = await pageStatementOf({ ...params, page: 6 });
    const page7 = await pageStatementOf({ ...params, page: 7 });
    expect(page7.sql).toEqual(page6.sql);
    const { generic, forValues, forNone } = await planOf(page7);
    expect(forNone).toEqual(forValues);
    expect(generic).toBeGreaterThan(0);
  });

  // product_words has no full-text index: a rare word in a category was counted there by reading every row
  // when the category holds fewer than the cap (100,000 books: "pride" in English Novels 23 ms, then 5)
  it.each([
    ['page 1', { search: RARE_DEEP, category: 'English Novels' }],
    ['page 3', { search: RARE_DEEP, category: 'English Novels', page: 3 }],
    ['two words', { search: `${RARE_DEEP} calm`, category: 'English Novels' }],
  ])('when a rare word is searched in a category, %s, then its matches are not counted by reading product_words (it has no full-text index)', async (_, params) => {
    const statement = await pageStatementOf(params);
    const plan = await t.db.transaction(async (tx) => {
      await tx.execute(sql.raw(`prepare search_check as ${statement.sql}`));
      const run = `execute search_check${statement.params.length ? `(${statement.params.map(literal).join(', ')})` : ''}`;
      const explained = await tx.execute<{ 'QUERY PLAN': string }>(sql.raw(`explain (costs off) ${run}`));
      await tx.execute(sql`deallocate search_check`);
      return explained.rows.map((row) => row['QUERY PLAN']).join('\n');
    });
    expect(plan).toMatch(/on products/);
    expect(plan).not.toMatch(/on product_words/);
  });

  // a word in many titles ("the": 13,156 of 100,000) had its title matches read from GIN and every book's row
  // fetched and sorted (26 ms); product_title_words holds them in date order (11 ms)
  it.each([
    ['page 1', { search: 'boo' }],
    ['page 6', { search: 'boo', page: 6 }],
    ['page 2, pages of 12', { search: 'boo', page: 2, limit: PAGE_SIZES.homeLatest }],
  ])('when a word that starts a title word of every book is searched, %s, then its title matches are read from product_title_words, not from the books', async (_, params) => {
    const statement = await pageStatementOf(params);
    const nodes = await t.db.transaction(async (tx) => {
      await tx.execute(sql.raw(`prepare search_check as ${statement.sql}`));
      const run = `execute search_check${statement.params.length ? `(${statement.params.map(literal).join(', ')})` : ''}`;
      const explained = await tx.execute<{ 'QUERY PLAN': unknown }>(sql.raw(`explain (analyze, format json) ${run}`));
      await tx.execute(sql`deallocate search_check`);
      const root = explained.rows[0]!['QUERY PLAN'];
      type Node = Record<string, unknown> & { Plans?: Node[] };
      const all: Node[] = [];
      const walk = (node: Node) => {
        all.push(node);
        for (const child of node.Plans ?? []) walk(child);
      };
      walk(((typeof root === 'string' ? JSON.parse(root) : root) as { Plan: Node }[])[0]!.Plan);
      return all.filter((node) => Number(node['Actual Loops']) > 0);
    });
    const reads = (node: Record<string, unknown>, text: string) =>
      ['Relation Name', 'Index Name', 'Index Cond', 'Recheck Cond', 'Filter'].some((key) => String(node[key] ?? '').includes(text));
    expect(nodes.filter((node) => reads(node, 'title_vector'))).toEqual([]);
    expect(nodes.some((node) => reads(node, 'product_title_words'))).toBe(true);
  });

  // a price range, subcategories or a page size of its own: the values stay parameters, and named,
  // PostgreSQL kept after five runs the plan made for none ("the" in a subcategory: 55 ms instead of 19)
  it.each([
    ['a common word with a price range', { search: COMMON, minPrice: 100, maxPrice: 300 }],
    ['a rare word with a price range, page 2', { search: RARE_DEEP, minPrice: 100, maxPrice: 700, page: 2 }],
    ['a common word in pages of 13', { search: COMMON, limit: 13 }],
  ])('when %s is searched, then its page is sent unnamed, so PostgreSQL plans it for its values every time', async (_, params) => {
    const { answer, pages } = await pagesOfSecondAsking(t.db, params);
    expect(answer.rows.length).toBeGreaterThan(0);
    const answered = pages.at(-1);
    expect(answered).toBeDefined();
    expect(answered?.name).toBeUndefined();
  });

  it('when a common and a rare word are searched, then their first pages are different statements (planned for each class)', async () => {
    const common = await pageStatementOf({ search: COMMON });
    const rare = await pageStatementOf({ search: RARE });
    expect(common.sql).not.toEqual(rare.sql);
    expect(common.sql.replace(/\s+/g, ' ')).toMatch(/is true/);
  });

  it.each([
    ['page 2', { page: 2 }, { page: 2, limit: PAGE_SIZES.homeLatest }],
    ['two words', { search: `${COMMON} calm` }, { search: `${COMMON} ${RARE}` }],
    ['sorted by price', { sort: 'price-low' }, { sort: 'price-low' }],
  ])('when a common and a rare word are searched, %s, then they are different statements', async (_, common, rare) => {
    const commonPage = await pageStatementOf({ search: COMMON, ...common });
    const rarePage = await pageStatementOf({ search: RARE, ...rare, limit: 'limit' in rare ? rare.limit : PAGE_SIZES.productsDefault });
    expect(commonPage.sql).not.toEqual(rarePage.sql);
  });
});
