import { eq } from 'drizzle-orm';
import request from 'supertest';
import { products } from '../../../db/schema';
import { insertProduct } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await insertProduct(t.db, { name: 'Diwan-e-Ghalib', author: 'Mirza Ghalib', category: 'Urdu Poetry', createdAt: new Date('2024-01-01') });
  await insertProduct(t.db, { name: 'Letters of a Poet', author: 'Someone', description: 'Letters written to Ghalib by his friends.', createdAt: new Date('2024-03-01') });
  await insertProduct(t.db, { name: 'Ghalib: A Life', author: 'Pavan Varma', createdAt: new Date('2024-02-01') });
  await insertProduct(t.db, { name: 'Bang-e-Dra', author: 'Allama Iqbal', isbn: '9789690012345', category: 'Urdu Poetry' });
  await insertProduct(t.db, { name: 'Biology Class 9', author: 'Punjab Board', subCategories: ['Old Books', 'urdu  MEDIUM'] });
});
afterAll(() => t.close());

const search = async (text: string, extra: Record<string, string> = {}) => {
  const res = await request(t.app).get('/api/products/get').query({ search: text, ...extra });
  expect(res.status).toBe(200);
  return res.body.products.map((p: { name: string }) => p.name) as string[];
};

describe('GET /api/products/get?search=', () => {
  it('when searching, then titles starting with the text come first, then titles, authors, other fields', async () => {
    expect(await search('ghalib')).toEqual(['Ghalib: A Life', 'Diwan-e-Ghalib', 'Letters of a Poet']);
  });

  it('when a word has a small typo, then the book is still found', async () => {
    expect(await search('ghalb')).toContain('Diwan-e-Ghalib');
    // transliterations differ: Galib, Ghaleb
    expect(await search('galib')).toContain('Diwan-e-Ghalib');
    expect(await search('ghaleb')).toContain('Diwan-e-Ghalib');
    expect(await search('gaalib')).toContain('Diwan-e-Ghalib');
    expect(await search('iqbaal')).toEqual(['Bang-e-Dra']);
  });

  it('when a text matches exactly, then books that are only close are not mixed in', async () => {
    const exact = await insertProduct(t.db, { name: 'Aangan', author: 'Khadija Mastoor' });
    try {
      expect(await search('mastoor')).toEqual(['Aangan']);
      expect(await search('mastor')).toEqual(['Aangan']);
    } finally {
      await t.db.delete(products).where(eq(products.id, exact.id));
    }
  });

  it('when paging past the last page of a search, then the page is empty and the total is kept', async () => {
    const res = await request(t.app).get('/api/products/get').query({ search: 'ghalib', page: '5', limit: '2' });
    expect(res.body.products).toEqual([]);
    expect(res.body.pagination).toEqual({ page: 5, limit: 2, total: 3, pages: 2, totalIsLowerBound: false });
  });

  it('when a book is added or renamed, then its words can correct a typo at once', async () => {
    const book = await insertProduct(t.db, { name: 'Shahnameh', author: 'Ferdowsi' });
    expect(await search('shahnama')).toEqual(['Shahnameh']);
    await t.db.update(products).set({ name: 'Masnavi' }).where(eq(products.id, book.id));
    expect(await search('masnawi')).toEqual(['Masnavi']);
    await t.db.delete(products).where(eq(products.id, book.id));
  });

  it('when several words are given, then each must match, in any order', async () => {
    expect(await search('iqbal bang')).toEqual(['Bang-e-Dra']);
    expect(await search('ghalib pavan')).toEqual(['Ghalib: A Life']);
    expect(await search('ghalib zzzz')).toEqual([]);
  });

  it('when a short word is misspelt, then nothing fuzzy is matched for it', async () => {
    expect(await search('qzx')).toEqual([]);
  });

  it('when an ISBN is typed with dashes, then the book is found by its digits', async () => {
    expect(await search('978-969-001-2345')).toEqual(['Bang-e-Dra']);
  });

  it('when the text holds LIKE wildcards, then they are taken literally', async () => {
    expect(await search('%')).toEqual([]);
    expect(await search('_')).toEqual([]);
  });

  it('when search and category are combined, then both apply', async () => {
    expect(await search('ghalib', { category: 'Urdu Poetry' })).toEqual(['Diwan-e-Ghalib']);
  });

  it('when only one or two letters are typed, then titles and authors starting with them come back', async () => {
    expect(await search('gh')).toEqual(['Ghalib: A Life']);
    expect(await search('Bi')).toEqual(['Biology Class 9']);
    // "allama iqbal" starts with "al"
    expect(await search('al')).toEqual(['Bang-e-Dra']);
    expect(await search('la')).toEqual([]);
  });

  it('when suggestions ask for 2 books, then at most 2 come back with the total', async () => {
    const res = await request(t.app).get('/api/products/get').query({ search: 'ghalib', limit: '2' });
    expect(res.body.products).toHaveLength(2);
    expect(res.body.pagination.total).toBeGreaterThan(2);
  });

  it('when filtering by a subcategory in any spelling, then the book is found', async () => {
    for (const spelling of ['Urdu Medium', 'urdu medium', 'URDU  Medium']) {
      const res = await request(t.app).get('/api/products/get').query({ subCategory: spelling });
      expect(res.body.products.map((p: { name: string }) => p.name)).toEqual(['Biology Class 9']);
    }
  });

  it('when a book is hidden, shown again, re-worded or moved to another category, then the totals of a search follow at once', async () => {
    const total = async (text: string, extra: Record<string, string> = {}) => {
      const res = await request(t.app).get('/api/products/get').query({ search: text, ...extra });
      return res.body.pagination.total as number;
    };
    const book = await insertProduct(t.db, { name: 'Zanjeer', author: 'Qurratulain Hyder', category: 'Urdu Novels' });
    try {
      expect(await total('zanjeer')).toBe(1);
      expect(await total('zanjeer', { category: 'Urdu Novels' })).toBe(1);
      await t.db.update(products).set({ isActive: false }).where(eq(products.id, book.id));
      expect(await total('zanjeer')).toBe(0);
      await t.db.update(products).set({ isActive: true }).where(eq(products.id, book.id));
      expect(await total('zanjeer')).toBe(1);
      await t.db.update(products).set({ category: 'Urdu Poetry' }).where(eq(products.id, book.id));
      expect(await total('zanjeer', { category: 'Urdu Novels' })).toBe(0);
      expect(await total('zanjeer', { category: 'Urdu Poetry' })).toBe(1);
      await t.db.update(products).set({ name: 'Aag ka Darya' }).where(eq(products.id, book.id));
      expect(await total('zanjeer')).toBe(0);
      expect(await total('darya')).toBe(1);
    } finally {
      await t.db.delete(products).where(eq(products.id, book.id));
    }
    expect(await total('darya')).toBe(0);
  });
});
