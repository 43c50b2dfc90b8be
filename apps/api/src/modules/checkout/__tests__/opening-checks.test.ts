import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { orderItems } from '../../../db/schema';
import { insertProduct } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { checkout, ordersCountOf, sameKeyRace, shopper, stockOf } from './checkout-helpers';

// The session, the key's earlier order and the copies are checked by the order's first statement; these
// are the answers that order of checks must keep, alone and when a twin request with the same key races.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const copiesOrdered = async (productId: string) =>
  (await t.db.select({ quantity: orderItems.quantity }).from(orderItems).where(eq(orderItems.productId, productId))).reduce((sum, r) => sum + r.quantity, 0);

describe('the checks at the start of an order', () => {
  it('when a book id is well formed but no book has it, then 404 "Product not found" and nothing is taken', async () => {
    const who = await shopper(t);
    const known = await insertProduct(t.db, { stockQuantity: 5 });
    const res = await checkout(t, who, [{ productId: known.id, quantity: 1 }, { productId: randomUUID(), quantity: 1 }]);
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ success: false, code: 'NOT_FOUND', message: 'Product not found' });
    expect(await stockOf(t, known.id)).toBe(5);
    expect(await ordersCountOf(t, who.id)).toBe(0);
  });
});

describe('twin requests with the same key', () => {
  it('when five clicks race for two books and the second is the last copy, then one order and the first book loses one copy only', async () => {
    const who = await shopper(t);
    const plenty = await insertProduct(t.db, { stockQuantity: 5 });
    const last = await insertProduct(t.db, { stockQuantity: 1 });
    const lines = [{ productId: plenty.id, quantity: 1 }, { productId: last.id, quantity: 1 }];
    await sameKeyRace(t, who, lines, 'two-books-twins');
    expect(await stockOf(t, plenty.id)).toBe(4);
    expect(await stockOf(t, last.id)).toBe(0);
    expect(await copiesOrdered(plenty.id)).toBe(1);
  });
});
