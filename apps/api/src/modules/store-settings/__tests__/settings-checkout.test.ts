import { STORE_SETTINGS_MESSAGES as M } from '@bookstore/contracts';
import { eq } from 'drizzle-orm';
import request from 'supertest';
import { orders } from '../../../db/schema';
import { signInAdmin, type SignedIn } from '../../../test/auth-helpers';
import { insertProduct } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { checkout, ordersCountOf, shopper, stockOf, type Shopper } from '../../checkout/__tests__/checkout-helpers';
import { guestCreate, guestForm } from '../../guest/__tests__/guest-helpers';
import { changed, saveOrFail, startSettings } from './settings-helpers';

let t: TestApp;
let admin: SignedIn;
let who: Shopper;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signInAdmin(t.app, t.db);
  who = await shopper(t);
});
afterAll(() => t.close());

beforeEach(async () => {
  await saveOrFail(admin, startSettings(t));
});

const book = (pricePaisa = 1000_00) => insertProduct(t.db, { pricePaisa, stockQuantity: 50, sizes: [] });
const calculate = (productId: string, quantity = 1) => request(t.app).post('/api/checkout/calculate').send({ items: [{ productId, quantity }] });
const totalsOfOrder = async (id: string) => {
  const [row] = await t.db.select().from(orders).where(eq(orders.id, id));
  return { subtotal: row!.subtotalPaisa, tax: row!.taxPaisa, shipping: row!.shippingFeePaisa, total: row!.totalPaisa };
};
const myOrders = async () => (await request(t.app).get('/api/orders/get').set('Cookie', who.cookie)).body.orders as { _id?: string; id?: string; taxes: number; shippingFee: number; totalPrice: number }[];

describe('checkout totals follow the money rules', () => {
  it('when nothing was changed, then 2 % tax and Rs. 99 shipping (the spec)', async () => {
    const b = await book();
    expect((await calculate(b.id, 2)).body).toMatchObject({ subtotal: 2000, taxes: 40, shippingFee: 99, total: 2139 });
  });

  it('when the owner sets 5 % tax and a Rs. 150 fee, then calculate and new orders charge them', async () => {
    await saveOrFail(admin, changed(t, (s) => Object.assign(s.money, { taxRatePercent: 5, shippingFee: 150 })));
    const b = await book();
    expect((await calculate(b.id, 2)).body).toMatchObject({ subtotal: 2000, taxes: 100, shippingFee: 150, total: 2250 });
    const res = await checkout(t, who, [{ productId: b.id, quantity: 2 }]);
    expect(res.status).toBe(200);
    expect(await totalsOfOrder(res.body.order.id)).toEqual({ subtotal: 2000_00, tax: 100_00, shipping: 150_00, total: 2250_00 });
  });

  it('when free shipping starts at Rs. 2,000, then an order at the threshold ships free and one below pays the fee', async () => {
    await saveOrFail(admin, changed(t, (s) => void (s.money.freeShippingThreshold = 2000)));
    const b = await book();
    expect((await calculate(b.id, 2)).body).toMatchObject({ subtotal: 2000, shippingFee: 0, total: 2040 });
    const cheap = await book(1999_99);
    expect((await calculate(cheap.id, 1)).body).toMatchObject({ subtotal: 1999.99, shippingFee: 99 });
  });

  it('when the rules change after an order, then the old order keeps its totals and only the new one follows', async () => {
    const b = await book();
    const before = await checkout(t, who, [{ productId: b.id, quantity: 1 }]);
    expect(before.status).toBe(200);
    const oldTotals = await totalsOfOrder(before.body.order.id);
    expect(oldTotals).toEqual({ subtotal: 1000_00, tax: 20_00, shipping: 99_00, total: 1119_00 });

    await saveOrFail(admin, changed(t, (s) => Object.assign(s.money, { taxRatePercent: 10, shippingFee: 250 })));
    const after = await checkout(t, who, [{ productId: b.id, quantity: 1 }]);

    expect(await totalsOfOrder(before.body.order.id)).toEqual(oldTotals);
    expect(await totalsOfOrder(after.body.order.id)).toEqual({ subtotal: 1000_00, tax: 100_00, shipping: 250_00, total: 1350_00 });
    const listed = await myOrders();
    const byId = (id: string) => listed.find((o) => (o._id ?? o.id) === id);
    expect(byId(before.body.order.id)).toMatchObject({ taxes: 20, shippingFee: 99, totalPrice: 1119 });
    expect(byId(after.body.order.id)).toMatchObject({ taxes: 100, shippingFee: 250, totalPrice: 1350 });
  });

  it('when a guest orders after a change, then the guest order follows the new rules too', async () => {
    await saveOrFail(admin, changed(t, (s) => Object.assign(s.money, { taxRatePercent: 0, shippingFee: 0 })));
    const b = await book();
    const res = await guestCreate(t, { ...guestForm(), items: [{ productId: b.id, quantity: 1 }] });
    expect(res.status).toBe(200);
    expect(await totalsOfOrder(res.body.order.id)).toEqual({ subtotal: 1000_00, tax: 0, shipping: 0, total: 1000_00 });
  });
});

