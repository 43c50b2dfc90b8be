import { sql } from 'drizzle-orm';
import { products } from '../../../db/schema';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { COMMON_WORD_BOOKS } from '../kept-plans';
import { pagesOfSecondAsking } from './sent-statements';

// "novel" in Medical (100,000 books): a common word the category lacks. Its count read all of
// product_words (25 ms), then the substring pass found nothing, and the corrections ("novels", "novella")
// ran the substring pass again for nothing (5 ms). These check what is sent to the database.
const BOOKS = 1300;
const WORD = 'dastan'; // every novel holds it, no medical book does
const HOLDING = 'dastans'; // a close spelling holding it, the only one the vocabulary has

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  const base = Date.UTC(2025, 0, 1);
  const rows = Array.from({ length: BOOKS }, (_, i) => {
    const medical = i % 10 === 0;
    return {
      name: `Category Book ${String(i).padStart(4, '0')}`,
      description: medical ? 'anatomy notes' : `a ${WORD} of the north${i % 3 ? '' : ` and its ${HOLDING}`}`,
      pricePaisa: (100 + (i % 13) * 50) * 100,
      images: ['/uploads/covers/test.svg'],
      category: medical ? 'Medical' : 'Urdu Novels',
      author: 'Staff Writer',
      createdAt: new Date(base + i * 60_000),
    };
  });
  for (let i = 0; i < rows.length; i += 500) await t.db.insert(products).values(rows.slice(i, i + 500));
  await t.db.execute(sql`analyze`);
}, 120_000);
afterAll(() => t.close());

const pagesSent = (params: Record<string, string | number>) => pagesOfSecondAsking(t.db, params);

describe('a common word searched in a category that lacks it', () => {
  it('when the word is counted, then it is held by at least COMMON_WORD_BOOKS books and the category holds none', async () => {
    const [held] = (
      await t.db.execute<{ books: number; medical: number }>(sql`
        select (select books from product_word_counts where word = ${WORD}) as books,
          (select count(*) from products where category = 'Medical' and search_text like ${`%${WORD}%`}) as medical`)
    ).rows;
    expect(Number(held?.books)).toBeGreaterThanOrEqual(COMMON_WORD_BOOKS);
    expect(Number(held?.medical)).toBe(0);
  });

  it('when it is searched in the category, then its count is not read from product_words (read to its end)', async () => {
    const { answer, pages } = await pagesSent({ search: WORD, category: 'Medical' });
    expect(answer).toMatchObject({ rows: [], total: 0 });
    expect(pages.length).toBeGreaterThan(0);
    expect(pages[0]?.sql).not.toContain('product_words');
  });

  it('when its only close spellings hold the word itself, then the substring pass is not sent again for them', async () => {
    const { answer, pages } = await pagesSent({ search: WORD, category: 'Medical' });
    expect(answer).toMatchObject({ rows: [], total: 0 });
    // whole words, then substrings; no third pass
    expect(pages).toHaveLength(2);
  });

  it('when it is searched where the books hold it, then they are found', async () => {
    const { answer } = await pagesSent({ search: WORD, category: 'Urdu Novels' });
    expect(answer.rows.length).toBeGreaterThan(0);
    expect(answer.total).toBeGreaterThan(0);
  });

  it('when a misspelling is searched in the category, then its close spellings are still tried', async () => {
    const { answer, pages } = await pagesSent({ search: 'dastaan', category: 'Urdu Novels' });
    expect(pages).toHaveLength(3);
    expect(answer.total).toBeGreaterThan(0);
  });
});
