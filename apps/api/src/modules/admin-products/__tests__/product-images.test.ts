import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { ADMIN_PRODUCT_MESSAGES as M, FILE_LIMITS, PRODUCT_IMAGES_MAX, adminProductSavedResponseSchema } from '@bookstore/contracts';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import request from 'supertest';
import { products } from '../../../db/schema';
import { signInAdmin, type SignedIn } from '../../../test/auth-helpers';
import { insertProduct } from '../../../test/factories';
import type { Storage } from '../../../lib/storage/storage';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createAdminProductsService } from '../admin-products.service';
import { createProductImagesService } from '../product-images.service';
import { brokenPng, fileOf, imageInfo, oversizedPng, pngImage } from './test-images';

let t: TestApp;
let admin: SignedIn;
let png: Buffer;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signInAdmin(t.app, t.db);
  png = await pngImage(1200, 1800);
});
afterAll(() => t.close());

const rowOf = async (id: string) => (await t.db.select().from(products).where(eq(products.id, id)))[0]!;
const upload = (productId: string, data: Buffer, filename = 'cover.png', contentType = 'image/png') =>
  admin.agent.post(`/api/admin/products/${productId}/images`).attach('image', data, { filename, contentType });
const newBook = () => insertProduct(t.db, { images: [] });
/** Every file under the upload folder with its content, sorted by path. */
const uploadFolder = async (): Promise<[string, string][]> => {
  const root = t.config.uploadsDir;
  if (!existsSync(root)) return [];
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  const files = entries.filter((entry) => entry.isFile()).map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)));
  return Promise.all(files.sort().map(async (file): Promise<[string, string]> => [file, await readFile(path.join(root, file), 'latin1')]));
};
const storedCovers = async () => {
  const dir = path.join(t.config.uploadsDir, 'covers');
  return existsSync(dir) ? (await readdir(dir)).sort() : [];
};

describe('POST /api/admin/products/:productId/images', () => {
  it('when a PNG is uploaded, then page (800), middle (480) and card (320) copies are stored as WebP and appended', async () => {
    const book = await newBook();
    const res = await upload(book.id, png);
    expect(res.status).toBe(200);
    adminProductSavedResponseSchema.parse(res.body);
    expect(res.body.message).toBe('Image uploaded');
    const { image, thumbnails } = res.body.product;
    expect(image).toEqual([expect.stringMatching(/^\/uploads\/covers\/.+\.webp$/)]);
    expect(thumbnails).toEqual([expect.stringMatching(/^\/uploads\/covers\/.+\.webp$/)]);
    expect(await imageInfo(t, image[0])).toEqual({ format: 'webp', width: 800, height: 1200, exif: false });
    expect(await imageInfo(t, thumbnails[0])).toEqual({ format: 'webp', width: 320, height: 480, exif: false });
    expect((await rowOf(book.id)).imageKeys).toHaveLength(3);
    const shop = await request(t.app).get(`/api/products/${book.id}`);
    expect(shop.body.product).toMatchObject({ image, thumbnails });

    const second = await upload(book.id, await pngImage(600, 900), 'back.jpg.png');
    expect(second.body.product.image).toHaveLength(2);
    expect(second.body.product.thumbnails).toHaveLength(2);
    expect(second.body.product.image[0]).toBe(image[0]);
    expect(await imageInfo(t, second.body.product.image[1])).toMatchObject({ width: 600 });
    expect((await rowOf(book.id)).imageKeys).toHaveLength(6);
  });

  it('when a book entered before thumbnails existed gets a cover, then its old images stand in as their own thumbnails', async () => {
    const book = await insertProduct(t.db, { images: ['/uploads/covers/old.svg'], thumbnails: [] });
    const res = await upload(book.id, png);
    expect(res.body.product.image).toEqual(['/uploads/covers/old.svg', expect.stringMatching(/page\.webp$/)]);
    expect(res.body.product.thumbnails).toEqual(['/uploads/covers/old.svg', expect.stringMatching(/card\.webp$/)]);
  });

  it.each([
    ['a text file named .png', Buffer.from('just some words, not a picture'), 'cover.png', M.imageType],
    ['a file over 2 MB', oversizedPng(FILE_LIMITS.coverMaxBytes), 'big.png', M.imageTooLarge],
    ['a file with PNG magic bytes that cannot be decoded', brokenPng(), 'broken.png', M.imageUnreadable],
  ])('when %s is uploaded, then 400 with its message and nothing is stored', async (_label, data, filename, message) => {
    const book = await newBook();
    const before = await storedCovers();
    const res = await upload(book.id, data, filename);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ success: false, code: 'VALIDATION', message, requestId: expect.any(String) });
    expect(await rowOf(book.id)).toEqual(book);
    expect(await storedCovers()).toEqual(before);
  });

  it("when no file is sent, then 400 'Please choose an image'", async () => {
    const book = await newBook();
    const res = await admin.agent.post(`/api/admin/products/${book.id}/images`).field('note', 'no file');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ success: false, code: 'VALIDATION', message: M.imageRequired, requestId: expect.any(String) });
  });

  it('when the book already has 8 images, then the 9th is refused with 409 and nothing is stored', async () => {
    const images = Array.from({ length: PRODUCT_IMAGES_MAX }, (_, i) => `/uploads/covers/${i}.webp`);
    const book = await insertProduct(t.db, { images, thumbnails: images });
    const before = await storedCovers();
    const res = await upload(book.id, png);
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ success: false, code: 'CONFLICT', message: 'A book can have at most 8 images', requestId: expect.any(String) });
    expect(await rowOf(book.id)).toEqual(book);
    expect(await storedCovers()).toEqual(before);
  });

  it('when two covers arrive at once for the last free place, then one is kept and the other refused with its files removed', async () => {
    const images = Array.from({ length: PRODUCT_IMAGES_MAX - 1 }, (_, i) => `/uploads/covers/${i}.webp`);
    const book = await insertProduct(t.db, { images, thumbnails: images });
    const before = await storedCovers();
    const results = await Promise.all([upload(book.id, png), upload(book.id, await pngImage(700, 1000))]);
    expect(results.map((res) => res.status).sort()).toEqual([200, 409]);
    const row = await rowOf(book.id);
    expect(row.images).toHaveLength(PRODUCT_IMAGES_MAX);
    expect(row.imageKeys).toHaveLength(3);
    expect((await storedCovers()).length).toBe(before.length + 3);
  });

  it("when the book does not exist, then 404 'Product not found'", async () => {
    const res = await upload('0b6f5d2e-0000-4000-8000-000000000000', png);
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('Product not found');
  });

  it('when the database step fails after the files were stored, then the files are removed again', async () => {
    const book = await newBook();
    const before = await storedCovers();
    // the same database, except that every transaction fails
    const failingDb = new Proxy(t.db, {
      get: (target, prop) => (prop === 'transaction' ? () => Promise.reject(new Error('database went away')) : Reflect.get(target, prop)),
    });
    const stored: string[] = [];
    const storage: Storage = {
      put: async (file) => {
        const saved = await t.storage.put(file);
        stored.push(saved.key);
        return saved;
      },
      remove: (key) => t.storage.remove(key),
    };
    const deps = { db: failingDb, storage, logger: pino({ level: 'silent' }), clock: () => new Date() };
    const images = createProductImagesService(deps, createAdminProductsService(deps));
    await expect(images.upload(book.id, { data: png })).rejects.toThrow('database went away');
    expect(stored).toHaveLength(3);
    expect(await storedCovers()).toEqual(before);
    expect(await rowOf(book.id)).toEqual(book);
  });
});

