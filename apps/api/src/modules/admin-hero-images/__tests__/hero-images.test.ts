import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import {
  ADMIN_HERO_MESSAGES as M,
  HERO_IMAGE_MAX_BYTES,
  adminHeroImageSavedResponseSchema,
  adminHeroImagesListResponseSchema,
  heroImagesResponseSchema,
} from '@bookstore/contracts';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import request from 'supertest';
import { heroImages } from '../../../db/schema';
import type { Storage } from '../../../lib/storage/storage';
import { signInAdmin, type SignedIn } from '../../../test/auth-helpers';
import { insertHeroImage } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createAdminHeroImagesService } from '../admin-hero-images.service';
import { brokenPng, fileOf, imageInfo, oversizedPng, pngImage } from '../../admin-products/__tests__/test-images';

let t: TestApp;
let admin: SignedIn;
let png: Buffer;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signInAdmin(t.app, t.db);
  png = await pngImage(2400, 900);
});
afterAll(() => t.close());

beforeEach(async () => {
  await t.db.delete(heroImages);
});

const storedBanners = async () => {
  const dir = path.join(t.config.uploadsDir, 'hero');
  return existsSync(dir) ? (await readdir(dir)).sort() : [];
};
const create = (fields: Record<string, string>, file: Buffer | null = png, filename = 'banner.png') => {
  const req = admin.agent.post('/api/admin/hero-images');
  for (const [name, value] of Object.entries(fields)) req.field(name, value);
  return file ? req.attach('image', file, { filename, contentType: 'image/png' }) : req;
};
const storefront = async () => {
  const res = await request(t.app).get('/api/hero/');
  heroImagesResponseSchema.parse(res.body);
  return res.body.data.map((banner: { altText: string }) => banner.altText);
};
const adminList = async () => {
  const res = await admin.agent.get('/api/admin/hero-images');
  adminHeroImagesListResponseSchema.parse(res.body);
  return res.body.heroImages as { id: string; altText: string; isActive: boolean }[];
};

describe('POST /api/admin/hero-images', () => {
  it('when a banner is uploaded with its fields, then 201, it is stored as WebP 1600 wide and the home page shows it', async () => {
    const res = await create({ altText: 'Eid sale', sortOrder: '2', isActive: 'true' });
    expect(res.status).toBe(201);
    adminHeroImageSavedResponseSchema.parse(res.body);
    expect(res.body).toMatchObject({
      message: 'Banner added',
      heroImage: { altText: 'Eid sale', sortOrder: 2, isActive: true, imageUrl: expect.stringMatching(/^\/uploads\/hero\/.+\.webp$/) },
    });
    expect(await imageInfo(t, res.body.heroImage.imageUrl)).toEqual({ format: 'webp', width: 1600, height: 600, exif: false });
    const [row] = await t.db.select().from(heroImages).where(eq(heroImages.id, res.body.heroImage.id));
    expect(row!.storageKey).toBe(res.body.heroImage.imageUrl.replace('/uploads/', ''));
    expect(await storefront()).toEqual(['Eid sale']);
  });

  it('when only the file is sent, then the banner is active at position 0 without alt text', async () => {
    const res = await create({});
    expect(res.status).toBe(201);
    expect(res.body.heroImage).toMatchObject({ altText: '', sortOrder: 0, isActive: true });
  });

  it.each([
    ['no file', {}, null, 'banner.png', M.imageRequired],
    ['a text file named .png', {}, Buffer.from('not an image at all'), 'banner.png', M.imageType],
    ['a file over 4 MB', {}, oversizedPng(HERO_IMAGE_MAX_BYTES), 'banner.png', M.imageTooLarge],
    ['an undecodable file with PNG magic bytes', {}, brokenPng(), 'banner.png', M.imageUnreadable],
    ['a position of 1000', { sortOrder: '1000' }, 'png', 'banner.png', M.sortOrder],
    ['a position that is not a number', { sortOrder: 'first' }, 'png', 'banner.png', M.sortOrder],
    ['alt text over 200 characters', { altText: 'x'.repeat(201) }, 'png', 'banner.png', M.altText],
    ['an active flag that is not true or false', { isActive: 'yes' }, 'png', 'banner.png', 'Invalid request'],
  ])('when %s is sent, then 400 with its message and nothing is saved', async (_label, fields, file, filename, message) => {
    const before = await storedBanners();
    const res = await create(fields, file === 'png' ? png : (file as Buffer | null), filename);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ success: false, code: 'VALIDATION', message, requestId: expect.any(String) });
    expect(await t.db.$count(heroImages)).toBe(0);
    expect(await storedBanners()).toEqual(before);
  });
});

