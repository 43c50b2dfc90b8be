import { eq } from 'drizzle-orm';
import request from 'supertest';
import { paymentProofs } from '../../db/schema';
import { eventsOf, insertOrder, orderRow } from '../../modules/admin-orders/__tests__/admin-test-helpers';
import { shopper } from '../../modules/checkout/__tests__/checkout-helpers';
import { signInAdmin, type SignedIn } from '../../test/auth-helpers';
import { createTestApp, type TestApp } from '../../test/test-app';

// createTestApp: PUBLIC_URL http://localhost:3000, CORS_ORIGIN http://allowed.example
let t: TestApp;
let admin: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signInAdmin(t.app, t.db);
});
afterAll(() => t.close());

const CROSS_ORIGINS = [
  ['another site', 'http://evil.localhost:4000'],
  ['another port of the same host', 'http://localhost:4000'],
  ['a sibling subdomain', 'http://blog.localhost:3000'],
  ['https instead of http', 'https://localhost:3000'],
];

const statusUrl = (orderId: string) => `/api/admin/orders/${orderId}/status`;
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 2)]);

async function expectUntouched(order: Awaited<ReturnType<typeof insertOrder>>) {
  expect(await orderRow(t, order.id)).toMatchObject({ status: 'pending', updatedAt: order.updatedAt });
  expect(await eventsOf(t, order.id)).toHaveLength(1);
}

describe('writes sent by pages of other origins', () => {
  it.each(CROSS_ORIGINS)('when a form on %s auto-posts a cancel of the admin\'s order, then 403 and the order is unchanged', async (_what, origin) => {
    const order = await insertOrder(t);
    const res = await admin.agent.post(statusUrl(order.id)).set('Origin', origin).type('form').send('status=cancelled');
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ success: false, code: 'FORBIDDEN', message: 'This request came from another website and was refused', requestId: expect.any(String) });
    await expectUntouched(order);
  });

  it('when another origin sends a text/plain "simple request" with JSON inside, then 403 and the order is unchanged', async () => {
    const order = await insertOrder(t);
    const res = await admin.agent
      .post(statusUrl(order.id))
      .set('Origin', 'http://evil.localhost:4000')
      .set('Content-Type', 'text/plain')
      .send('{"status":"cancelled"}');
    expect(res.status).toBe(403);
    await expectUntouched(order);
  });

  it('when another origin sends a JSON cancel (as fetch would after a refused preflight), then 403 as well', async () => {
    const order = await insertOrder(t);
    const res = await admin.agent.post(statusUrl(order.id)).set('Origin', 'http://evil.localhost:4000').send({ status: 'cancelled' });
    expect(res.status).toBe(403);
    await expectUntouched(order);
  });

  it.each(['null', 'not a url', 'file://'])('when the Origin header is %j, then the write is refused', async (origin) => {
    const order = await insertOrder(t);
    const res = await admin.agent.post(statusUrl(order.id)).set('Origin', origin).send({ status: 'cancelled' });
    expect(res.status).toBe(403);
    await expectUntouched(order);
  });

  it.each(['cross-site', 'same-site'])('when there is no Origin but Sec-Fetch-Site is %s, then the write is refused', async (site) => {
    const order = await insertOrder(t);
    const res = await admin.agent.post(statusUrl(order.id)).set('Sec-Fetch-Site', site).send({ status: 'cancelled' });
    expect(res.status).toBe(403);
    await expectUntouched(order);
  });

  it('when another origin sends a PUT, then it is refused too', async () => {
    const order = await insertOrder(t);
    const res = await admin.agent
      .put(`/api/admin/orders/${order.id}/shipping`)
      .set('Origin', 'http://evil.localhost:4000')
      .send({ shippingMethod: 'tcs', trackingId: 'T1' });
    expect(res.status).toBe(403);
    expect(await orderRow(t, order.id)).toMatchObject({ shippingMethod: null, trackingId: null });
  });

  it('when another origin sends a DELETE of the account, then it is refused and the session lives on', async () => {
    const res = await admin.agent.delete('/api/auth/delete-account').set('Origin', 'http://evil.localhost:4000').send({ password: admin.user.password });
    expect(res.status).toBe(403);
    expect((await admin.agent.get('/api/admin/orders')).status).toBe(200);
  });

  it('when another origin posts a payment proof to the path without /api, then 403 and nothing is stored', async () => {
    const who = await shopper(t);
    const order = await insertOrder(t, { userId: who.id, paymentMethod: 'online' });
    const post = (path: string) =>
      request(t.app).post(path).set('Cookie', who.cookie).field('orderId', order.id).attach('proof', JPEG, { filename: 'proof.jpg', contentType: 'image/jpeg' });
    expect((await post('/checkout/upload-proof').set('Origin', 'http://evil.localhost:4000')).status).toBe(403);
    expect((await post('/api/checkout/upload-proof').set('Origin', 'http://evil.localhost:4000')).status).toBe(403);
    expect(await t.db.select().from(paymentProofs).where(eq(paymentProofs.orderId, order.id))).toHaveLength(0);
    // the same upload from the store itself goes through, so the refusals above are the origin check's
    expect((await post('/checkout/upload-proof').set('Origin', 'http://localhost:3000')).status).toBe(200);
    expect(await t.db.select().from(paymentProofs).where(eq(paymentProofs.orderId, order.id))).toHaveLength(1);
  });
});

