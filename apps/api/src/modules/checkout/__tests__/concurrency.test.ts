import { eq } from 'drizzle-orm';
import { orderItems, orders } from '../../../db/schema';
import { insertProduct } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { isIdempotencyConflict } from '../checkout.repository';
import { checkout, form, ordersCountOf, sameKeyRace, shopper, stockOf } from './checkout-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const ordersOfBook = async (productId: string) =>
  (await t.db.select({ id: orderItems.orderId }).from(orderItems).where(eq(orderItems.productId, productId))).length;

describe('checkout under concurrency', () => {
  it('when 20 shoppers buy the last copy at once, then exactly one order is placed, stock is 0 and the rest get a clean 409', async () => {
    const book = await insertProduct(t.db, { name: 'Last Copy', stockQuantity: 1, condition: 'used' });
    const shoppers = await Promise.all(Array.from({ length: 20 }, () => shopper(t)));
    const results = await Promise.all(shoppers.map((who) => checkout(t, who, [{ productId: book.id, quantity: 1 }])));
    const statuses = results.map((r) => r.status).sort();
    expect(statuses).toEqual([200, ...Array<number>(19).fill(409)]);
    for (const refused of results.filter((r) => r.status === 409)) {
      expect(refused.body).toMatchObject({ success: false, code: 'CONFLICT', message: "'Last Copy' is out of stock" });
    }
    expect(await stockOf(t, book.id)).toBe(0);
    expect(await ordersOfBook(book.id)).toBe(1);
  });

  it('when many shoppers buy the same two books listed in opposite orders, then all succeed without a deadlock', async () => {
    const a = await insertProduct(t.db, { stockQuantity: 100 });
    const b = await insertProduct(t.db, { stockQuantity: 100 });
    const [lineA, lineB] = [{ productId: a.id, quantity: 1 }, { productId: b.id, quantity: 2 }];
    const shoppers = await Promise.all(Array.from({ length: 12 }, () => shopper(t)));
    const results = await Promise.all(
      shoppers.map((who, i) =>
        checkout(t, who, i % 2 ? [lineA, lineB] : [lineB, lineA]),
      ),
    );
    expect(results.map((r) => r.status)).toEqual(Array<number>(12).fill(200));
    expect(await stockOf(t, a.id)).toBe(100 - 12);
    expect(await stockOf(t, b.id)).toBe(100 - 24);
  });
});

describe('Idempotency-Key', () => {
  it('when the same key is sent twice, even after its order took the last copy, then the second answer is the same order and nothing is taken twice', async () => {
    // the second case is a retry that must name the order, never answer "out of stock"
    for (const [copies, quantity] of [[5, 2], [1, 1]] as const) {
      const who = await shopper(t);
      const book = await insertProduct(t.db, { stockQuantity: copies });
      const before = t.mailer.sent.length;
      const first = await checkout(t, who, [{ productId: book.id, quantity }], {}, `attempt-${copies}`);
      const second = await checkout(t, who, [{ productId: book.id, quantity }], {}, `attempt-${copies}`);
      expect(first.status).toBe(200);
      expect(second.status).toBe(200);
      expect(second.body).toEqual(first.body);
      expect(await ordersCountOf(t, who.id)).toBe(1);
      expect(await stockOf(t, book.id)).toBe(copies - quantity);
      // the replayed request mails nobody: once the background work is done, only the first order's two mails went out
      await t.settled();
      expect(t.mailer.sent.length).toBe(before + 2);
    }
  });

  it('when a double-click sends the same key concurrently, for the last copy or with copies to spare, then one order is placed, one copy taken and all answers name it', async () => {
    for (const copies of [1, 10]) {
      const who = await shopper(t);
      const book = await insertProduct(t.db, { stockQuantity: copies });
      await sameKeyRace(t, who, [{ productId: book.id, quantity: 1 }], `double-click-${copies}`);
      expect(await ordersCountOf(t, who.id)).toBe(1);
      expect(await stockOf(t, book.id)).toBe(copies - 1);
    }
  });

  it('when the key comes in the body instead of the header, then it works the same', async () => {
    const who = await shopper(t);
    const book = await insertProduct(t.db, { stockQuantity: 5 });
    const first = await checkout(t, who, [{ productId: book.id, quantity: 1 }], { idempotencyKey: 'body-key' });
    const second = await checkout(t, who, [{ productId: book.id, quantity: 1 }], { idempotencyKey: 'body-key' });
    expect(second.body.order.id).toBe(first.body.order.id);
    expect(await stockOf(t, book.id)).toBe(4);
  });

  it('when two customers happen to use the same key, then each gets an order of their own', async () => {
    const [one, two] = [await shopper(t), await shopper(t)];
    const book = await insertProduct(t.db, { stockQuantity: 5 });
    const a = await checkout(t, one, [{ productId: book.id, quantity: 1 }], {}, 'shared-key');
    const b = await checkout(t, two, [{ productId: book.id, quantity: 1 }], {}, 'shared-key');
    expect(a.body.order.id).not.toBe(b.body.order.id);
    const [row] = await t.db.select().from(orders).where(eq(orders.id, b.body.order.id));
    expect(row!.userId).toBe(two.id);
  });

  it('when different keys are sent, then each is a new order', async () => {
    const who = await shopper(t);
    const book = await insertProduct(t.db, { stockQuantity: 5 });
    await checkout(t, who, [{ productId: book.id, quantity: 1 }], {}, 'k-1');
    await checkout(t, who, [{ productId: book.id, quantity: 1 }], {}, 'k-2');
    expect(await ordersCountOf(t, who.id)).toBe(2);
  });

  it('when the key header is longer than 100 characters, then "Invalid request"', async () => {
    const who = await shopper(t);
    const book = await insertProduct(t.db);
    const res = await checkout(t, who, [{ productId: book.id, quantity: 1 }], {}, 'x'.repeat(101));
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Invalid request');
    expect(await ordersCountOf(t, who.id)).toBe(0);
  });
});

describe('isIdempotencyConflict', () => {
  it('when the database refuses a second order with the same key, then the error is recognised as that race', async () => {
    const who = await shopper(t);
    const row = {
      ...form,
      userId: who.id,
      paymentMethod: 'cod' as const,
      subtotalPaisa: 100,
      taxPaisa: 2,
      shippingFeePaisa: 9_900,
      totalPaisa: 10_002,
      idempotencyKey: 'race',
    };
    await t.db.insert(orders).values(row);
    const err = await t.db.insert(orders).values(row).then(() => null, (e: unknown) => e);
    expect(isIdempotencyConflict(err)).toBe(true);
    expect(isIdempotencyConflict(new Error('something else'))).toBe(false);
  });
});