describe('a banner whose row cannot be written', () => {
  it('when the database fails after the file was stored, then the file is removed again', async () => {
    const before = await storedBanners();
    const failingDb = new Proxy(t.db, {
      get: (target, prop) => (prop === 'insert' ? () => ({ values: () => ({ returning: () => Promise.reject(new Error('database went away')) }) }) : Reflect.get(target, prop)),
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
    const service = createAdminHeroImagesService({ db: failingDb, storage, logger: pino({ level: 'silent' }), clock: () => new Date() });
    await expect(service.create({ altText: '', sortOrder: 0, isActive: true }, { data: png })).rejects.toThrow('database went away');
    expect(stored).toHaveLength(1);
    expect(await storedBanners()).toEqual(before);
  });
});

describe('GET /api/admin/hero-images and the home page', () => {
  it('when banners exist, then the back office lists all of them and the home page only the active ones, in the same order', async () => {
    const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000);
    await insertHeroImage(t.db, { altText: 'Third', sortOrder: 3 });
    await insertHeroImage(t.db, { altText: 'First', sortOrder: 1 });
    await insertHeroImage(t.db, { altText: 'Off', sortOrder: 0, isActive: false });
    await insertHeroImage(t.db, { altText: 'Second, older', sortOrder: 2, createdAt: minutesAgo(10) });
    await insertHeroImage(t.db, { altText: 'Second, newer', sortOrder: 2, createdAt: minutesAgo(1) });

    const listed = await adminList();
    expect(listed.map((b) => b.altText)).toEqual(['Off', 'First', 'Second, newer', 'Second, older', 'Third']);
    expect(listed[0]).toMatchObject({ isActive: false, sortOrder: 0 });
    expect(await storefront()).toEqual(['First', 'Second, newer', 'Second, older', 'Third']);
  });

  it('when there is no banner, then both lists are empty', async () => {
    expect(await adminList()).toEqual([]);
    expect(await storefront()).toEqual([]);
  });
});

describe('PATCH /api/admin/hero-images/:heroImageId', () => {
  it('when a banner is moved, switched off or re-described, then only those fields change and the home page follows', async () => {
    const a = await insertHeroImage(t.db, { altText: 'A', sortOrder: 1 });
    const b = await insertHeroImage(t.db, { altText: 'B', sortOrder: 2 });
    const moved = await admin.agent.patch(`/api/admin/hero-images/${b.id}`).send({ sortOrder: 0 });
    expect(moved.status).toBe(200);
    adminHeroImageSavedResponseSchema.parse(moved.body);
    expect(moved.body).toMatchObject({ message: 'Banner saved', heroImage: { id: b.id, altText: 'B', sortOrder: 0, isActive: true } });
    expect(await storefront()).toEqual(['B', 'A']);

    const off = await admin.agent.patch(`/api/admin/hero-images/${b.id}`).send({ isActive: false, altText: 'B, resting' });
    expect(off.body.heroImage).toMatchObject({ altText: 'B, resting', sortOrder: 0, isActive: false, imageUrl: b.imageUrl });
    expect(await storefront()).toEqual(['A']);
    const [untouched] = await t.db.select().from(heroImages).where(eq(heroImages.id, a.id));
    expect(untouched).toEqual(a);
  });

  it.each([
    ['nothing to change', {}, 'Invalid request'],
    ['a negative position', { sortOrder: -1 }, M.sortOrder],
    ['alt text over 200 characters', { altText: 'x'.repeat(201) }, M.altText],
    ['an active flag that is not a boolean', { isActive: 'maybe' }, 'Invalid request'],
  ])('when %s is sent, then 400 with its message and nothing changes', async (_label, body, message) => {
    const banner = await insertHeroImage(t.db, { altText: 'Kept', sortOrder: 4 });
    const res = await admin.agent.patch(`/api/admin/hero-images/${banner.id}`).send(body);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ success: false, code: 'VALIDATION', message, requestId: expect.any(String) });
    expect((await t.db.select().from(heroImages))[0]).toEqual(banner);
  });

  it.each(['0b6f5d2e-0000-4000-8000-000000000000', 'nope'])("when the banner %s does not exist, then 404 'Banner not found'", async (id) => {
    const res = await admin.agent.patch(`/api/admin/hero-images/${id}`).send({ sortOrder: 1 });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ success: false, code: 'NOT_FOUND', message: 'Banner not found', requestId: expect.any(String) });
  });
});

describe('DELETE /api/admin/hero-images/:heroImageId', () => {
  it('when an uploaded banner is deleted, then its row and its file go and the home page drops it', async () => {
    const { body } = await create({ altText: 'Gone soon' });
    const file = fileOf(t, body.heroImage.imageUrl);
    expect(existsSync(file)).toBe(true);
    const res = await admin.agent.delete(`/api/admin/hero-images/${body.heroImage.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, message: 'Banner deleted' });
    expect(await t.db.$count(heroImages)).toBe(0);
    expect(existsSync(file)).toBe(false);
    expect(await storefront()).toEqual([]);
  });

  it('when a banner without a stored file is deleted, then only its row goes', async () => {
    const banner = await insertHeroImage(t.db);
    const res = await admin.agent.delete(`/api/admin/hero-images/${banner.id}`);
    expect(res.status).toBe(200);
    expect(await t.db.$count(heroImages)).toBe(0);
  });

  it("when the banner does not exist, then 404 'Banner not found'", async () => {
    const res = await admin.agent.delete('/api/admin/hero-images/0b6f5d2e-0000-4000-8000-000000000000');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ success: false, code: 'NOT_FOUND', message: 'Banner not found', requestId: expect.any(String) });
  });
});
