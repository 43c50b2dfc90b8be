import request from 'supertest';
import { insertHeroImage, insertProduct } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/products/:productId', () => {
  it('when the book exists, then it answers the product with formats, details, discount and stock', async () => {
    const row = await insertProduct(t.db, {
      name: 'Bang-e-Dra',
      pricePaisa: 450_50,
      originalPricePaisa: 600_00,
      sizes: ['Hardcover', 'Paperback'],
      details: 'Complete text\nLarge print',
      publishedAt: new Date('1924-09-01T00:00:00Z'),
      stockQuantity: 0,
    });
    const res = await request(t.app).get(`/api/products/${row.id}`);
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    expect(res.body.product).toMatchObject({
      id: row.id,
      name: 'Bang-e-Dra',
      price: 450.5,
      originalPrice: 600,
      discount: 25,
      sizes: ['Hardcover', 'Paperback'],
      details: 'Complete text\nLarge print',
      date: Date.parse('1924-09-01T00:00:00Z'),
      inStock: false,
      reviewCount: 0,
    });
  });

  it('when the book has no discount, then discount is null, never 0, in the product and in lists', async () => {
    const row = await insertProduct(t.db, { name: 'Full Price', pricePaisa: 500_00, originalPricePaisa: null });
    expect((await request(t.app).get(`/api/products/${row.id}`)).body.product.discount).toBeNull();
    const list = await request(t.app).get('/api/products/get').query({ search: 'Full Price' });
    expect(list.body.products.find((p: { id: string }) => p.id === row.id).discount).toBeNull();
  });

  it('when the id is unknown, then it answers 404 Product not found', async () => {
    const res = await request(t.app).get('/api/products/00000000-0000-4000-8000-000000000000');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ success: false, code: 'NOT_FOUND', message: 'Product not found', requestId: expect.any(String) });
  });

  it('when the id is malformed (e.g. an old 24-hex id), then it answers 404, never 500', async () => {
    for (const id of ['64b7f0c2a1b2c3d4e5f60718', 'not-an-id', "1' or '1'='1"]) {
      const res = await request(t.app).get(`/api/products/${encodeURIComponent(id)}`);
      expect(res.status).toBe(404);
      expect(res.body.message).toBe('Product not found');
    }
  });

  it('when the book is hidden by the shop, then it is not found', async () => {
    const row = await insertProduct(t.db, { isActive: false });
    expect((await request(t.app).get(`/api/products/${row.id}`)).status).toBe(404);
  });
});

describe('GET /api/hero/', () => {
  it('when hero images exist, then active ones come back in their order as { imageUrl, altText }', async () => {
    await insertHeroImage(t.db, { imageUrl: '/uploads/hero/b.svg', altText: 'Second', sortOrder: 2 });
    await insertHeroImage(t.db, { imageUrl: '/uploads/hero/a.svg', altText: 'First', sortOrder: 1 });
    await insertHeroImage(t.db, { imageUrl: '/uploads/hero/off.svg', altText: 'Off', isActive: false });
    const res = await request(t.app).get('/api/hero/');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      success: true,
      data: [
        { imageUrl: '/uploads/hero/a.svg', altText: 'First' },
        { imageUrl: '/uploads/hero/b.svg', altText: 'Second' },
      ],
    });
  });
});

describe('GET /api/products/:productId/related', () => {
  it('when the book has others in its category, then up to 5 of them come back, newest first, without it', async () => {
    const book = await insertProduct(t.db, { category: 'Medical', createdAt: new Date('2024-01-01') });
    const others = [];
    for (let i = 1; i <= 6; i += 1) others.push(await insertProduct(t.db, { category: 'Medical', createdAt: new Date(Date.UTC(2024, 1, i)) }));
    await insertProduct(t.db, { category: 'Medical', isActive: false, createdAt: new Date('2025-01-01') });
    await insertProduct(t.db, { category: 'Business', createdAt: new Date('2025-01-01') });
    const res = await request(t.app).get(`/api/products/${book.id}/related`);
    expect(res.status).toBe(200);
    expect(res.body.products.map((p: { id: string }) => p.id)).toEqual(others.slice(1).reverse().map((p) => p.id));
  });

  it('when the book is alone in its category, then the list is empty', async () => {
    const book = await insertProduct(t.db, { category: 'Engineering' });
    expect((await request(t.app).get(`/api/products/${book.id}/related`)).body).toEqual({ success: true, products: [] });
  });

  it('when the book is unknown or the id malformed, then it answers 404 Product not found', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'nope']) {
      const res = await request(t.app).get(`/api/products/${id}/related`);
      expect(res.status).toBe(404);
      expect(res.body.message).toBe('Product not found');
    }
  });
});
