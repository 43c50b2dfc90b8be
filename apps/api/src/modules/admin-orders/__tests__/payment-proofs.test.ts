import { formatOrderNumber } from '@bookstore/contracts';
import { eq } from 'drizzle-orm';
import request from 'supertest';
import { paymentProofs } from '../../../db/schema';
import { signInAdmin, type SignedIn } from '../../../test/auth-helpers';
import { insertProduct } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { checkout, shopper } from '../../checkout/__tests__/checkout-helpers';
import { eventsOf, insertOrder, orderRow, stockOf } from './admin-test-helpers';

let t: TestApp;
let admin: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signInAdmin(t.app, t.db, { name: 'Sana', lastName: 'Malik' });
});
afterAll(() => t.close());

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]);

const approve = (orderId: string, proofId: string) => admin.agent.post(`/api/admin/orders/${orderId}/proofs/${proofId}/approve`);
const reject = (orderId: string, proofId: string, body: unknown) =>
  admin.agent.post(`/api/admin/orders/${orderId}/proofs/${proofId}/reject`).send(body as object);
const proofRow = async (id: string) => (await t.db.select().from(paymentProofs).where(eq(paymentProofs.id, id)))[0]!;

describe('approving a payment proof', () => {
  it('when the shopper paid online and sent a screenshot, then approving confirms the order, verifies the payment and the shopper sees it', async () => {
    const who = await shopper(t);
    const book = await insertProduct(t.db, { stockQuantity: 2 });
    const placed = await checkout(t, who, [{ productId: book.id, quantity: 1 }], { paymentMethod: 'online', onlinePaymentOption: 'EasyPaisa' });
    const orderId = placed.body.order.id as string;
    const upload = await request(t.app)
      .post('/api/checkout/upload-proof')
      .set('Cookie', who.cookie)
      .field('orderId', orderId)
      .attach('proof', PNG, { filename: 'receipt.png', contentType: 'image/png' });
    expect(upload.status).toBe(200);

    const detail = await admin.agent.get(`/api/admin/orders/${orderId}`);
    expect(detail.body.order).toMatchObject({ status: 'pending', paymentStatus: 'pending_review', proofWaiting: true });
    const proof = detail.body.order.proofs[0];
    expect(proof).toMatchObject({ status: 'pending', url: `/api/admin/orders/${orderId}/proofs/${proof.id}/image`, reviewedBy: null });

    const res = await approve(orderId, proof.id);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      success: true,
      message: 'Payment proof approved',
      order: { status: 'confirmed', paymentStatus: 'verified', proofWaiting: false, allowedStatuses: ['processing', 'cancelled'] },
    });
    expect(res.body.order.proofs[0]).toMatchObject({
      status: 'approved',
      reviewedBy: { id: admin.user.id, name: 'Sana Malik' },
      reviewedAt: expect.any(String),
    });
    expect(res.body.order.events.at(-1)).toMatchObject({
      actor: { id: admin.user.id },
      fromStatus: 'pending',
      toStatus: 'confirmed',
      note: 'Payment proof approved',
    });
    // the steps before were the customer's own: placing the order, sending the proof
    expect(res.body.order.events.map((e: { note: string }) => e.note)).toEqual(['Order placed', 'Payment proof uploaded', 'Payment proof approved']);

    const mine = await request(t.app).get('/api/orders/get').set('Cookie', who.cookie);
    expect(mine.body.orders[0]).toMatchObject({ id: orderId, status: 'confirmed', paymentStatus: 'verified' });
    await t.settled();
    expect(t.mailer.sent.some((m) => m.to === 'bilal@example.com' && m.subject.includes('payment verified'))).toBe(true);
    const mail = t.mailer.sent.find((m) => m.subject.includes('payment verified'))!;
    expect(mail.subject).toBe(`Kitab Ghar: payment verified for order ${placed.body.order.orderNumber}`);
    expect(mail.text).toContain(`We have verified your payment for order ${placed.body.order.orderNumber}.`);
    expect(mail.text).toContain('has been confirmed.');
  });

  it('when the order was already confirmed by hand, then approving verifies the payment and keeps the status', async () => {
    const order = await insertOrder(t, { status: 'processing', paymentMethod: 'online', withProof: true });
    const res = await approve(order.id, order.proofId!);
    expect(res.status).toBe(200);
    expect(res.body.order).toMatchObject({ status: 'processing', paymentStatus: 'verified' });
    expect(res.body.order.events.at(-1)).toMatchObject({ fromStatus: null, toStatus: null, note: 'Payment proof approved' });
  });

  it('when the proof was already reviewed, then 409 and nothing changes', async () => {
    const order = await insertOrder(t, { paymentMethod: 'online', withProof: true });
    expect((await approve(order.id, order.proofId!)).status).toBe(200);
    const again = await approve(order.id, order.proofId!);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('This payment proof has already been reviewed.');
    expect((await reject(order.id, order.proofId!, { reason: 'Wrong amount' })).status).toBe(409);
    expect((await orderRow(t, order.id)).status).toBe('confirmed');
  });

  it('when the order was cancelled meanwhile, then its proof can no longer be reviewed', async () => {
    const order = await insertOrder(t, { status: 'cancelled', paymentMethod: 'online', withProof: true });
    const res = await approve(order.id, order.proofId!);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('This order is closed; its payment proof can no longer be reviewed.');
    expect((await proofRow(order.proofId!)).status).toBe('pending');
  });

  it("when the proof belongs to another order or does not exist, then 404 'Payment proof not found'", async () => {
    const one = await insertOrder(t, { paymentMethod: 'online', withProof: true });
    const other = await insertOrder(t, { paymentMethod: 'online', withProof: true });
    for (const proofId of [other.proofId!, '0b6f5d2e-0000-4000-8000-000000000000', 'x']) {
      const res = await approve(one.id, proofId);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ success: false, code: 'NOT_FOUND', message: 'Payment proof not found', requestId: expect.any(String) });
    }
    expect((await proofRow(other.proofId!)).status).toBe('pending');
  });
});

