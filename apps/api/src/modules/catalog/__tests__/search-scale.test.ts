import { RESULT_COUNT_CAP, SORT_OPTIONS } from '@bookstore/contracts';
import request from 'supertest';
import { products } from '../../../db/schema';
import { insertProduct } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';

/** More books mention "novel" than the count cap; a few others are what the assertions look for. */
const COMMON = RESULT_COUNT_CAP + 40;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  const base = Date.UTC(2025, 0, 1);
  const rows = Array.from({ length: COMMON }, (_, i) => ({
    name: `Shelf Book ${String(i).padStart(4, '0')}`,
    // "novel" matches two words held by half the books each (counted), "family" one held by all (its count)
    description: i % 2 ? 'A long novel about a family.' : 'Long novels about a family.',
    pricePaisa: (100 + (i % 7) * 50) * 100,
    images: ['/uploads/covers/test.svg'],
    category: i % 2 ? 'English Novels' : 'Urdu Novels',
    subCategories: [i % 3 ? 'New Books' : 'Old Books'],
    author: 'Staff Writer',
    language: 'English',
    stockQuantity: i % 5 ? 3 : 0,
    condition: (i % 3 ? 'new' : 'used') as 'new' | 'used',
    ratingAvg: (i % 4) + 1,
    reviewCount: i % 3,
    // groups of equal dates and prices: only the id can order them
    publishedAt: i % 9 ? new Date(base - (i % 11) * 86_400_000) : null,
    createdAt: new Date(base + Math.floor(i / 4) * 60_000),
  }));
  for (let i = 0; i < rows.length; i += 500) await t.db.insert(products).values(rows.slice(i, i + 500));
  await insertProduct(t.db, { name: 'The Novelist', author: 'Old Hand', description: 'Stories.', createdAt: new Date('2000-01-01') });
  await insertProduct(t.db, { name: 'Diwan-e-Ghalib', author: 'Mirza Ghalib', description: 'Poems.', category: 'Urdu Poetry' });
  await insertProduct(t.db, { name: 'راجہ گدھ', author: 'بانو قدسیہ', description: 'ایک ناول', language: 'Urdu', category: 'Urdu Novels' });
});
afterAll(() => t.close());

const list = async (query: Record<string, string>) => {
  const res = await request(t.app).get('/api/products/get').query(query);
  expect(res.status).toBe(200);
  return res.body as { products: { id: string; name: string }[]; pagination: { total: number; pages: number; totalIsLowerBound?: boolean } };
};
const names = async (query: Record<string, string>) => (await list(query)).products.map((p) => p.name);

describe('search at scale', () => {
  it('when a common word matches more books than the cap, then the count stops at the cap and says so', async () => {
    const { pagination, products: page } = await list({ search: 'novel' });
    expect(pagination).toMatchObject({ total: RESULT_COUNT_CAP, pages: RESULT_COUNT_CAP / 20, totalIsLowerBound: true });
    expect(page).toHaveLength(20);
  });

  it('when one word is held by more books than the cap, then the count stops at the cap and says so', async () => {
    const { pagination } = await list({ search: 'family' });
    expect(pagination).toMatchObject({ total: RESULT_COUNT_CAP, totalIsLowerBound: true });
  });

  it('when paging a capped search, then its last page is full and the page after it is empty', async () => {
    const last = await list({ search: 'novel', page: String(RESULT_COUNT_CAP / 20) });
    expect(last.products).toHaveLength(20);
    const beyond = await list({ search: 'novel', page: String(RESULT_COUNT_CAP / 20 + 1) });
    expect(beyond.products).toEqual([]);
    expect(beyond.pagination).toMatchObject({ total: RESULT_COUNT_CAP, totalIsLowerBound: true });
  });

  it('when fewer books match than the cap, then the count is exact and not flagged', async () => {
    expect((await list({ search: 'ghalib' })).pagination).toMatchObject({ total: 1, pages: 1, totalIsLowerBound: false });
    expect((await list({ search: 'novel', category: 'Urdu Poetry' })).pagination).toMatchObject({ total: 0, totalIsLowerBound: false });
  });

  it('when an old book has the word in its title, then it leads even among a thousand newer matches', async () => {
    expect((await names({ search: 'novel' }))[0]).toBe('The Novelist');
  });

  it('when the last word is still being typed, then it matches as the start of a word', async () => {
    expect(await names({ search: 'ghal' })).toEqual(['Diwan-e-Ghalib']);
    expect(await names({ search: 'mirza gha' })).toEqual(['Diwan-e-Ghalib']);
    expect(await names({ search: 'diwan-e-gh' })).toEqual(['Diwan-e-Ghalib']);
  });

  it('when only the middle of a word is typed, then the book is still found', async () => {
    expect(await names({ search: 'iwan' })).toEqual(['Diwan-e-Ghalib']);
  });

  it('when searching in Urdu script, whole or still typing, then the Urdu book comes back', async () => {
    expect(await names({ search: 'قدسیہ' })).toEqual(['راجہ گدھ']);
    expect(await names({ search: 'راج' })).toEqual(['راجہ گدھ']);
    expect(await names({ search: 'ناول' })).toEqual(['راجہ گدھ']);
  });

  it('when a word is misspelt, then its correction still finds the book', async () => {
    expect(await names({ search: 'ghaleb' })).toEqual(['Diwan-e-Ghalib']);
  });

  it('when the text holds full-text operators, quotes, backslashes or is long, then the answer is a list, never an error', async () => {
    const attacks = ["novel & !family", "'novel':*", 'novel | x', '!!!', '&|!:*()\'\\', "(novel", "no'vel", '\\', ':*', "' or 1=1 --", '*'.repeat(200), 'ghalib '.repeat(28).trim()];
    for (const search of attacks) {
      const res = await request(t.app).get('/api/products/get').query({ search });
      expect(res.status).toBe(200);
      expect(Array.isArray(res.body.products)).toBe(true);
    }
  });

  it('when the text is longer than the limit or holds a NUL byte, then it is refused politely, not a server error', async () => {
    for (const search of ['novel '.repeat(200), 'nov\u0000el']) {
      const res = await request(t.app).get('/api/products/get').query({ search });
      expect(res.status).toBe(400);
      expect(res.body.success).toBe(false);
    }
  });
});

