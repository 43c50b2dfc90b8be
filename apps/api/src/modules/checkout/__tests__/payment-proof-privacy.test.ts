import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import request, { type Response } from 'supertest';
import { signInAdmin, type SignedIn } from '../../../test/auth-helpers';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { shopper, type Shopper } from './checkout-helpers';
import { JPEG, placeOnlineOrder, PNG, proofsOf, uploadProof } from './proof-helpers';

let t: TestApp;
let admin: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signInAdmin(t.app, t.db);
});
afterAll(() => t.close());

/** supertest keeps an image answer's bytes in `body` as a Buffer when told to. */
const asBytes = (req: request.Test) => req.buffer(true).parse((res, done) => {
  const chunks: Buffer[] = [];
  res.on('data', (chunk: Buffer) => chunks.push(chunk));
  res.on('end', () => done(null, Buffer.concat(chunks)));
});

const ownerPath = (orderId: string) => `/api/orders/${orderId}/payment-proof`;
const adminPath = (orderId: string, proofId: string) => `/api/admin/orders/${orderId}/proofs/${proofId}/image`;

/** An order of `owner` with `file` as its proof; returns the order and proof ids and the storage key. */
async function orderWithProof(owner: Shopper, file = PNG) {
  const orderId = await placeOnlineOrder(t, owner);
  expect((await uploadProof(t, owner, orderId, file)).status).toBe(200);
  const [proof] = await proofsOf(t, orderId);
  return { orderId, proofId: proof!.id, storageKey: proof!.storageKey };
}

function expectPrivateImage(res: Response, contentType: string, bytes: Buffer) {
  expect(res.status).toBe(200);
  expect(res.headers['content-type']).toBe(contentType);
  expect(res.headers['cache-control']).toBe('private, no-store');
  expect(res.headers['x-content-type-options']).toBe('nosniff');
  expect(res.headers['content-security-policy']).toContain("default-src 'none'");
  expect(res.headers['content-security-policy']).toContain('sandbox');
  expect(res.headers['content-disposition']).toMatch(/^inline; filename="payment-proof-KG-\d{5,7}\.(png|jpg)"$/);
  expect(res.body).toEqual(bytes);
}

describe("GET /api/orders/:orderId/payment-proof (the order's owner)", () => {
  it('when the owner asks, then the current screenshot comes back as a private image', async () => {
    const owner = await shopper(t);
    const { orderId } = await orderWithProof(owner, PNG);
    expectPrivateImage(await asBytes(request(t.app).get(ownerPath(orderId)).set('Cookie', owner.cookie)), 'image/png', PNG);

    // a replacement becomes the current proof
    expect((await uploadProof(t, owner, orderId, JPEG)).status).toBe(200);
    expectPrivateImage(await asBytes(request(t.app).get(ownerPath(orderId)).set('Cookie', owner.cookie)), 'image/jpeg', JPEG);
  });

  it("when another shopper asks, then 404 'Order not found', as for an order that does not exist", async () => {
    const owner = await shopper(t);
    const stranger = await shopper(t);
    const { orderId } = await orderWithProof(owner);
    for (const id of [orderId, '00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      const res = await request(t.app).get(ownerPath(id)).set('Cookie', stranger.cookie);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ success: false, code: 'NOT_FOUND', message: 'Order not found', requestId: expect.any(String) });
    }
  });

  it('when nobody is signed in, then 401 and no image', async () => {
    const owner = await shopper(t);
    const { orderId } = await orderWithProof(owner);
    const res = await request(t.app).get(ownerPath(orderId));
    expect(res.status).toBe(401);
    expect(res.headers['content-type']).toMatch(/json/);
  });

  it("when the owner's order has no proof yet, then 404 'Payment proof not found'", async () => {
    const owner = await shopper(t);
    const orderId = await placeOnlineOrder(t, owner);
    const res = await request(t.app).get(ownerPath(orderId)).set('Cookie', owner.cookie);
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ success: false, code: 'NOT_FOUND', message: 'Payment proof not found', requestId: expect.any(String) });
  });
});