describe('writes from the store itself and from other clients', () => {
  const cancel = (orderId: string) => admin.agent.post(statusUrl(orderId)).send({ status: 'cancelled' });

  it('when the Origin is PUBLIC_URL\'s, then the write goes through', async () => {
    const order = await insertOrder(t);
    const res = await cancel(order.id).set('Origin', 'http://localhost:3000');
    expect(res.status).toBe(200);
    expect((await orderRow(t, order.id)).status).toBe('cancelled');
  });

  it('when the Origin is the address the request was sent to (a LAN address, 127.0.0.1), then the write goes through', async () => {
    const order = await insertOrder(t);
    const res = await cancel(order.id).set('Host', '192.168.1.20:3100').set('Origin', 'http://192.168.1.20:3100');
    expect(res.status).toBe(200);
    const other = await insertOrder(t);
    const spoofed = await cancel(other.id).set('Host', '192.168.1.20:3100').set('Origin', 'http://192.168.1.20:4000');
    expect(spoofed.status).toBe(403);
  });

  it('when the Origin is listed in CORS_ORIGIN, then the write goes through', async () => {
    const order = await insertOrder(t);
    const res = await cancel(order.id).set('Origin', 'http://allowed.example');
    expect(res.status).toBe(200);
    expect(res.headers['access-control-allow-origin']).toBe('http://allowed.example');
  });

  it.each([
    ['no Origin and no Sec-Fetch-Site (curl, servers, apps)', {}],
    ['no Origin and Sec-Fetch-Site same-origin', { 'Sec-Fetch-Site': 'same-origin' }],
    ['no Origin and Sec-Fetch-Site none (typed by the user)', { 'Sec-Fetch-Site': 'none' }],
  ])('when a write comes with %s, then it goes through', async (_what, headers) => {
    const order = await insertOrder(t);
    const res = await cancel(order.id).set(headers);
    expect(res.status).toBe(200);
  });

  it('when a page of another origin reads (GET), then it is answered as before', async () => {
    const order = await insertOrder(t);
    const res = await admin.agent.get(`/api/admin/orders/${order.id}`).set('Origin', 'http://evil.localhost:4000');
    expect(res.status).toBe(200);
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('when the store runs behind a trusted proxy, then the forwarded address counts as its own origin', async () => {
    const proxied = await createTestApp({ trustProxy: true, publicUrl: 'http://localhost:3000' });
    try {
      const res = await request(proxied.app)
        .post('/api/auth/logout')
        .set('X-Forwarded-Proto', 'https')
        .set('X-Forwarded-Host', 'shop.example.pk')
        .set('Origin', 'https://shop.example.pk');
      expect(res.status).toBe(200);
      const other = await request(proxied.app).post('/api/auth/logout').set('X-Forwarded-Host', 'shop.example.pk').set('Origin', 'https://evil.example.pk');
      expect(other.status).toBe(403);
    } finally {
      await proxied.close();
    }
  });
});

describe('body types', () => {
  it.each([
    ['application/x-www-form-urlencoded', 'status=cancelled'],
    ['text/plain', '{"status":"cancelled"}'],
    ['application/xml', '<status>cancelled</status>'],
  ])('when a same-origin write carries a %s body, then 415 with a message and the order is unchanged', async (type, body) => {
    const order = await insertOrder(t);
    const res = await admin.agent.post(statusUrl(order.id)).set('Origin', 'http://localhost:3000').set('Content-Type', type).send(body);
    expect(res.status).toBe(415);
    expect(res.body).toEqual({ success: false, code: 'UNSUPPORTED_MEDIA_TYPE', message: 'Send the request body as JSON or multipart/form-data', requestId: expect.any(String) });
    await expectUntouched(order);
  });

  it.each(['application/json; charset=utf-8', 'application/merge-patch+json'])('when the body is %s, then it is read as JSON', async (type) => {
    const order = await insertOrder(t);
    const res = await admin.agent.post(statusUrl(order.id)).set('Content-Type', type).send('{"status":"cancelled"}');
    expect(res.status).toBe(200);
    expect((await orderRow(t, order.id)).status).toBe('cancelled');
  });

  it('when a write has no body at all (logout), then it goes through', async () => {
    const res = await request(t.app).post('/api/auth/logout').set('Origin', 'http://localhost:3000');
    expect(res.status).toBe(200);
    const empty = await request(t.app).post('/api/auth/logout').set('Content-Type', 'text/plain').set('Content-Length', '0');
    expect(empty.status).toBe(200);
  });
});
