import { eq } from 'drizzle-orm';
import jwt from 'jsonwebtoken';
import request from 'supertest';
import { cartItems, carts, sessions, users } from '../../../db/schema';
import { signIn, type SignedIn } from '../../../test/auth-helpers';
import { insertProduct } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';

// adding to the cart checks the session in the statement that reads the book (not in a middleware): these
// are the attacks that check must still refuse, each leaving every cart as it was
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const REFUSED = { success: false, code: 'UNAUTHENTICATED', message: 'Session expired. Please login again.', requestId: expect.any(String) };
const addAs = (cookie: string, productId: string) => request(t.app).post('/api/cart/add').set('Cookie', cookie).send({ productId, quantity: 1 });
const linesOf = (userId: string) =>
  t.db.select({ productId: cartItems.productId }).from(cartItems).innerJoin(carts, eq(carts.id, cartItems.cartId)).where(eq(carts.userId, userId));
const sidOf = (who: SignedIn) => (jwt.decode(who.cookie.slice('token='.length)) as { sid: string }).sid;
const signed = (claims: object) => `token=${jwt.sign(claims, t.config.jwtSecret, { algorithm: 'HS256', audience: 'session', expiresIn: 3600 })}`;

describe('POST /api/cart/add with a session that is not live', () => {
  it('when the shopper logged out, then the old cookie adds nothing: 401', async () => {
    const who = await signIn(t.app, t.db);
    const book = await insertProduct(t.db);
    await request(t.app).post('/api/auth/logout').set('Cookie', who.cookie).expect(200);
    const res = await addAs(who.cookie, book.id);
    expect(res.status).toBe(401);
    expect(res.body).toEqual(REFUSED);
    expect(await linesOf(who.user.id)).toEqual([]);
  });

  it('when the session is not live and the book is unknown or malformed, then still 401, not "Product not found"', async () => {
    const who = await signIn(t.app, t.db);
    await request(t.app).post('/api/auth/logout').set('Cookie', who.cookie).expect(200);
    for (const productId of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const res = await addAs(who.cookie, productId);
      expect(res.status).toBe(401);
    }
  });

  it('when the account was deleted, then its still-signed token adds nothing and makes no cart', async () => {
    const who = await signIn(t.app, t.db);
    const book = await insertProduct(t.db);
    await t.db.delete(users).where(eq(users.id, who.user.id));
    const res = await addAs(who.cookie, book.id);
    expect(res.status).toBe(401);
    expect(await t.db.select().from(carts).where(eq(carts.userId, who.user.id))).toEqual([]);
  });

  it('when the session row has expired though the token has not, then 401', async () => {
    const who = await signIn(t.app, t.db);
    const book = await insertProduct(t.db);
    await t.db.update(sessions).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(sessions.id, sidOf(who)));
    expect((await addAs(who.cookie, book.id)).status).toBe(401);
    expect(await linesOf(who.user.id)).toEqual([]);
  });

  it("when a well-signed token pairs one user with another user's session, then neither cart changes", async () => {
    const victim = await signIn(t.app, t.db);
    const attacker = await signIn(t.app, t.db);
    const book = await insertProduct(t.db);
    const res = await addAs(signed({ sub: victim.user.id, sid: sidOf(attacker) }), book.id);
    expect(res.status).toBe(401);
    expect(await linesOf(victim.user.id)).toEqual([]);
    expect(await linesOf(attacker.user.id)).toEqual([]);
  });

  it('when the token is junk, huge or names ids that are not uuids, then 401', async () => {
    const book = await insertProduct(t.db);
    for (const cookie of ['token=junk', `token=${'a'.repeat(5000)}`, signed({ sub: "x' or 1=1 --", sid: 'y' }), signed({ sid: '00000000-0000-4000-8000-000000000000' })]) {
      const res = await addAs(cookie, book.id);
      expect(res.status).toBe(401);
      expect(res.body).toEqual(REFUSED);
    }
  });

  it('when the session is live, then the line goes to the session\'s user, whatever id the body names', async () => {
    const who = await signIn(t.app, t.db);
    const other = await signIn(t.app, t.db);
    const book = await insertProduct(t.db);
    const res = await request(t.app).post('/api/cart/add').set('Cookie', who.cookie).send({ productId: book.id, quantity: 1, userId: other.user.id });
    expect(res.status).toBe(200);
    expect(await linesOf(who.user.id)).toEqual([{ productId: book.id }]);
    expect(await linesOf(other.user.id)).toEqual([]);
  });
});
