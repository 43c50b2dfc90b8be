import { adminProductsListResponseSchema } from '@bookstore/contracts';
import { signInAdmin, type SignedIn } from '../../../test/auth-helpers';
import { insertProduct } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { insertOrder } from '../../admin-orders/__tests__/admin-test-helpers';

let t: TestApp;
let admin: SignedIn;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signInAdmin(t.app, t.db);
  const at = (minutesAgo: number) => new Date(Date.now() - minutesAgo * 60_000);
  // oldest first; stock 12 (plenty), 3 (low), 0 (sold out), 5 (low, hidden), 6 (just above the threshold)
  const darya = await insertProduct(t.db, {
    name: 'Aag Ka Darya',
    author: 'Qurratulain Hyder',
    isbn: '9780141439518',
    category: 'Urdu Novels',
    stockQuantity: 12,
    createdAt: at(50),
  });
  const gidh = await insertProduct(t.db, { name: 'Raja Gidh', author: 'Bano Qudsia', category: 'Urdu Novels', stockQuantity: 3, createdAt: at(40) });
  await insertProduct(t.db, { name: 'Pride and Prejudice', author: 'Jane Austen', category: 'English Novels', stockQuantity: 0, createdAt: at(30) });
  await insertProduct(t.db, { name: 'Hidden Gem', author: 'Nobody', category: 'English Novels', stockQuantity: 5, isActive: false, createdAt: at(20) });
  await insertProduct(t.db, { name: 'Dune', author: 'Frank Herbert', category: 'English Novels', stockQuantity: 6, createdAt: at(10) });
  // Aag Ka Darya in two orders (one with two lines of it), Raja Gidh in one
  await insertOrder(t, { lines: [{ product: darya, quantity: 1 }] });
  await insertOrder(t, { lines: [{ product: darya, quantity: 2 }, { product: darya, quantity: 1, pricePaisa: 100_00 }, { product: gidh, quantity: 1 }] });
});
afterAll(() => t.close());

const list = async (query: Record<string, string | number> = {}) => {
  const res = await admin.agent.get('/api/admin/products').query(query);
  if (res.status === 200) adminProductsListResponseSchema.parse(res.body);
  return res;
};
const namesOf = (res: { body: { products: { name: string }[] } }) => res.body.products.map((p) => p.name);

describe('GET /api/admin/products', () => {
  it('when listed, then every book comes newest first, hidden ones included, with its order count', async () => {
    const res = await list();
    expect(res.status).toBe(200);
    expect(namesOf(res)).toEqual(['Dune', 'Hidden Gem', 'Pride and Prejudice', 'Raja Gidh', 'Aag Ka Darya']);
    expect(res.body.products.map((p: { orderCount: number }) => p.orderCount)).toEqual([0, 0, 0, 1, 2]);
    expect(res.body.products[1]).toMatchObject({ isActive: false, stockQuantity: 5, inStock: true });
    expect(res.body.pagination).toEqual({ page: 1, limit: 20, total: 5, pages: 1 });
  });

  it.each([
    ['an author, in another case', 'HYDER', ['Aag Ka Darya']],
    ['part of a title', 'prejud', ['Pride and Prejudice']],
    ['two words in any order', 'gidh raja', ['Raja Gidh']],
    ['an ISBN with hyphens', '978-0-14-143951-8', ['Aag Ka Darya']],
    ['the title of a hidden book', 'hidden gem', ['Hidden Gem']],
    ['a wildcard', '%', []],
    ['a misspelling (no correction here)', 'prejudise', []],
  ])('when searching by %s, then the matching books come', async (_label, search, expected) => {
    expect(namesOf(await list({ search }))).toEqual(expected);
  });

  it('when filtered by category, then only its books come', async () => {
    expect(namesOf(await list({ category: 'Urdu Novels' }))).toEqual(['Raja Gidh', 'Aag Ka Darya']);
  });

  it.each([
    ['in-stock', ['Dune', 'Hidden Gem', 'Raja Gidh', 'Aag Ka Darya']],
    ['out-of-stock', ['Pride and Prejudice']],
    ['low-stock', ['Hidden Gem', 'Pride and Prejudice', 'Raja Gidh']],
  ])('when filtered by availability %s, then only those books come', async (availability, expected) => {
    expect(namesOf(await list({ availability }))).toEqual(expected);
  });

  it('when filtered by visibility, then active or hidden books come', async () => {
    expect(namesOf(await list({ visibility: 'hidden' }))).toEqual(['Hidden Gem']);
    expect(namesOf(await list({ visibility: 'active' }))).toHaveLength(4);
  });

  it('when filters are combined, then all of them apply', async () => {
    expect(namesOf(await list({ category: 'English Novels', availability: 'low-stock', visibility: 'active' }))).toEqual(['Pride and Prejudice']);
  });

  it('when paging, then the total stays and a page past the end is empty', async () => {
    const res = await list({ limit: 2, page: 2 });
    expect(namesOf(res)).toEqual(['Pride and Prejudice', 'Raja Gidh']);
    expect(res.body.pagination).toEqual({ page: 2, limit: 2, total: 5, pages: 3 });
    const past = await list({ limit: 2, page: 9 });
    expect(past.body.products).toEqual([]);
    expect(past.body.pagination).toEqual({ page: 9, limit: 2, total: 5, pages: 3 });
  });

  it.each([
    ['availability', 'plenty'],
    ['visibility', 'secret'],
    ['category', 'Cookery'],
  ])('when the filter %s has the unknown value %s, then 400', async (filter, value) => {
    const res = await list({ [filter]: value });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ success: false, code: 'VALIDATION', message: 'Invalid request', requestId: expect.any(String) });
  });
});
