import { existsSync } from 'node:fs';
import { ADMIN_PRODUCT_MESSAGES as M, adminProductResponseSchema, adminProductSavedResponseSchema, productResponseSchema } from '@bookstore/contracts';
import { eq } from 'drizzle-orm';
import request from 'supertest';
import { cartItems, carts, orderItems, products, reviews, wishlistItems } from '../../../db/schema';
import { createUser, signInAdmin, type SignedIn } from '../../../test/auth-helpers';
import { insertProduct } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { insertOrder, orderRow } from '../../admin-orders/__tests__/admin-test-helpers';
import { fileOf, pngImage } from './test-images';

let t: TestApp;
let admin: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signInAdmin(t.app, t.db);
});
afterAll(() => t.close());

const book = {
  name: 'Aag Ka Darya',
  author: 'Qurratulain Hyder',
  description: 'A novel across two and a half thousand years.',
  details: 'Classic\nUrdu',
  price: 850.5,
  originalPrice: 1200,
  category: 'Urdu Novels',
  subCategories: ['Classics', 'Classics', 'Fiction'],
  sizes: ['Paperback', 'Hardcover'],
  isbn: '978-0-14-143951-8',
  language: 'Urdu',
  publishedAt: '2019-05-01',
  bestseller: true,
  stockQuantity: 7,
  condition: 'new',
  isActive: true,
};

const productCount = () => t.db.$count(products);
const rowOf = async (id: string) => (await t.db.select().from(products).where(eq(products.id, id)))[0];
const create = (body: object) => admin.agent.post('/api/admin/products').send(body);

describe('POST /api/admin/products', () => {
  it('when a whole book is entered, then 201, it is saved in paisa and the shop shows it', async () => {
    const res = await create(book);
    expect(res.status).toBe(201);
    adminProductSavedResponseSchema.parse(res.body);
    expect(res.body.message).toBe('Product created');
    const product = res.body.product;
    expect(product).toMatchObject({
      name: 'Aag Ka Darya',
      price: 850.5,
      originalPrice: 1200,
      discount: 29,
      isbn: '9780141439518',
      subCategories: ['Classics', 'Fiction'],
      subCategory: 'Classics',
      sizes: ['Paperback', 'Hardcover'],
      publishedAt: '2019-05-01',
      date: Date.UTC(2019, 4, 1),
      image: [],
      thumbnails: [],
      stockQuantity: 7,
      inStock: true,
      isActive: true,
      bestseller: true,
      orderCount: 0,
      rating: 0,
      reviewCount: 0,
    });
    expect((await rowOf(product.id))!).toMatchObject({ pricePaisa: 85050, originalPricePaisa: 120000 });

    const shop = await request(t.app).get(`/api/products/${product.id}`);
    expect(shop.status).toBe(200);
    productResponseSchema.parse(shop.body);
    const { isActive: _a, stockQuantity: _s, publishedAt: _p, orderCount: _o, createdAt: _c, updatedAt: _u, ...storefront } = product;
    expect(shop.body.product).toEqual(storefront);
  });

  it('when only the required fields are given, then the rest take their defaults', async () => {
    const res = await create({ name: 'Raja Gidh', price: 600, category: 'Urdu Novels', language: 'Urdu', stockQuantity: 0, condition: 'used' });
    expect(res.status).toBe(201);
    expect(res.body.product).toMatchObject({ author: '', originalPrice: null, isbn: null, publishedAt: null, date: null, inStock: false, isActive: true, sizes: [] });
  });

  it.each([
    ['an ISBN whose check digit is wrong', { isbn: '9780141439519' }, M.isbn],
    ['an original price below the price', { price: 900, originalPrice: 800 }, M.originalBelowPrice],
    ['an unknown category', { category: 'Cookery' }, M.category],
    ['a publication date in the future', { publishedAt: `${new Date().getUTCFullYear() + 1}-01-01` }, M.publishedInFuture],
    ['a price with three decimals', { price: 850.555 }, M.price],
    ['a one-letter title', { name: 'A' }, M.name],
    ['a negative stock', { stockQuantity: -1 }, M.stockQuantity],
    ['a price as text', { price: 'free' }, M.price],
  ])('when %s is entered, then 400 with its message and nothing is saved', async (_label, change, message) => {
    const before = await productCount();
    const res = await create({ ...book, ...change });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ success: false, code: 'VALIDATION', message, requestId: expect.any(String) });
    expect(await productCount()).toBe(before);
  });
});

describe('GET /api/admin/products/:productId', () => {
  it('when a hidden book is opened, then the shop-only fields come too', async () => {
    const row = await insertProduct(t.db, { isActive: false, stockQuantity: 2, thumbnails: ['/uploads/covers/t.webp'] });
    const res = await admin.agent.get(`/api/admin/products/${row.id}`);
    expect(res.status).toBe(200);
    adminProductResponseSchema.parse(res.body);
    expect(res.body.product).toMatchObject({ id: row.id, isActive: false, stockQuantity: 2, thumbnails: ['/uploads/covers/t.webp'], orderCount: 0 });
  });

  it.each(['0b6f5d2e-0000-4000-8000-000000000000', 'not-an-id'])("when the book %s does not exist, then 404 'Product not found'", async (id) => {
    const res = await admin.agent.get(`/api/admin/products/${id}`);
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ success: false, code: 'NOT_FOUND', message: 'Product not found', requestId: expect.any(String) });
  });
});

