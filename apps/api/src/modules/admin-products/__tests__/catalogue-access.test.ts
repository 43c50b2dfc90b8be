import { existsSync } from 'node:fs';
import { adminHeroImagesRoutes, adminProductsRoutes, buildPath, type Endpoint } from '@bookstore/contracts';
import { eq } from 'drizzle-orm';
import request from 'supertest';
import { heroImages, products } from '../../../db/schema';
import { signIn, signInAdmin, type SignedIn } from '../../../test/auth-helpers';
import { insertHeroImage, insertProduct } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { pngImage } from './test-images';

let t: TestApp;
let customer: SignedIn;
let admin: SignedIn;
let png: Buffer;
let productId: string;
let heroImageId: string;
beforeAll(async () => {
  t = await createTestApp();
  customer = await signIn(t.app, t.db);
  admin = await signInAdmin(t.app, t.db);
  png = await pngImage(400, 600);
  productId = (await insertProduct(t.db, { name: 'Guarded Book', images: ['/uploads/covers/guarded.svg'] })).id;
  heroImageId = (await insertHeroImage(t.db, { altText: 'Guarded banner' })).id;
});
afterAll(() => t.close());

const endpoints = Object.entries({ products: adminProductsRoutes, heroImages: adminHeroImagesRoutes }).flatMap(([area, routes]) =>
  Object.entries(routes as Record<string, Endpoint>).map(([name, endpoint]) => [`${area}.${name}`, endpoint] as const),
);

const aBook = { name: 'Sneaked In', price: 100, category: 'Urdu Novels', language: 'Urdu', stockQuantity: 1, condition: 'new' };

/** Each route with a real target and a plausible body, so only the role can stop it. */
function call(endpoint: Endpoint, cookie?: string) {
  const path = buildPath(endpoint.path, { productId, heroImageId, index: 0 });
  const agent = request(t.app);
  const req = { GET: agent.get(path), POST: agent.post(path), PUT: agent.put(path), PATCH: agent.patch(path), DELETE: agent.delete(path) }[endpoint.method];
  if (cookie) req.set('Cookie', cookie);
  if (endpoint === adminProductsRoutes.createWithCover) req.field('product', JSON.stringify(aBook));
  if (endpoint.multipart) return req.attach('image', png, { filename: 'cover.png', contentType: 'image/png' });
  return endpoint.method === 'GET' || endpoint.method === 'DELETE' ? req : req.send({ altText: 'x', name: 'A title', price: 1 });
}

async function unchanged() {
  const [book] = await t.db.select().from(products).where(eq(products.id, productId));
  const banners = await t.db.select().from(heroImages);
  expect(book).toMatchObject({ name: 'Guarded Book', images: ['/uploads/covers/guarded.svg'], isActive: true });
  expect(banners).toHaveLength(1);
  expect(banners[0]).toMatchObject({ id: heroImageId, altText: 'Guarded banner' });
  expect(await t.db.$count(products)).toBe(1);
  // no upload was even parsed, let alone stored
  expect(existsSync(t.config.uploadsDir)).toBe(false);
}

describe('every back-office route of the catalogue and the banners', () => {
  it('when listed, then all twelve routes are under /api/admin', () => {
    expect(endpoints).toHaveLength(12);
    for (const [, endpoint] of endpoints) expect(endpoint.path.startsWith('/api/admin/')).toBe(true);
  });

  it.each(endpoints)('when a visitor without a session calls %s, then 401 and nothing changes', async (_id, endpoint) => {
    const res = await call(endpoint);
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ success: false, code: 'UNAUTHENTICATED', message: 'Session expired. Please login again.', requestId: expect.any(String) });
    await unchanged();
  });

  it.each(endpoints)('when a signed-in customer calls %s, then 403 and nothing changes', async (_id, endpoint) => {
    const res = await call(endpoint, customer.cookie);
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ success: false, code: 'FORBIDDEN', message: 'You are not allowed to do that', requestId: expect.any(String) });
    await unchanged();
  });

  it('when an admin calls the reads, then they answer', async () => {
    expect((await call(adminProductsRoutes.list, admin.cookie)).status).toBe(200);
    expect((await call(adminProductsRoutes.detail, admin.cookie)).status).toBe(200);
    expect((await call(adminHeroImagesRoutes.list, admin.cookie)).status).toBe(200);
  });
});
