import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import request from 'supertest';
import { orderEvents, orders, paymentProofs } from '../../../db/schema';
import { insertProduct } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { checkout, shopper, type Shopper } from './checkout-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]);
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 2)]);
const PHP = Buffer.from('<?php system($_GET["c"]); ?>');

/** Proofs are private: DATA_DIR/private/proofs, beside (never under) the public uploads. */
const proofsDir = () => path.join(t.config.dataDir, 'private', 'proofs');
const storedFiles = () => (existsSync(proofsDir()) ? readdirSync(proofsDir()).length : 0);

async function placeOrder(who: Shopper, paymentMethod: 'online' | 'cod' = 'online'): Promise<string> {
  const book = await insertProduct(t.db, { stockQuantity: 1 });
  const extra = paymentMethod === 'online' ? { paymentMethod, onlinePaymentOption: 'JazzCash' } : { paymentMethod };
  const res = await checkout(t, who, [{ productId: book.id, quantity: 1 }], extra);
  return res.body.order.id as string;
}

const upload = (who: Shopper | null, fields: { orderId?: string; file?: Buffer; name?: string }, url = '/api/checkout/upload-proof') => {
  const req = request(t.app).post(url);
  if (who) req.set('Cookie', who.cookie);
  if (fields.orderId !== undefined) req.field('orderId', fields.orderId);
  if (fields.file) req.attach('proof', fields.file, { filename: fields.name ?? 'proof.png', contentType: 'image/png' });
  return req;
};

const orderRow = async (id: string) => (await t.db.select().from(orders).where(eq(orders.id, id)))[0]!;

describe('POST /api/checkout/upload-proof', () => {
  it('when the owner sends a PNG named .jpg, then it is stored privately under a random name and the payment awaits review', async () => {
    const who = await shopper(t);
    const orderId = await placeOrder(who);
    const before = t.mailer.sent.length;
    const res = await upload(who, { orderId, file: PNG, name: 'receipt.jpg' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, message: 'Payment proof uploaded successfully' });
    expect((await orderRow(orderId)).paymentStatus).toBe('pending_review');
    const [proof] = await t.db.select().from(paymentProofs).where(eq(paymentProofs.orderId, orderId));
    expect(proof).toMatchObject({ status: 'pending', storageKey: expect.stringMatching(/^proofs\/[0-9a-f-]{36}\.png$/) });
    expect(proof!.fileUrl).toBeNull();
    expect(existsSync(path.join(t.config.dataDir, 'private', proof!.storageKey))).toBe(true);
    expect(existsSync(path.join(t.config.uploadsDir, proof!.storageKey))).toBe(false);
    expect((await orderRow(orderId)).proofUploads).toBe(1);
    const notes = (await t.db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId))).map((e) => e.note);
    expect(notes).toContain('Payment proof uploaded');
    await t.settled();
    expect(t.mailer.sent.slice(before).some((m) => m.to === t.config.storeEmail && m.subject.includes('Payment proof'))).toBe(true);
    const toStore = t.mailer.sent.slice(before).find((m) => m.to === t.config.storeEmail);
    expect(toStore?.text).toContain(`/admin/orders/${orderId}`);
  });

  it('when sent to the path without /api, then it works the same', async () => {
    const who = await shopper(t);
    const orderId = await placeOrder(who);
    const res = await upload(who, { orderId, file: JPEG, name: 'proof.jpeg' }, '/checkout/upload-proof');
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Payment proof uploaded successfully');
    expect((await orderRow(orderId)).paymentStatus).toBe('pending_review');
  });

  it("when another customer sends a proof for someone else's order, then 404 and the order is untouched", async () => {
    const owner = await shopper(t);
    const stranger = await shopper(t);
    const orderId = await placeOrder(owner);
    const files = storedFiles();
    const res = await upload(stranger, { orderId, file: PNG });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ success: false, code: 'NOT_FOUND', message: 'Order not found', requestId: expect.any(String) });
    expect((await orderRow(orderId)).paymentStatus).toBe('awaiting_proof');
    expect(await t.db.select().from(paymentProofs).where(eq(paymentProofs.orderId, orderId))).toEqual([]);
    expect(storedFiles()).toBe(files);
  });

  it('when the order id is unknown or malformed, then 404 "Order not found"', async () => {
    const who = await shopper(t);
    for (const orderId of ['00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      const res = await upload(who, { orderId, file: PNG });
      expect(res.status).toBe(404);
      expect(res.body.message).toBe('Order not found');
    }
  });

  it('when the order is paid on delivery, then the proof is refused', async () => {
    const who = await shopper(t);
    const orderId = await placeOrder(who, 'cod');
    const res = await upload(who, { orderId, file: PNG });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('This order does not take a payment proof');
    expect((await orderRow(orderId)).paymentStatus).toBe('not_required');
  });

  it('when the order id or the file is missing, then "Order ID and proof file are required"', async () => {
    const who = await shopper(t);
    const orderId = await placeOrder(who);
    for (const fields of [{ orderId }, { file: PNG }, {}]) {
      const res = await upload(who, fields);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ success: false, code: 'VALIDATION', message: 'Order ID and proof file are required', requestId: expect.any(String) });
    }
  });

  it('when a PHP script is renamed .png, then it is refused by its content and nothing is stored', async () => {
    const who = await shopper(t);
    const orderId = await placeOrder(who);
    const files = storedFiles();
    const res = await upload(who, { orderId, file: PHP, name: 'shell.png' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Please upload an image (jpeg, jpg, png, or webp)');
    expect(storedFiles()).toBe(files);
    expect((await orderRow(orderId)).paymentStatus).toBe('awaiting_proof');
  });

  it('when the image is larger than 250 KB, then "File size must be less than 250KB"', async () => {
    const who = await shopper(t);
    const orderId = await placeOrder(who);
    const big = Buffer.concat([PNG, Buffer.alloc(250 * 1024, 0)]);
    const res = await upload(who, { orderId, file: big });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('File size must be less than 250KB');
    expect((await orderRow(orderId)).paymentStatus).toBe('awaiting_proof');
  });

  it('when nobody is signed in, then 401', async () => {
    const who = await shopper(t);
    const orderId = await placeOrder(who);
    const res = await upload(null, { orderId, file: PNG });
    expect(res.status).toBe(401);
  });
});