describe('PUT /api/admin/products/:productId', () => {
  it("when the price changes, then the book changes but an existing order's lines keep what was paid", async () => {
    const row = await insertProduct(t.db, { name: 'Priced Book', pricePaisa: 500_00 });
    const order = await insertOrder(t, { lines: [{ product: row, quantity: 2 }] });
    const res = await admin.agent.put(`/api/admin/products/${row.id}`).send({ ...book, name: 'Priced Book (2nd ed.)', price: 650.1, originalPrice: null });
    expect(res.status).toBe(200);
    adminProductSavedResponseSchema.parse(res.body);
    expect(res.body).toMatchObject({ message: 'Product updated', product: { price: 650.1, originalPrice: null, name: 'Priced Book (2nd ed.)', orderCount: 1 } });
    expect(new Date(res.body.product.updatedAt).getTime()).toBeGreaterThan(row.updatedAt.getTime());
    expect((await rowOf(row.id))!.pricePaisa).toBe(65010);

    const lines = await t.db.select().from(orderItems).where(eq(orderItems.orderId, order.id));
    expect(lines).toEqual([expect.objectContaining({ productId: row.id, name: row.name, unitPricePaisa: 500_00, quantity: 2 })]);
    expect((await orderRow(t, order.id)).totalPaisa).toBe(order.totalPaisa);
    const detail = await admin.agent.get(`/api/admin/orders/${order.id}`);
    expect(detail.body.order.items[0]).toMatchObject({ price: 500, lineTotal: 1000 });
  });

  it('when the input is invalid, then 400 and the book is unchanged', async () => {
    const row = await insertProduct(t.db, { pricePaisa: 300_00 });
    const res = await admin.agent.put(`/api/admin/products/${row.id}`).send({ ...book, isbn: '0306406153' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(M.isbn);
    expect(await rowOf(row.id)).toEqual(row);
  });

  it('when a book is set hidden, then the shop no longer shows it', async () => {
    const row = await insertProduct(t.db);
    expect((await request(t.app).get(`/api/products/${row.id}`)).status).toBe(200);
    const res = await admin.agent.put(`/api/admin/products/${row.id}`).send({ ...book, isActive: false });
    expect(res.body.product.isActive).toBe(false);
    expect((await request(t.app).get(`/api/products/${row.id}`)).status).toBe(404);
  });

  it("when the book does not exist, then 404 'Product not found' and nothing is created", async () => {
    const before = await productCount();
    const res = await admin.agent.put('/api/admin/products/0b6f5d2e-0000-4000-8000-000000000000').send(book);
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('Product not found');
    expect(await productCount()).toBe(before);
  });
});

describe('DELETE /api/admin/products/:productId', () => {
  it('when a book was never ordered, then it is deleted with its cart lines, wishlist entries, reviews and files', async () => {
    const row = await insertProduct(t.db, { images: [] });
    const upload = await admin.agent.post(`/api/admin/products/${row.id}/images`).attach('image', await pngImage(), 'cover.png');
    expect(upload.status).toBe(200);
    const files = [upload.body.product.image[0], upload.body.product.thumbnails[0]].map((url: string) => fileOf(t, url));
    expect(files.every((file) => existsSync(file))).toBe(true);
    const shopper = await createUser(t.db);
    const [cart] = await t.db.insert(carts).values({ userId: shopper.id }).returning();
    await t.db.insert(cartItems).values({ cartId: cart!.id, productId: row.id, quantity: 1 });
    await t.db.insert(wishlistItems).values({ userId: shopper.id, productId: row.id });
    await t.db.insert(reviews).values({ userId: shopper.id, productId: row.id, rating: 5, comment: 'Lovely' });

    const res = await admin.agent.delete(`/api/admin/products/${row.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, message: 'Product deleted', hidden: false });
    expect((await admin.agent.get(`/api/admin/products/${row.id}`)).status).toBe(404);
    expect(await rowOf(row.id)).toBeUndefined();
    expect(await t.db.$count(cartItems, eq(cartItems.productId, row.id))).toBe(0);
    expect(await t.db.$count(wishlistItems, eq(wishlistItems.productId, row.id))).toBe(0);
    expect(await t.db.$count(reviews, eq(reviews.productId, row.id))).toBe(0);
    expect(files.some((file) => existsSync(file))).toBe(false);
  });

  it('when a book has orders, then it is only hidden: the shop drops it and the order stays intact', async () => {
    const row = await insertProduct(t.db, { name: 'Ordered Once' });
    const order = await insertOrder(t, { lines: [{ product: row, quantity: 1 }] });
    const listed = async () =>
      (await request(t.app).get('/api/products/get').query({ search: 'Ordered Once' })).body.products.map((p: { id: string }) => p.id);
    expect(await listed()).toEqual([row.id]);

    const res = await admin.agent.delete(`/api/admin/products/${row.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, message: M.hidden, hidden: true });
    expect(await listed()).toEqual([]);
    expect((await request(t.app).get(`/api/products/${row.id}`)).status).toBe(404);
    expect((await rowOf(row.id))!).toMatchObject({ isActive: false, images: row.images });
    const admins = await admin.agent.get(`/api/admin/products/${row.id}`);
    expect(admins.body.product).toMatchObject({ isActive: false, orderCount: 1 });

    const detail = await admin.agent.get(`/api/admin/orders/${order.id}`);
    expect(detail.status).toBe(200);
    expect(detail.body.order.items).toEqual([expect.objectContaining({ productId: row.id, name: 'Ordered Once', quantity: 1, price: 500 })]);

    // asked again: still only hidden
    expect((await admin.agent.delete(`/api/admin/products/${row.id}`)).body.hidden).toBe(true);
  });

  it("when the book does not exist, then 404 'Product not found'", async () => {
    const res = await admin.agent.delete('/api/admin/products/0b6f5d2e-0000-4000-8000-000000000000');
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('Product not found');
  });
});