describe('DELETE /api/admin/products/:productId/images/:index', () => {
  it('when an image is removed by its index, then it leaves the lists and all three of its files are deleted', async () => {
    const book = await newBook();
    await upload(book.id, png);
    const { body } = await upload(book.id, await pngImage(500, 700));
    const [first, second] = body.product.image as string[];
    const [firstThumb, secondThumb] = body.product.thumbnails as string[];
    const firstMid = (body.product.imageVariants as { url: string }[][])[0]![1]!.url;
    expect(existsSync(fileOf(t, firstMid))).toBe(true);

    const res = await admin.agent.delete(`/api/admin/products/${book.id}/images/0`);
    expect(res.status).toBe(200);
    adminProductSavedResponseSchema.parse(res.body);
    expect(res.body).toMatchObject({ message: 'Image removed', product: { image: [second], thumbnails: [secondThumb] } });
    expect(existsSync(fileOf(t, first!))).toBe(false);
    expect(existsSync(fileOf(t, firstThumb!))).toBe(false);
    expect(existsSync(fileOf(t, firstMid))).toBe(false);
    expect(existsSync(fileOf(t, second!))).toBe(true);
    expect(existsSync(fileOf(t, secondThumb!))).toBe(true);
    expect((await rowOf(book.id)).imageKeys).toHaveLength(3);
  });

  it('when the image was not uploaded here, then it leaves the lists and no file is touched', async () => {
    // files of the same names lie in the upload folder (as seeded covers would): none may go or change
    const covers = path.join(t.config.uploadsDir, 'covers');
    await mkdir(covers, { recursive: true });
    await writeFile(path.join(covers, 'seeded.svg'), '<svg id="seeded"/>');
    await writeFile(path.join(covers, 'other.svg'), '<svg id="other"/>');
    const before = await uploadFolder();
    expect(before).toEqual(expect.arrayContaining([['covers/other.svg', '<svg id="other"/>'], ['covers/seeded.svg', '<svg id="seeded"/>']]));
    const book = await insertProduct(t.db, { images: ['/uploads/covers/seeded.svg', '/uploads/covers/other.svg'] });
    const res = await admin.agent.delete(`/api/admin/products/${book.id}/images/1`);
    expect(res.status).toBe(200);
    expect(res.body.product).toMatchObject({ image: ['/uploads/covers/seeded.svg'], thumbnails: ['/uploads/covers/seeded.svg'] });
    expect(await uploadFolder()).toEqual(before);
  });

  it.each(['1', '8', 'first'])("when there is no image at index %s, then 'Image not found' and nothing changes", async (index) => {
    const book = await insertProduct(t.db, { images: ['/uploads/covers/only.svg'] });
    const res = await admin.agent.delete(`/api/admin/products/${book.id}/images/${index}`);
    expect(res.status).toBe(index === '1' ? 404 : 400);
    expect(res.body).toEqual({ success: false, code: index === '1' ? 'NOT_FOUND' : 'VALIDATION', message: 'Image not found', requestId: expect.any(String) });
    expect(await rowOf(book.id)).toEqual(book);
  });
});
