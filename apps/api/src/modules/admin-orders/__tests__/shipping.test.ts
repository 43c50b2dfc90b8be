import { storeDate } from '@bookstore/contracts';
import { eq } from 'drizzle-orm';
import request from 'supertest';
import { orders } from '../../../db/schema';
import { signInAdmin, type SignedIn } from '../../../test/auth-helpers';
import { insertProduct } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { checkout, shopper } from '../../checkout/__tests__/checkout-helpers';
import { eventsOf, insertOrder, orderRow } from './admin-test-helpers';

let t: TestApp;
let admin: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signInAdmin(t.app, t.db);
});
afterAll(() => t.close());

const DAY_MS = 24 * 60 * 60 * 1000;
const today = () => storeDate();
const inDays = (days: number) => storeDate(new Date(Date.now() + days * DAY_MS));

const saveShipping = (orderId: string, body: unknown) => admin.agent.put(`/api/admin/orders/${orderId}/shipping`).send(body as object);

describe('PUT /api/admin/orders/:orderId/shipping', () => {
  it("when courier, tracking id and delivery date are saved, then the customer's orders show them and the tracking link", async () => {
    const who = await shopper(t);
    const book = await insertProduct(t.db, { stockQuantity: 1 });
    const placed = await checkout(t, who, [{ productId: book.id, quantity: 1 }]);
    const orderId = placed.body.order.id as string;
    await t.db.update(orders).set({ status: 'shipped' }).where(eq(orders.id, orderId));
    const delivery = inDays(3);

    const res = await saveShipping(orderId, { shippingMethod: 'leopard', trackingId: ' LP123456 ', estimatedDelivery: delivery });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      success: true,
      message: 'Shipping details saved',
      order: {
        shippingMethod: 'leopard',
        trackingId: 'LP123456',
        estimatedDelivery: delivery,
        trackingUrl: 'https://www.leopardscourier.com/tracking',
        status: 'shipped',
      },
    });
    expect(res.body.order.events.at(-1)).toMatchObject({
      actor: { id: admin.user.id },
      fromStatus: null,
      toStatus: null,
      note: `Courier: Leopard Courier, tracking ID: LP123456, estimated delivery: ${delivery}`,
    });

    const mine = await request(t.app).get('/api/orders/get').set('Cookie', who.cookie);
    expect(mine.body.orders[0]).toMatchObject({ id: orderId, shippingMethod: 'leopard', trackingId: 'LP123456', estimatedDelivery: delivery });

    await t.settled();
    expect(t.mailer.sent.some((m) => m.subject.startsWith('Kitab Ghar: tracking details for order'))).toBe(true);
    const mail = t.mailer.sent.find((m) => m.subject.startsWith('Kitab Ghar: tracking details'))!;
    expect(mail.to).toBe('bilal@example.com');
    expect(mail.text).toContain('Courier: Leopard Courier. Tracking ID: LP123456');
    expect(mail.text).toContain('https://www.leopardscourier.com/tracking');
  });

  it('when the courier is "other", then there is no tracking link and the mail tells the customer to contact support', async () => {
    const order = await insertOrder(t, { status: 'processing', email: 'other@example.com' });
    const res = await saveShipping(order.id, { shippingMethod: 'other', trackingId: 'ABC-1' });
    expect(res.body.order).toMatchObject({ shippingMethod: 'other', trackingId: 'ABC-1', trackingUrl: null, estimatedDelivery: null });
    await t.settled();
    expect(t.mailer.sent.some((m) => m.to === 'other@example.com')).toBe(true);
    expect(t.mailer.sent.find((m) => m.to === 'other@example.com')!.text).toMatch(/contact our support/i);
  });

  it('when a tracking id comes without a courier, then 400 and nothing is saved', async () => {
    const order = await insertOrder(t, { status: 'confirmed' });
    const res = await saveShipping(order.id, { shippingMethod: '', trackingId: 'TCS1' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ success: false, code: 'VALIDATION', message: 'Choose a courier for this tracking ID.', requestId: expect.any(String) });
    expect(await orderRow(t, order.id)).toMatchObject({ shippingMethod: null, trackingId: null });
  });

  it('when the estimated delivery is before today, then 400; today itself is fine', async () => {
    const order = await insertOrder(t, { status: 'confirmed' });
    const past = await saveShipping(order.id, { shippingMethod: 'tcs', trackingId: 'T1', estimatedDelivery: inDays(-1) });
    expect(past.status).toBe(400);
    expect(past.body.message).toBe('The estimated delivery cannot be in the past.');
    expect((await orderRow(t, order.id)).shippingMethod).toBeNull();
    const ok = await saveShipping(order.id, { shippingMethod: 'tcs', trackingId: 'T1', estimatedDelivery: today() });
    expect(ok.status).toBe(200);
  });

  it('when a date already saved has passed, then the tracking id can still be corrected without changing it', async () => {
    const order = await insertOrder(t, { status: 'shipped', shippingMethod: 'tcs', trackingId: 'OLD' });
    const old = inDays(-2);
    await t.db.update(orders).set({ estimatedDelivery: old }).where(eq(orders.id, order.id));
    const res = await saveShipping(order.id, { shippingMethod: 'tcs', trackingId: 'NEW', estimatedDelivery: old });
    expect(res.status).toBe(200);
    expect(res.body.order).toMatchObject({ trackingId: 'NEW', estimatedDelivery: old });
  });

  it('when the date, the courier or the tracking id is malformed, then 400 with a clear message', async () => {
    const order = await insertOrder(t, { status: 'confirmed' });
    const cases: [unknown, string][] = [
      [{ shippingMethod: 'tcs', trackingId: 'A', estimatedDelivery: '2030-02-30' }, 'Enter the date as YYYY-MM-DD.'],
      [{ shippingMethod: 'tcs', trackingId: 'A', estimatedDelivery: '12/01/2030' }, 'Enter the date as YYYY-MM-DD.'],
      [{ shippingMethod: 'dhl', trackingId: 'A' }, 'Invalid request'],
      [{ shippingMethod: 'tcs', trackingId: 'A'.repeat(101) }, 'The tracking ID must not exceed 100 characters.'],
    ];
    for (const [body, message] of cases) {
      const res = await saveShipping(order.id, body);
      expect({ status: res.status, message: res.body.message }).toEqual({ status: 400, message });
    }
  });

  it.each(['pending', 'cancelled', 'refunded'] as const)('when the order is %s, then shipping details are refused with 409', async (status) => {
    const order = await insertOrder(t, { status });
    const res = await saveShipping(order.id, { shippingMethod: 'tcs', trackingId: 'T1' });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(`Shipping details cannot be changed on a ${status} order.`);
  });

  it('when the same details are saved again, then no timeline entry or mail is added', async () => {
    const order = await insertOrder(t, { status: 'shipped', email: 'same@example.com' });
    const body = { shippingMethod: 'trax', trackingId: 'TX1', estimatedDelivery: inDays(2) };
    await saveShipping(order.id, body);
    await t.settled();
    expect(t.mailer.sent.some((m) => m.to === 'same@example.com')).toBe(true);
    const mails = t.mailer.sent.length;
    const events = (await eventsOf(t, order.id)).length;
    const again = await saveShipping(order.id, body);
    expect(again.status).toBe(200);
    expect(again.body.message).toBe('Shipping details saved');
    await t.settled();
    expect(t.mailer.sent.length).toBe(mails);
    expect(await eventsOf(t, order.id)).toHaveLength(events);
  });

  it('when the details are cleared, then the order has no courier or tracking id again', async () => {
    const order = await insertOrder(t, { status: 'shipped', shippingMethod: 'tcs', trackingId: 'T9' });
    const res = await saveShipping(order.id, { shippingMethod: null, trackingId: '', estimatedDelivery: null });
    expect(res.status).toBe(200);
    expect(res.body.order).toMatchObject({ shippingMethod: null, trackingId: null, trackingUrl: null });
  });
});