describe('GET /api/admin/orders/:orderId/proofs/:proofId/image (admins)', () => {
  it("when an admin opens the order, then the proof's url is this route and it serves the screenshot", async () => {
    const owner = await shopper(t);
    const { orderId, proofId } = await orderWithProof(owner, JPEG);
    const detail = await admin.agent.get(`/api/admin/orders/${orderId}`);
    expect(detail.body.order.proofs).toEqual([expect.objectContaining({ id: proofId, url: adminPath(orderId, proofId) })]);
    expectPrivateImage(await asBytes(admin.agent.get(detail.body.order.proofs[0].url)), 'image/jpeg', JPEG);
  });

  it('when a shopper, even the owner, or nobody asks, then 403 or 401', async () => {
    const owner = await shopper(t);
    const { orderId, proofId } = await orderWithProof(owner);
    expect((await request(t.app).get(adminPath(orderId, proofId)).set('Cookie', owner.cookie)).status).toBe(403);
    expect((await request(t.app).get(adminPath(orderId, proofId))).status).toBe(401);
  });

  it("when the proof is not one of that order's, then 404 'Payment proof not found'", async () => {
    const one = await orderWithProof(await shopper(t));
    const two = await orderWithProof(await shopper(t));
    for (const [orderId, proofId] of [
      [one.orderId, two.proofId],
      ['00000000-0000-4000-8000-000000000000', one.proofId],
      [one.orderId, 'x'],
    ]) {
      const res = await admin.agent.get(adminPath(orderId!, proofId!));
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ success: false, code: 'NOT_FOUND', message: 'Payment proof not found', requestId: expect.any(String) });
    }
  });

  it('when a replaced proof is asked for, then 404: only the current one is kept', async () => {
    const owner = await shopper(t);
    const { orderId, proofId } = await orderWithProof(owner);
    await uploadProof(t, owner, orderId, JPEG);
    expect((await admin.agent.get(adminPath(orderId, proofId))).status).toBe(404);
  });
});

describe('no public address for proofs', () => {
  it('when a screenshot lies in uploads/proofs (as older versions stored it), then /uploads/proofs/... answers 404 in every spelling', async () => {
    await mkdir(path.join(t.config.uploadsDir, 'proofs'), { recursive: true });
    await writeFile(path.join(t.config.uploadsDir, 'proofs', 'legacy.png'), PNG);
    await mkdir(path.join(t.config.uploadsDir, 'covers'), { recursive: true });
    await writeFile(path.join(t.config.uploadsDir, 'covers', 'cover.png'), PNG);

    for (const url of ['/uploads/proofs/legacy.png', '/uploads/%70roofs/legacy.png', '/uploads/PROOFS/legacy.png', '/uploads//proofs/legacy.png', '/uploads/covers/../proofs/legacy.png', '/uploads/covers/%2e%2e/proofs/legacy.png']) {
      const res = await request(t.app).get(url);
      expect({ url, status: res.status }).toEqual({ url, status: 404 });
      expect(res.body).not.toEqual(PNG);
    }
    // the other uploads are still public
    expect((await request(t.app).get('/uploads/covers/cover.png')).status).toBe(200);
  });

  it("when a proof is uploaded, then neither the public uploads folder nor any JSON answer holds or names its file", async () => {
    const owner = await shopper(t);
    const orderId = await placeOnlineOrder(t, owner);
    const upload = await uploadProof(t, owner, orderId);
    const [proof] = await proofsOf(t, orderId);
    const fileName = path.basename(proof!.storageKey);

    expect((await request(t.app).get(`/uploads/${proof!.storageKey}`)).status).toBe(404);
    const answers = [
      upload.body,
      (await request(t.app).get('/api/orders/get').set('Cookie', owner.cookie)).body,
      (await admin.agent.get(`/api/admin/orders/${orderId}`)).body,
      (await admin.agent.get('/api/admin/orders?proof=waiting')).body,
    ];
    for (const body of answers) {
      const text = JSON.stringify(body);
      expect(text).not.toContain(fileName);
      expect(text).not.toContain('/uploads/proofs');
      expect(text).not.toContain('storageKey');
      expect(text).not.toContain('fileUrl');
    }
  });
});
