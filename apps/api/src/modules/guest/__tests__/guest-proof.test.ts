import { MESSAGES } from '@bookstore/contracts';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import request from 'supertest';
import { paymentProofs } from '../../../db/schema';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { orderRow, placeGuestOrder, PNG } from './guest-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const proofFiles = () => {
  const dir = path.join(t.config.dataDir, 'private', 'proofs');
  return existsSync(dir) ? readdirSync(dir) : [];
};
const proofsOf = (orderId: string) => t.db.select().from(paymentProofs).where(eq(paymentProofs.orderId, orderId));
const upload = (orderId: string, guestEmail: string) =>
  request(t.app)
    .post('/api/checkout/guest-upload-proof')
    .field('orderId', orderId)
    .field('guestEmail', guestEmail)
    .attach('proof', PNG, { filename: 'receipt.png', contentType: 'image/png' });

const online = { paymentMethod: 'online', onlinePaymentOption: 'JazzCash' };

describe('guest payment proof: POST /api/checkout/guest-upload-proof', () => {
  it('when a guest sends a screenshot for an online order with its e-mail, then it is stored privately, the payment goes to review and the shop is told once', async () => {
    const placed = await placeGuestOrder(t, online);
    const res = await upload(placed.id, placed.email.toUpperCase());
    await t.settled();

    expect(res.status).toBe(200);
    expect(res.body.message).toBe(MESSAGES.checkout.proofUploaded);
    expect(await proofsOf(placed.id)).toHaveLength(1);
    expect(await orderRow(t, placed.id)).toMatchObject({ paymentStatus: 'pending_review', proofUploads: 1 });
    const shopMails = t.mailer.sent.filter((m) => m.to === t.config.storeEmail && m.subject.includes('Payment proof') && m.text.includes(placed.id));
    expect(shopMails).toHaveLength(1);
  });

  it('when the e-mail is not the order\'s, then the answer is the guest 404 and no file, row or change is left', async () => {
    const placed = await placeGuestOrder(t, online);
    const filesBefore = proofFiles();
    const res = await upload(placed.id, 'someone-else@example.com');

    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ code: 'NOT_FOUND', message: MESSAGES.guest.notFound });
    expect(proofFiles()).toEqual(filesBefore);
    expect(await proofsOf(placed.id)).toHaveLength(0);
    expect(await orderRow(t, placed.id)).toMatchObject({ paymentStatus: 'awaiting_proof', proofUploads: 0 });
  });

  it('when the guest order is cash on delivery, then the proof is refused like a customer\'s', async () => {
    const placed = await placeGuestOrder(t);
    const res = await upload(placed.id, placed.email);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(MESSAGES.checkout.proofNotAccepted);
  });
});