describe('rejecting a payment proof', () => {
  it('when rejected with a reason, then the order is cancelled, restocked, the payment rejected and the customer told why', async () => {
    const product = await insertProduct(t.db, { stockQuantity: 1 });
    const order = await insertOrder(t, {
      paymentMethod: 'online',
      withProof: true,
      email: 'hina@example.com',
      lines: [{ product, quantity: 3 }],
    });
    const res = await reject(order.id, order.proofId!, { reason: '  The amount does not match the order total.  ' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      message: 'Payment proof rejected',
      order: { status: 'cancelled', paymentStatus: 'rejected', proofWaiting: false, allowedStatuses: [] },
    });
    expect(res.body.order.proofs[0]).toMatchObject({
      status: 'rejected',
      rejectReason: 'The amount does not match the order total.',
      reviewedBy: { id: admin.user.id },
    });
    expect(res.body.order.events.at(-1)).toMatchObject({
      actor: { id: admin.user.id },
      fromStatus: 'pending',
      toStatus: 'cancelled',
      note: 'Payment proof rejected: The amount does not match the order total.',
    });
    expect(await stockOf(t, product.id)).toBe(4);

    await t.settled();
    expect(t.mailer.sent.some((m) => m.to === 'hina@example.com')).toBe(true);
    const mail = t.mailer.sent.find((m) => m.to === 'hina@example.com')!;
    expect(mail.subject).toBe(`Kitab Ghar: order ${formatOrderNumber(order.orderNumber)} has been cancelled`);
    expect(mail.text).toContain('Reason: The amount does not match the order total.');
    expect(mail.text).toContain('refunded within 3 business days');
  });

  it('when the reason is missing, too short or too long, then 400 and nothing changes', async () => {
    const order = await insertOrder(t, { paymentMethod: 'online', withProof: true });
    const before = t.mailer.sent.length;
    for (const body of [{}, { reason: ' no ' }, { reason: 'x'.repeat(301) }, { reason: 42 }]) {
      const res = await reject(order.id, order.proofId!, body);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('Please give a reason of 3 to 300 characters.');
    }
    expect(await orderRow(t, order.id)).toMatchObject({ status: 'pending', paymentStatus: 'pending_review' });
    expect((await proofRow(order.proofId!)).status).toBe('pending');
    expect(await eventsOf(t, order.id)).toHaveLength(1);
    await t.settled();
    expect(t.mailer.sent.length).toBe(before);
  });

  it('when the order is already being processed, then rejecting (which cancels) is refused with 409', async () => {
    const order = await insertOrder(t, { status: 'processing', paymentMethod: 'online', withProof: true });
    const res = await reject(order.id, order.proofId!, { reason: 'Wrong account' });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('This order cannot move from processing to cancelled.');
    expect((await proofRow(order.proofId!)).status).toBe('pending');
  });
});