describe('deep pages', () => {
  it.each(SORT_OPTIONS)('when browsing sorted by %s, then a deep page holds exactly the books at that place of the whole list', async (sort) => {
    const whole = await list({ sort, limit: '120', page: '3' });
    const page = await list({ sort, limit: '30', page: '11' });
    expect(page.products.map((p) => p.id)).toEqual(whole.products.slice(60, 90).map((p) => p.id));
  });

  it.each(SORT_OPTIONS)('when searching sorted by %s, then a page holds exactly the books at that place of the capped list', async (sort) => {
    const whole = await list({ search: 'novel', sort, limit: '120', page: '2' });
    const page = await list({ search: 'novel', sort, limit: '40', page: '5' });
    expect(page.products.map((p) => p.id)).toEqual(whole.products.slice(40, 80).map((p) => p.id));
  });

  it('when consecutive pages are read, then no book appears twice and none is skipped', async () => {
    const ids: string[] = [];
    for (let page = 1; page <= 6; page += 1) ids.push(...(await list({ sort: 'price-low', limit: '100', page: String(page) })).products.map((p) => p.id));
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.length).toBe(600);
  });

  it('when a filtered list is deeper than the cap, then it is counted to the cap and served that far', async () => {
    const first = await list({ minPrice: '0' });
    expect(first.pagination).toMatchObject({ total: RESULT_COUNT_CAP, totalIsLowerBound: true });
    expect((await list({ minPrice: '0', page: String(RESULT_COUNT_CAP / 20 + 1) })).products).toEqual([]);
  });

  it('when browsing the whole shop, then the total is exact and every page is served', async () => {
    const { pagination } = await list({});
    expect(pagination).toMatchObject({ total: COMMON + 3, totalIsLowerBound: false });
    const last = await list({ page: String(pagination.pages) });
    expect(last.products).toHaveLength((COMMON + 3) % 20 || 20);
  });
});

describe('GET /api/products/suggestions', () => {
  const suggest = async (search: string) => {
    const res = await request(t.app).get('/api/products/suggestions').query({ search });
    expect(res.status).toBe(200);
    return res.body.products as Record<string, unknown>[];
  };

  it('when a word of titles is typed, then at most 5 books come back, each with what the header shows', async () => {
    const books = await suggest('shelf');
    expect(books).toHaveLength(5);
    for (const book of books) expect(Object.keys(book).sort()).toEqual(['author', 'id', 'image', 'name', 'price', 'thumbnails']);
  });

  it('when the start of a title or author word is typed, then the best match comes first', async () => {
    expect((await suggest('novel'))[0]?.name).toBe('The Novelist');
    expect((await suggest('ghal')).map((b) => b.name)).toEqual(['Diwan-e-Ghalib']);
    expect((await suggest('بانو')).map((b) => b.name)).toEqual(['راجہ گدھ']);
    expect((await suggest('di')).map((b) => b.name)).toEqual(['Diwan-e-Ghalib']);
  });

  it('when a word is misspelt or appears only in a description, then the book is still suggested', async () => {
    expect((await suggest('ghaleb')).map((b) => b.name)).toEqual(['Diwan-e-Ghalib']);
    expect((await suggest('poems')).map((b) => b.name)).toEqual(['Diwan-e-Ghalib']);
    expect(await suggest('zzqxv')).toEqual([]);
  });

  it('when the text is blank, junk or very long, then the answer is an empty or short list', async () => {
    expect(await suggest('')).toEqual([]);
    expect(await suggest('&|!:*()\'\\')).toEqual([]);
    expect((await suggest('shelf '.repeat(200))).length).toBeLessThanOrEqual(5);
  });

  it('when the same text is asked again, then the answer comes from the catalogue cache until a book changes', async () => {
    const url = '/api/products/suggestions?search=masnavi';
    expect((await request(t.app).get(url)).body.products).toEqual([]);
    const again = await request(t.app).get(url);
    expect(again.headers['x-cache']).toBe('HIT');
    const book = await insertProduct(t.db, { name: 'Masnavi', author: 'Rumi' });
    const after = await request(t.app).get(url);
    expect(after.body.products.map((b: { id: string }) => b.id)).toEqual([book.id]);
  });

  it('when /api/products/get?search is asked as before, then it still answers the list for other clients', async () => {
    expect((await list({ search: 'ghalib', limit: '5' })).products.map((p) => p.name)).toEqual(['Diwan-e-Ghalib']);
  });
});
