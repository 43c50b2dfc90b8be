import { MESSAGES } from '@bookstore/contracts';
import { eq } from 'drizzle-orm';
import request from 'supertest';
import { cartItems, carts, wishlistItems } from '../../../db/schema';
import { cookieFrom, createUser, lastCodeTo } from '../../../test/auth-helpers';
import { insertProduct } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const login = (body: object) => request(t.app).post('/api/auth/login').send(body);

describe('POST /api/auth/login', () => {
  it('when the account is verified, then it signs in with the httpOnly token cookie and is-auth shows the user', async () => {
    const user = await createUser(t.db, { email: 'Mixed.Case@Example.com' });
    const res = await login({ email: 'mixed.case@example.com', password: user.password });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      success: true,
      message: MESSAGES.login.success,
      user: { id: user.id, email: user.email, isAccountVerified: true, role: 'customer' },
      cartSynced: true,
      wishlistSynced: true,
      syncErrors: [],
    });
    expect(res.body.user.passwordHash).toBeUndefined();
    const setCookie = (res.headers['set-cookie'] as unknown as string[]).find((c) => c.startsWith('token='))!;
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Lax/);
    const me = await request(t.app).get('/api/auth/is-auth').set('Cookie', cookieFrom(res, 'token')!);
    expect(me.body).toEqual({ success: true, user: res.body.user });
  });

  it('when the e-mail is unknown or the password wrong, then the same 401 "Invalid email or password"', async () => {
    const user = await createUser(t.db);
    const unknown = await login({ email: 'nobody@example.com', password: 'secret123' });
    const wrongPassword = await login({ email: user.email, password: 'wrong1234' });
    for (const res of [unknown, wrongPassword]) {
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ success: false, code: 'UNAUTHENTICATED', message: MESSAGES.login.invalidCredentials, requestId: expect.any(String) });
      expect(cookieFrom(res, 'token')).toBeUndefined();
    }
  });

  it.each([
    [{ email: 'a@b.co' }, 'Email and password are required'],
    [{ email: 'bad', password: 'secret123' }, 'Invalid email format'],
    [{ email: 'a@b.co', password: 'short' }, 'Password must be at least 8 characters'],
  ])('when the body is %o, then 400 with the spec text', async (body, message) => {
    const res = await login(body);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });

  it('when the account is unverified, then success with isAccountVerified false, no session, a pending cookie and a code', async () => {
    const user = await createUser(t.db, { verified: false });
    const res = await login({ email: user.email, password: user.password });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      success: true,
      message: MESSAGES.login.verifyToContinue,
      user: { id: user.id, isAccountVerified: false },
      cartSynced: false,
      wishlistSynced: false,
    });
    expect(cookieFrom(res, 'token')).toBeUndefined();
    const pending = cookieFrom(res, 'pending_verification')!;
    const code = lastCodeTo(t.mailer.sent, user.email);
    const verified = await request(t.app).post('/api/auth/verify-account').set('Cookie', pending).send({ otp: code });
    expect(verified.status).toBe(200);
  });

  it('when an unverified account gives a wrong password, then it learns nothing about verification', async () => {
    const user = await createUser(t.db, { verified: false });
    const res = await login({ email: user.email, password: 'wrong1234' });
    expect(res.status).toBe(401);
    expect(res.body.message).toBe(MESSAGES.login.invalidCredentials);
  });
});

describe('POST /api/auth/login with a guest cart and wishlist', () => {
  it('when the guest cart holds lines, then they merge into the server cart in one go and problems are reported', async () => {
    const user = await createUser(t.db);
    const book = await insertProduct(t.db, { sizes: ['Paperback', 'Hardcover'] });
    const plain = await insertProduct(t.db, { sizes: [] });
    const soldOut = await insertProduct(t.db, { name: 'Sold Out Book', stockQuantity: 0, sizes: [] });
    const liked = await insertProduct(t.db);
    // the server cart already holds 7 paperbacks
    const existing = await login({ email: user.email, password: user.password });
    await request(t.app)
      .post('/api/cart/add')
      .set('Cookie', cookieFrom(existing, 'token')!)
      .send({ productId: book.id, quantity: 7, format: 'Paperback' })
      .expect(200);

    const res = await login({
      email: user.email,
      password: user.password,
      localCart: [
        { productId: book.id, quantity: 5, format: 'Paperback' },
        { productId: book.id, quantity: 2, format: 'Hardcover' },
        { productId: plain.id, quantity: 3 },
        { productId: soldOut.id, quantity: 1 },
        { productId: '00000000-0000-4000-8000-000000000000', quantity: 1 },
      ],
      localWishlist: [liked.id, 'not-a-product'],
    });
    expect(res.status).toBe(200);
    expect(res.body.cartSynced).toBe(true);
    expect(res.body.wishlistSynced).toBe(true);
    expect(res.body.syncErrors).toEqual([
      'Out of stock: Sold Out Book',
      `${MESSAGES.product.notFound}: 00000000-0000-4000-8000-000000000000`,
      `${MESSAGES.product.notFound}: not-a-product`,
    ]);
    const cart = await request(t.app).get(`/api/cart/get/${user.id}`).set('Cookie', cookieFrom(res, 'token')!);
    const lines = cart.body.cart.items.map((i: { productId: string; format: string; quantity: number }) => [i.productId, i.format, i.quantity]);
    expect(lines).toEqual(
      expect.arrayContaining([
        [book.id, 'Paperback', 10],
        [book.id, 'Hardcover', 2],
        [plain.id, '', 3],
      ]),
    );
    expect(lines).toHaveLength(3);
    const wished = await t.db.select().from(wishlistItems).where(eq(wishlistItems.userId, user.id));
    expect(wished.map((w) => w.productId)).toEqual([liked.id]);
  });

  it('when the guest cart holds a book with formats but no format, then it is merged in its default format; an unknown format is reported', async () => {
    const book = await insertProduct(t.db, { name: 'Default Format', sizes: ['Hardcover', 'Paperback'] });
    const odd = await insertProduct(t.db, { name: 'Odd Format', sizes: ['Paperback'] });
    const user = await createUser(t.db);
    const localCart = [
      { productId: book.id, quantity: 2 },
      { productId: odd.id, quantity: 1, format: 'Audiobook' },
    ];
    const res = await login({ email: user.email, password: user.password, localCart });
    expect(res.body.syncErrors).toEqual([`${MESSAGES.cart.selectFormat}: Odd Format`]);
    const [cart] = await t.db.select().from(carts).where(eq(carts.userId, user.id));
    const items = await t.db.select().from(cartItems).where(eq(cartItems.cartId, cart!.id));
    expect(items.map((i) => [i.productId, i.format, i.quantity])).toEqual([[book.id, 'Hardcover', 2]]);
  });
});
