import { formatOrderNumber, ORDER_STATUS_TRANSITIONS, ORDER_STATUSES, type OrderStatus } from '@bookstore/contracts';
import { eq } from 'drizzle-orm';
import request from 'supertest';
import { products } from '../../../db/schema';
import { insertProduct } from '../../../test/factories';
import { signInAdmin, type SignedIn } from '../../../test/auth-helpers';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { checkout, shopper } from '../../checkout/__tests__/checkout-helpers';
import { eventsOf, insertOrder, orderRow, stockOf } from './admin-test-helpers';

let t: TestApp;
let admin: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signInAdmin(t.app, t.db, { name: 'Sana' });
});
afterAll(() => t.close());

const setStatus = (orderId: string, status: string, note?: string) =>
  admin.agent.post(`/api/admin/orders/${orderId}/status`).send(note === undefined ? { status } : { status, note });

const LEGAL = ORDER_STATUSES.flatMap((from) => ORDER_STATUS_TRANSITIONS[from].map((to) => [from, to] as [OrderStatus, OrderStatus]));

describe('POST /api/admin/orders/:orderId/status', () => {
  it.each(LEGAL)('when an order moves %s -> %s (a move of the table), then it is saved with a timeline entry', async (from, to) => {
    const order = await insertOrder(t, { status: from });
    const res = await setStatus(order.id, to, 'Checked by phone');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, message: 'Order status updated', order: { id: order.id, status: to } });
    expect(res.body.order.allowedStatuses).toEqual(ORDER_STATUS_TRANSITIONS[to]);
    expect((await orderRow(t, order.id)).status).toBe(to);
    const last = res.body.order.events.at(-1);
    expect(last).toMatchObject({ actor: { id: admin.user.id, name: 'Sana Khan' }, fromStatus: from, toStatus: to, note: 'Checked by phone' });
  });

  const ILLEGAL: [OrderStatus, OrderStatus][] = [
    ['pending', 'shipped'],
    ['pending', 'delivered'],
    ['pending', 'pending'],
    ['confirmed', 'pending'],
    ['processing', 'cancelled'],
    ['shipped', 'pending'],
    ['delivered', 'cancelled'],
    ['cancelled', 'confirmed'],
    ['cancelled', 'pending'],
    ['refunded', 'delivered'],
    ['partially_refunded', 'refunded'],
  ];
  it.each(ILLEGAL)('when an order would move %s -> %s (not in the table), then 409 and nothing changes', async (from, to) => {
    const product = await insertProduct(t.db, { stockQuantity: 3 });
    const order = await insertOrder(t, { status: from, lines: [{ product, quantity: 2 }] });
    const before = t.mailer.sent.length;
    const res = await setStatus(order.id, to);
    expect(res.status).toBe(409);
    expect(res.body).toEqual({
      success: false, code: 'CONFLICT', requestId: expect.any(String),
      message: from === to ? `This order is already ${from.replace(/_/g, ' ')}.` : `This order cannot move from ${from.replace(/_/g, ' ')} to ${to.replace(/_/g, ' ')}.`,
    });
    expect(await orderRow(t, order.id)).toMatchObject({ status: from, updatedAt: order.updatedAt });
    expect(await eventsOf(t, order.id)).toHaveLength(1);
    expect(await stockOf(t, product.id)).toBe(3);
    await t.settled();
    expect(t.mailer.sent.length).toBe(before);
  });

  it('when a placed order is cancelled, then every line goes back on its book and a removed book is skipped', async () => {
    const who = await shopper(t);
    const first = await insertProduct(t.db, { stockQuantity: 5 });
    const second = await insertProduct(t.db, { stockQuantity: 2 });
    const placed = await checkout(t, who, [
      { productId: first.id, quantity: 3 },
      { productId: second.id, quantity: 2, format: 'Paperback' },
    ]);
    expect(placed.status).toBe(200);
    const orderId = placed.body.order.id as string;
    expect([await stockOf(t, first.id), await stockOf(t, second.id)]).toEqual([2, 0]);
    const gone = await insertProduct(t.db, { stockQuantity: 1 });
    const withGoneLine = await insertOrder(t, { lines: [{ product: gone, quantity: 1 }] });
    await t.db.delete(products).where(eq(products.id, gone.id));

    expect((await setStatus(orderId, 'cancelled')).status).toBe(200);
    expect([await stockOf(t, first.id), await stockOf(t, second.id)]).toEqual([5, 2]);
    const res = await setStatus(withGoneLine.id, 'cancelled');
    expect(res.status).toBe(200);
    expect(res.body.order.items[0]).toMatchObject({ productId: null });
  });

  it('when a confirmed order is cancelled, then its stock comes back once even if cancelled twice at the same time', async () => {
    const product = await insertProduct(t.db, { stockQuantity: 0 });
    const order = await insertOrder(t, { status: 'confirmed', lines: [{ product, quantity: 4 }] });
    const results = await Promise.all([setStatus(order.id, 'cancelled'), setStatus(order.id, 'cancelled')]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await stockOf(t, product.id)).toBe(4);
  });

  it('when an unpaid online order is cancelled, then it no longer waits for a payment', async () => {
    const order = await insertOrder(t, { paymentMethod: 'online' });
    const res = await setStatus(order.id, 'cancelled');
    expect(res.body.order).toMatchObject({ status: 'cancelled', paymentStatus: 'not_required' });
  });

  it('when the status changes, then the customer is mailed the status message with the KG- order number', async () => {
    const order = await insertOrder(t, { status: 'processing', email: 'amna@example.com', firstName: 'Amna' });
    await setStatus(order.id, 'ready_for_shipment');
    const short = formatOrderNumber(order.orderNumber);
    await t.settled();
    expect(t.mailer.sent.some((m) => m.to === 'amna@example.com')).toBe(true);
    const mail = t.mailer.sent.find((m) => m.to === 'amna@example.com')!;
    expect(mail.subject).toBe(`Kitab Ghar: order ${short} is ready for shipment`);
    expect(mail.text).toContain(`Your order ${short} is ready for shipment.`);
    expect(mail.text).toContain('Hello Amna,');
  });

  it('when a shipped order has a tracking id, then the mail names the courier and its tracking link', async () => {
    const order = await insertOrder(t, { status: 'ready_for_shipment', email: 'zara@example.com', shippingMethod: 'tcs', trackingId: 'TCS-998877' });
    await setStatus(order.id, 'shipped');
    await t.settled();
    expect(t.mailer.sent.some((m) => m.to === 'zara@example.com')).toBe(true);
    const mail = t.mailer.sent.find((m) => m.to === 'zara@example.com')!;
    expect(mail.text).toContain('has been shipped.');
    expect(mail.text).toContain('Courier: TCS. Tracking ID: TCS-998877');
    expect(mail.text).toContain('Track your parcel at https://www.tcsexpress.com/track/TCS-998877');
  });

  it('when a verified online order is cancelled, then the mail promises the refund', async () => {
    const order = await insertOrder(t, { status: 'confirmed', paymentMethod: 'online', paymentStatus: 'verified', email: 'paid@example.com' });
    await setStatus(order.id, 'cancelled');
    await t.settled();
    expect(t.mailer.sent.some((m) => m.to === 'paid@example.com')).toBe(true);
    expect(t.mailer.sent.find((m) => m.to === 'paid@example.com')!.text).toContain('refunded within 3 business days');
  });

  it('when the mailer fails, then the change still stands and the admin gets the answer', async () => {
    const failing = await createTestApp({}, { mailer: { send: () => Promise.reject(new Error('SMTP down')) } });
    try {
      const boss = await signInAdmin(failing.app, failing.db);
      const order = await insertOrder(failing);
      const res = await boss.agent.post(`/api/admin/orders/${order.id}/status`).send({ status: 'confirmed' });
      expect(res.status).toBe(200);
      expect((await orderRow(failing, order.id)).status).toBe('confirmed');
    } finally {
      await failing.close();
    }
  });

  it('when the body is not a known status or the note is too long, then 400 with a clear message', async () => {
    const order = await insertOrder(t);
    expect((await setStatus(order.id, 'lost')).body).toEqual({ success: false, code: 'VALIDATION', message: 'Invalid request', requestId: expect.any(String) });
    const long = await setStatus(order.id, 'confirmed', 'x'.repeat(501));
    expect(long.status).toBe(400);
    expect(long.body.message).toBe('The note must not exceed 500 characters.');
  });

  it('when the order does not exist or the id is not a uuid, then 404 Order not found', async () => {
    for (const id of ['0b6f5d2e-0000-4000-8000-000000000000', 'nope']) {
      const res = await setStatus(id, 'confirmed');
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ success: false, code: 'NOT_FOUND', message: 'Order not found', requestId: expect.any(String) });
    }
  });

  it('when a customer (not an admin) tries, then 403 and the order is unchanged', async () => {
    const order = await insertOrder(t);
    const who = await shopper(t);
    const res = await request(t.app).post(`/api/admin/orders/${order.id}/status`).set('Cookie', who.cookie).send({ status: 'confirmed' });
    expect(res.status).toBe(403);
    expect((await orderRow(t, order.id)).status).toBe('pending');
  });
});
