import { formatOrderNumber, ordersListResponseSchema, trackedOrderResponseSchema } from '@bookstore/contracts';
import request from 'supertest';
import { signInAdmin, type SignedIn } from '../../../test/auth-helpers';
import { insertProduct } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { insertOrder } from '../../admin-orders/__tests__/admin-test-helpers';
import { checkout, shopper, type Shopper } from '../../checkout/__tests__/checkout-helpers';
import { placeGuestOrder } from '../../guest/__tests__/guest-helpers';

let t: TestApp;
let admin: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signInAdmin(t.app, t.db);
});
afterAll(() => t.close());

const sequenceOf = (orderNumber: string) => Number(/^KG-(\d{5,7})$/.exec(orderNumber)?.[1]);
const myOrders = async (who: Shopper) => {
  const res = await request(t.app).get('/api/orders/get').set('Cookie', who.cookie);
  ordersListResponseSchema.parse(res.body);
  return res.body.orders as { id: string; orderNumber: string; paymentStatus: string; paymentRejectReason: string | null }[];
};

describe('order numbers', () => {
  it('when a customer places orders, then each answer carries the next KG- number, and the list, the admin list and the admin detail show the same one', async () => {
    const who = await shopper(t);
    const book = await insertProduct(t.db, { stockQuantity: 10 });
    const first = await checkout(t, who, [{ productId: book.id, quantity: 1 }]);
    const second = await checkout(t, who, [{ productId: book.id, quantity: 1 }]);
    const [a, b] = [first.body.order, second.body.order] as { id: string; orderNumber: string }[];
    expect(a!.orderNumber).toMatch(/^KG-\d{5}$/);
    expect(a!.orderNumber.length).toBeLessThanOrEqual(10);
    expect(sequenceOf(b!.orderNumber)).toBe(sequenceOf(a!.orderNumber) + 1);

    const mine = await myOrders(who);
    expect(mine.map((o) => [o.id, o.orderNumber])).toEqual([
      [b!.id, b!.orderNumber],
      [a!.id, a!.orderNumber],
    ]);
    const adminList = await admin.agent.get('/api/admin/orders').query({ search: a!.orderNumber });
    expect(adminList.body.orders.map((o: { id: string; orderNumber: string }) => [o.id, o.orderNumber])).toEqual([[a!.id, a!.orderNumber]]);
    const detail = await admin.agent.get(`/api/admin/orders/${a!.id}`);
    expect(detail.body.order.orderNumber).toBe(a!.orderNumber);
  });

  it('when the same checkout is replayed with its idempotency key, then the answer is the same order with the same number', async () => {
    const who = await shopper(t);
    const book = await insertProduct(t.db, { stockQuantity: 5 });
    const key = 'f3b0c8e2-5a1d-4c6e-9b7f-2d4e6a8c0b1f';
    const once = await checkout(t, who, [{ productId: book.id, quantity: 1 }], {}, key);
    const twice = await checkout(t, who, [{ productId: book.id, quantity: 1 }], {}, key);
    expect(twice.body.order).toEqual(once.body.order);
  });

  it('when 12 shoppers order at the same moment, then every order gets its own number and the numbers run on without a gap', async () => {
    const book = await insertProduct(t.db, { stockQuantity: 100 });
    const shoppers = await Promise.all(Array.from({ length: 12 }, () => shopper(t)));
    const results = await Promise.all(shoppers.map((who) => checkout(t, who, [{ productId: book.id, quantity: 1 }])));
    expect(results.map((r) => r.status)).toEqual(Array<number>(12).fill(200));
    const numbers = results.map((r) => sequenceOf(r.body.order.orderNumber as string)).sort((x, y) => x - y);
    expect(new Set(numbers).size).toBe(12);
    expect(numbers.at(-1)! - numbers[0]!).toBe(11);
  });

  it('when a guest orders, then the answer, the private status page and the look-up by number all carry the same KG- number', async () => {
    const placed = await placeGuestOrder(t);
    expect(placed.orderNumber).toMatch(/^KG-\d{5}$/);
    const page = await request(t.app).get(`/api/orders/track/${placed.trackingToken}`);
    trackedOrderResponseSchema.parse(page.body);
    expect(page.body.order.orderNumber).toBe(placed.orderNumber);
    for (const typed of [placed.orderNumber, placed.orderNumber.toLowerCase(), `#${placed.orderNumber}`, String(sequenceOf(placed.orderNumber))]) {
      const found = await request(t.app).post('/api/orders/track').send({ orderNumber: typed, contact: placed.email });
      expect({ typed, status: found.status, id: found.body.order?.id }).toEqual({ typed, status: 200, id: placed.id });
    }
    const older = await request(t.app).post('/api/orders/track').send({ orderNumber: placed.id.slice(0, 8).toUpperCase(), contact: placed.email });
    expect(older.body.order?.orderNumber).toBe(placed.orderNumber);
  });

  it("when someone tries another order's number, junk or a huge number, then the answer is the same 404 and nothing leaks", async () => {
    const placed = await placeGuestOrder(t);
    const other = await insertOrder(t, { email: 'someone@example.com' });
    const notFound = 'We could not find an order with these details';
    for (const orderNumber of [formatOrderNumber(other.orderNumber), 'KG-99999']) {
      const res = await request(t.app).post('/api/orders/track').send({ orderNumber, contact: placed.email });
      expect({ status: res.status, message: res.body.message }).toEqual({ status: 404, message: notFound });
    }
    // not even shaped like a number: refused before any look-up, with the same words
    for (const orderNumber of ["KG-'; drop table orders;--", `KG-${'9'.repeat(500)}`, 'x'.repeat(20_000)]) {
      const res = await request(t.app).post('/api/orders/track').send({ orderNumber, contact: placed.email });
      expect({ status: res.status, message: res.body.message }).toEqual({ status: 400, message: notFound });
    }
  });

  it('when the shop rejects a payment proof, then the shopper\'s order says rejected with the reason, and other orders carry no reason', async () => {
    const who = await shopper(t);
    const rejected = await insertOrder(t, { userId: who.id, paymentMethod: 'online', withProof: true });
    const other = await insertOrder(t, { userId: who.id, paymentMethod: 'online', withProof: true });
    const res = await admin.agent.post(`/api/admin/orders/${rejected.id}/proofs/${rejected.proofId}/reject`).send({ reason: 'The amount does not match.' });
    expect(res.status).toBe(200);

    const mine = await myOrders(who);
    expect(mine.find((o) => o.id === rejected.id)).toMatchObject({ paymentStatus: 'rejected', paymentRejectReason: 'The amount does not match.' });
    expect(mine.find((o) => o.id === other.id)).toMatchObject({ paymentStatus: 'pending_review', paymentRejectReason: null });
  });
});
