import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { ADMIN_PRODUCT_MESSAGES as M, adminProductSavedResponseSchema } from '@bookstore/contracts';
import { eq } from 'drizzle-orm';
import request from 'supertest';
import { products } from '../../../db/schema';
import { signIn, signInAdmin, type SignedIn } from '../../../test/auth-helpers';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { brokenPng, fileOf, imageInfo, oversizedPng, pngImage } from './test-images';

let t: TestApp;
let admin: SignedIn;
let customer: SignedIn;
let png: Buffer;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signInAdmin(t.app, t.db);
  customer = await signIn(t.app, t.db);
  png = await pngImage(1200, 1800);
});
afterAll(() => t.close());

const book = {
  name: 'Raja Gidh',
  author: 'Bano Qudsia',
  price: 1150,
  category: 'Urdu Novels',
  sizes: ['Paperback'],
  language: 'Urdu',
  stockQuantity: 4,
  condition: 'new',
};

const PATH = '/api/admin/products/with-cover';
const send = (agent: { post: (url: string) => request.Test }, fields: Record<string, string>, file?: { data: Buffer; filename: string; contentType?: string }) => {
  const req = agent.post(PATH);
  for (const [name, value] of Object.entries(fields)) req.field(name, value);
  return file ? req.attach('image', file.data, { filename: file.filename, contentType: file.contentType ?? 'image/png' }) : req;
};
const createWithCover = (data: Buffer, filename = 'cover.png', fields: object = book) =>
  send(admin.agent, { product: JSON.stringify(fields) }, { data, filename });

const booksNamed = (name: string) => t.db.select().from(products).where(eq(products.name, name));
const storedCovers = async () => {
  const dir = path.join(t.config.uploadsDir, 'covers');
  return existsSync(dir) ? (await readdir(dir)).sort() : [];
};

describe('POST /api/admin/products/with-cover', () => {
  it('when a new book is sent with a PNG cover, then 201 and the book is saved with its WebP page and card covers', async () => {
    const res = await createWithCover(png);
    expect(res.status).toBe(201);
    adminProductSavedResponseSchema.parse(res.body);
    expect(res.body.message).toBe('Product created');
    const product = res.body.product;
    expect(product).toMatchObject({ name: 'Raja Gidh', price: 1150, sizes: ['Paperback'], stockQuantity: 4, isActive: true, orderCount: 0 });
    expect(product.image).toEqual([expect.stringMatching(/^\/uploads\/covers\/.+-page\.webp$/)]);
    expect(product.thumbnails).toEqual([expect.stringMatching(/^\/uploads\/covers\/.+-card\.webp$/)]);
    expect(await imageInfo(t, product.image[0])).toEqual({ format: 'webp', width: 800, height: 1200, exif: false });
    expect(await imageInfo(t, product.thumbnails[0])).toEqual({ format: 'webp', width: 320, height: 480, exif: false });
    const [row] = await booksNamed('Raja Gidh');
    expect(row).toMatchObject({ id: product.id, pricePaisa: 115000 });
    expect(row!.imageKeys).toHaveLength(3);

    const shop = await request(t.app).get(`/api/products/${product.id}`);
    expect(shop.body.product).toMatchObject({ name: 'Raja Gidh', image: product.image, thumbnails: product.thumbnails });
  });

  it.each([
    ['a text file named .png', Buffer.from('<?php echo "not a picture"; ?>'), 'cover.png', M.imageType],
    ['a file with PNG magic bytes that cannot be decoded', brokenPng(), 'broken.png', M.imageUnreadable],
    ['a file over 2 MB', oversizedPng(2 * 1024 * 1024), 'big.png', M.imageTooLarge],
  ])('when the cover is %s, then 400 with its message, no book is created and no file is stored', async (_label, data, filename, message) => {
    const name = `Refused ${filename}`;
    const before = await storedCovers();
    const res = await createWithCover(data, filename, { ...book, name });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ success: false, code: 'VALIDATION', message, requestId: expect.any(String) });
    expect(await booksNamed(name)).toEqual([]);
    expect(await storedCovers()).toEqual(before);
  });

  it("when no cover is attached, then 400 'Please choose an image' and no book is created", async () => {
    const res = await send(admin.agent, { product: JSON.stringify({ ...book, name: 'No Cover Sent' }) });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ success: false, code: 'VALIDATION', message: M.imageRequired, requestId: expect.any(String) });
    expect(await booksNamed('No Cover Sent')).toEqual([]);
  });

  it('when the book breaks a rule, then 400 with that rule and the cover is not stored', async () => {
    const before = await storedCovers();
    const res = await createWithCover(png, 'cover.png', { ...book, name: 'X' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ success: false, code: 'VALIDATION', message: M.name, requestId: expect.any(String) });
    expect(await storedCovers()).toEqual(before);
  });

  it.each([
    ['not JSON', '{"name": "Broken'],
    ['JSON that is not an object', '[1, 2, 3]'],
    ['over 50,000 characters', JSON.stringify({ ...book, description: 'a'.repeat(60_000) })],
  ])('when the product field is %s, then 400 and nothing is created', async (_label, text) => {
    const count = await t.db.$count(products);
    const res = await send(admin.agent, { product: text }, { data: png, filename: 'cover.png' });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION');
    expect(await t.db.$count(products)).toBe(count);
  });

  it('when a visitor without a session or a customer sends a book with a cover, then 401 or 403 and nothing is created or stored', async () => {
    const before = await storedCovers();
    const fields = { product: JSON.stringify({ ...book, name: 'Not Yours' }) };
    const anonymous = await send(request(t.app), fields, { data: png, filename: 'cover.png' });
    expect(anonymous.status).toBe(401);
    const shopper = await send(customer.agent, fields, { data: png, filename: 'cover.png' });
    expect(shopper.status).toBe(403);
    expect(await booksNamed('Not Yours')).toEqual([]);
    expect(await storedCovers()).toEqual(before);
  });

  it('when the saved cover is fetched, then it is the file the answer points at', async () => {
    const res = await createWithCover(await pngImage(300, 450), 'small.png', { ...book, name: 'Small Cover' });
    expect(res.status).toBe(201);
    expect(existsSync(fileOf(t, res.body.product.image[0]))).toBe(true);
    expect(await imageInfo(t, res.body.product.image[0])).toMatchObject({ width: 300 });
  });
});