describe('a payment method switched off', () => {
  it('when Cash on Delivery is off, then a customer checkout with it is refused with its message, no order and no stock taken', async () => {
    await saveOrFail(admin, changed(t, (s) => void (s.payments.cashOnDelivery.enabled = false)));
    const b = await book();
    const count = await ordersCountOf(t, who.id);
    const res = await checkout(t, who, [{ productId: b.id, quantity: 1 }], { paymentMethod: 'cod' });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, code: 'VALIDATION', message: M.codUnavailable });
    expect(await ordersCountOf(t, who.id)).toBe(count);
    expect(await stockOf(t, b.id)).toBe(50);
  });

  it('when JazzCash is off, then paying with JazzCash is refused while EasyPaisa still works', async () => {
    await saveOrFail(admin, changed(t, (s) => void (s.payments.jazzCash.enabled = false)));
    const b = await book();
    const refused = await checkout(t, who, [{ productId: b.id, quantity: 1 }], { paymentMethod: 'online', onlinePaymentOption: 'JazzCash' });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(M.jazzCashUnavailable);
    const taken = await checkout(t, who, [{ productId: b.id, quantity: 1 }], { paymentMethod: 'online', onlinePaymentOption: 'EasyPaisa' });
    expect(taken.status).toBe(200);
  });

  it('when bank transfer is off, then a guest paying by bank transfer is refused with its message', async () => {
    await saveOrFail(admin, changed(t, (s) => void (s.payments.bankTransfer.enabled = false)));
    const b = await book();
    const res = await guestCreate(t, { ...guestForm(), items: [{ productId: b.id, quantity: 1 }], paymentMethod: 'online', onlinePaymentOption: 'BankTransfer' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(M.bankTransferUnavailable);
  });

  it('when Cash on Delivery is off, then a guest order without a method (cod by default) is refused', async () => {
    await saveOrFail(admin, changed(t, (s) => void (s.payments.cashOnDelivery.enabled = false)));
    const b = await book();
    const res = await guestCreate(t, { ...guestForm(), items: [{ productId: b.id, quantity: 1 }] });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(M.codUnavailable);
  });

  it('when a retry of an order placed before the switch-off arrives, then it answers the same order', async () => {
    const b = await book();
    const first = await checkout(t, who, [{ productId: b.id, quantity: 1 }], {}, 'settings-replay-key');
    expect(first.status).toBe(200);
    await saveOrFail(admin, changed(t, (s) => void (s.payments.cashOnDelivery.enabled = false)));
    const retry = await checkout(t, who, [{ productId: b.id, quantity: 1 }], {}, 'settings-replay-key');
    expect(retry.status).toBe(200);
    expect(retry.body.order.id).toBe(first.body.order.id);
  });
});

describe('the notification address', () => {
  it('when the owner changes it, then the next new-order mail for the shop goes there', async () => {
    await saveOrFail(admin, changed(t, (s) => void (s.notifications.orderEmail = 'owner@kitabghar.example')));
    const b = await book();
    const res = await checkout(t, who, [{ productId: b.id, quantity: 1 }]);
    expect(res.status).toBe(200);
    await t.settled();
    const recipients = (t.mailer as unknown as { sent: { to: string }[] }).sent.map((mail) => mail.to);
    expect(recipients).toContain('owner@kitabghar.example');
    expect(recipients.slice(-2)).not.toContain('orders@test.local');
  });
});
