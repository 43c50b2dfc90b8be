import { eq } from 'drizzle-orm';
import jwt from 'jsonwebtoken';
import request from 'supertest';
import { cartItems, carts, orders, sessions, users } from '../../../db/schema';
import { insertProduct } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { checkout, ordersCountOf, shopper, stockOf, type Shopper } from './checkout-helpers';

// placing an order checks the session in the order's own transaction (not in a middleware): these are the
// attacks that check must still refuse, each leaving stock, cart and orders as they were
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const REFUSED = { success: false, code: 'UNAUTHENTICATED', message: 'Session expired. Please login again.', requestId: expect.any(String) };
const cartOf = async (who: Shopper) => (await request(t.app).get(`/api/cart/get/${who.id}`).set('Cookie', who.cookie)).body.cart.items as unknown[];
const addToCart = (who: Shopper, productId: string) => request(t.app).post('/api/cart/add').set('Cookie', who.cookie).send({ productId, quantity: 1 });
const claimsOf = (who: Shopper) => jwt.decode(who.cookie.slice('token='.length)) as { sub: string; sid: string };
const signed = (claims: object) => `token=${jwt.sign(claims, t.config.jwtSecret, { algorithm: 'HS256', audience: 'session', expiresIn: 3600 })}`;

describe('placing an order with a session that is not live', () => {
  it('when the shopper logged out, then the old cookie places nothing: 401, stock and cart kept', async () => {
    const who = await shopper(t);
    const book = await insertProduct(t.db, { stockQuantity: 3 });
    expect((await addToCart(who, book.id)).status).toBe(200);
    expect((await request(t.app).post('/api/auth/logout').set('Cookie', who.cookie)).status).toBe(200);

    const res = await checkout(t, who, [{ productId: book.id, quantity: 1 }]);
    expect(res.status).toBe(401);
    expect(res.body).toEqual(REFUSED);
    expect(await stockOf(t, book.id)).toBe(3);
    expect(await ordersCountOf(t, who.id)).toBe(0);
    const lines = await t.db.select({ id: cartItems.productId }).from(cartItems).innerJoin(carts, eq(carts.id, cartItems.cartId)).where(eq(carts.userId, who.id));
    expect(lines).toEqual([{ id: book.id }]);
  });

  it('when the logged-out cookie replays the key of an order it placed, then 401 and the order is not named', async () => {
    const who = await shopper(t);
    const book = await insertProduct(t.db, { stockQuantity: 3 });
    const first = await checkout(t, who, [{ productId: book.id, quantity: 1 }], {}, 'replay-after-logout-1');
    expect(first.status).toBe(200);
    await request(t.app).post('/api/auth/logout').set('Cookie', who.cookie);

    const replay = await checkout(t, who, [{ productId: book.id, quantity: 1 }], {}, 'replay-after-logout-1');
    expect(replay.status).toBe(401);
    expect(replay.body).toEqual(REFUSED);
    expect(JSON.stringify(replay.body)).not.toContain(first.body.order.id);
  });

  it('when the account was deleted, then its still-signed token places nothing', async () => {
    const who = await shopper(t);
    const book = await insertProduct(t.db, { stockQuantity: 2 });
    await t.db.delete(users).where(eq(users.id, who.id));

    const res = await checkout(t, who, [{ productId: book.id, quantity: 1 }]);
    expect(res.status).toBe(401);
    expect(res.body).toEqual(REFUSED);
    expect(await stockOf(t, book.id)).toBe(2);
    expect(await t.db.select({ id: orders.id }).from(orders).where(eq(orders.userId, who.id))).toEqual([]);
  });

  it('when the session row has expired though the token has not, then 401 and nothing is taken', async () => {
    const who = await shopper(t);
    const book = await insertProduct(t.db, { stockQuantity: 2 });
    await t.db.update(sessions).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(sessions.id, claimsOf(who).sid));

    const res = await checkout(t, who, [{ productId: book.id, quantity: 1 }]);
    expect(res.status).toBe(401);
    expect(await stockOf(t, book.id)).toBe(2);
    expect(await ordersCountOf(t, who.id)).toBe(0);
  });

  it("when a well-signed token pairs one user with another user's session, then neither can order with it", async () => {
    const victim = await shopper(t);
    const attacker = await shopper(t);
    const book = await insertProduct(t.db, { stockQuantity: 2 });
    const forged = { ...victim, cookie: signed({ sub: victim.id, sid: claimsOf(attacker).sid }) };

    const res = await checkout(t, forged, [{ productId: book.id, quantity: 1 }]);
    expect(res.status).toBe(401);
    expect(await stockOf(t, book.id)).toBe(2);
    expect(await ordersCountOf(t, victim.id)).toBe(0);
    expect(await ordersCountOf(t, attacker.id)).toBe(0);
  });

  it('when the token is junk or names ids that are not uuids, then 401 before anything is read', async () => {
    const who = await shopper(t);
    const book = await insertProduct(t.db, { stockQuantity: 2 });
    for (const cookie of ['token=junk', `token=${'a'.repeat(5000)}`, signed({ sub: "x' or 1=1 --", sid: 'y' }), signed({ sub: who.id })]) {
      const res = await checkout(t, { ...who, cookie }, [{ productId: book.id, quantity: 1 }]);
      expect(res.status).toBe(401);
      expect(res.body).toEqual(REFUSED);
    }
    expect(await stockOf(t, book.id)).toBe(2);
  });

  it("when the body names another user's id, then the order is the signed-in shopper's and the other's cart stays", async () => {
    const who = await shopper(t);
    const other = await shopper(t);
    const book = await insertProduct(t.db, { stockQuantity: 5 });
    expect((await addToCart(other, book.id)).status).toBe(200);

    const res = await checkout(t, who, [{ productId: book.id, quantity: 1 }], { userId: other.id });
    expect(res.status).toBe(200);
    const [order] = await t.db.select({ userId: orders.userId }).from(orders).where(eq(orders.id, res.body.order.id));
    expect(order!.userId).toBe(who.id);
    expect(await ordersCountOf(t, other.id)).toBe(0);
    expect(await cartOf(other)).toHaveLength(1);
  });
});
