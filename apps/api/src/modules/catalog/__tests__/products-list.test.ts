import request from 'supertest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { insertProduct } from '../../../test/factories';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await insertProduct(t.db, { name: 'Aag Ka Darya', category: 'Urdu Novels', pricePaisa: 1200_00, originalPricePaisa: 1500_00, bestseller: true, author: 'Qurratulain Hyder' });
  await insertProduct(t.db, { name: 'راجہ گدھ', category: 'Urdu Novels', pricePaisa: 900_00, author: 'بانو قدسیہ', language: 'Urdu' });
  await insertProduct(t.db, { name: 'Pride and Prejudice', category: 'English Novels', pricePaisa: 650_00, stockQuantity: 0, isbn: '9780141439518' });
  await insertProduct(t.db, { name: 'Physics Class 9', category: 'Govt School', pricePaisa: 300_00, subCategories: ['Old Books', 'Punjab Board'], condition: 'used' });
  await insertProduct(t.db, { name: 'Hidden Book', category: 'History', isActive: false });
});
afterAll(() => t.close());

const list = (query: Record<string, string | string[] | undefined> = {}) => request(t.app).get('/api/products/get').query(query);

describe('GET /api/products/get', () => {
  it('when called without filters, then it answers the active books in the spec shape with pagination', async () => {
    const res = await list();
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    expect(res.body.products).toHaveLength(4);
    expect(res.body.pagination).toEqual({ page: 1, limit: 20, total: 4, pages: 1, totalIsLowerBound: false });
    const book = res.body.products.find((p: { name: string }) => p.name === 'Aag Ka Darya');
    expect(book).toMatchObject({
      price: 1200,
      originalPrice: 1500,
      discount: 20,
      category: 'Urdu Novels',
      bestseller: true,
      inStock: true,
      sizes: ['Paperback'],
      subCategories: ['New Books'],
      subCategory: 'New Books',
      rating: 0,
    });
    expect(book.id).toEqual(expect.any(String));
    expect(book).not.toHaveProperty('_id');
    expect(book).not.toHaveProperty('pricePaisa');
  });

  it('when a category is given, then only books of that category come back', async () => {
    const res = await list({ category: 'Urdu Novels' });
    expect(res.body.products.map((p: { name: string }) => p.name).sort()).toEqual(['Aag Ka Darya', 'راجہ گدھ'].sort());
  });

  it("when the category is 'Used & Affordable', then every book is listed", async () => {
    const res = await list({ category: 'Used & Affordable' });
    expect(res.body.pagination.total).toBe(4);
  });

  it('when bestseller=true, then only bestsellers come back', async () => {
    const res = await list({ bestseller: 'true' });
    expect(res.body.products.map((p: { name: string }) => p.name)).toEqual(['Aag Ka Darya']);
  });

  it('when searching in any case, by author, ISBN or Urdu script, then the matching books come back', async () => {
    expect((await list({ search: 'PRIDE' })).body.products[0].name).toBe('Pride and Prejudice');
    expect((await list({ search: 'hyder' })).body.products[0].name).toBe('Aag Ka Darya');
    expect((await list({ search: '9780141439518' })).body.products[0].name).toBe('Pride and Prejudice');
    expect((await list({ search: 'گدھ' })).body.products[0].name).toBe('راجہ گدھ');
    expect((await list({ search: 'punjab board' })).body.products[0].name).toBe('Physics Class 9');
  });

  it('when a search matches nothing, then the list is empty with total 0', async () => {
    const res = await list({ search: 'zzzz-no-such-book' });
    expect(res.body.products).toEqual([]);
    expect(res.body.pagination.total).toBe(0);
  });

  it('when a search or a filter is paged past its matches, then that page is empty and still counts them', async () => {
    const { total } = (await list({ search: 'novels' })).body.pagination;
    expect(total).toBeGreaterThan(1);
    const searched = (await list({ search: 'novels', limit: '1', page: String(total + 1) })).body;
    expect(searched.products).toEqual([]);
    expect(searched.pagination).toEqual({ page: total + 1, limit: 1, total, pages: total, totalIsLowerBound: false });
    const filtered = (await list({ minPrice: '600', limit: '2', page: '3' })).body;
    expect(filtered.products).toEqual([]);
    expect(filtered.pagination).toMatchObject({ page: 3, total: 3, pages: 2 });
  });

  it('when a search is read one book a page, then the pages give the whole list in its order, every field in place', async () => {
    const whole = (await list({ search: 'novels' })).body.products;
    const pages = [];
    for (let page = 1; page <= whole.length; page++) pages.push(...(await list({ search: 'novels', limit: '1', page: String(page) })).body.products);
    expect(pages).toEqual(whole);
  });

  it('when sorting by price, then the books really are ordered by price both ways', async () => {
    const low = (await list({ sort: 'price-low' })).body.products.map((p: { price: number }) => p.price);
    const high = (await list({ sort: 'price-high' })).body.products.map((p: { price: number }) => p.price);
    expect(low).toEqual([300, 650, 900, 1200]);
    expect(high).toEqual([1200, 900, 650, 300]);
  });

  it('when filtering by price range, availability and subcategory, then each filter narrows the list', async () => {
    expect((await list({ minPrice: '600', maxPrice: '1000' })).body.pagination.total).toBe(2);
    const inStock = (await list({ availability: 'in-stock' })).body.products;
    expect(inStock.every((p: { inStock: boolean }) => p.inStock)).toBe(true);
    expect(inStock).toHaveLength(3);
    expect((await list({ subCategory: ['Punjab Board', 'Nothing'] })).body.products[0].name).toBe('Physics Class 9');
  });

  it('when paging, then pages do not overlap and the page count is right', async () => {
    const first = (await list({ limit: '3', page: '1', sort: 'price-low' })).body;
    const second = (await list({ limit: '3', page: '2', sort: 'price-low' })).body;
    expect(first.pagination).toEqual({ page: 1, limit: 3, total: 4, pages: 2, totalIsLowerBound: false });
    expect(second.products).toHaveLength(1);
    expect(second.products[0].id).not.toBe(first.products[0].id);
  });

  it('when the limit is over 120, below 1 or not a number, then the page is served at 120, 1 or the default', async () => {
    for (const [limit, served] of [['10000', 120], ['121', 120], ['0', 1], ['-3', 1], ['many', 20]] as const) {
      const res = await list({ limit });
      expect(res.status).toBe(200);
      expect(res.body.pagination.limit).toBe(served);
      expect(res.body.products.length).toBeLessThanOrEqual(served);
    }
    expect((await list({ page: 'abc' })).body.pagination.page).toBe(1);
  });

  it('when the operator raised the page size, then a client may load that many books in one call', async () => {
    const big = await createTestApp({ catalogueMaxPageSize: 500 });
    try {
      const res = await request(big.app).get('/api/products/get?limit=10000');
      expect(res.status).toBe(200);
      expect(res.body.pagination.limit).toBe(500);
    } finally {
      await big.close();
    }
  });

  it('when the sort is unknown, then it answers 400 with a message and no products', async () => {
    const res = await list({ sort: 'cheapest' });
    expect(res.status).toBe(400);
    expect(res.body.success).toBe(false);
    expect(res.body.message).toEqual(expect.any(String));
  });

  it('when the limit is exactly 120, then it is accepted', async () => {
    const res = await list({ limit: '120' });
    expect(res.status).toBe(200);
    expect(res.body.pagination.limit).toBe(120);
  });
});
