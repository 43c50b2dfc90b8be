import { MESSAGES, TIMINGS } from '@bookstore/contracts';
import { eq } from 'drizzle-orm';
import request from 'supertest';
import { users } from '../../../db/schema';
import { cookieFrom, createUser, lastCodeTo, testClock, uniqueEmail } from '../../../test/auth-helpers';
import { insertProduct } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';

const clock = testClock();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { clock });
});
afterAll(() => t.close());

/** Registers through the API; answers the id, the mailed code and the pending-verification cookie. */
async function registered() {
  const email = uniqueEmail();
  const res = await request(t.app)
    .post('/api/auth/register')
    .send({ name: 'Bilal', email, password: 'secret123', confirmPassword: 'secret123' });
  return { email, userId: res.body.user.id as string, code: lastCodeTo(t.mailer.sent, email), pending: cookieFrom(res, 'pending_verification')! };
}

const verify = (body: object, cookie?: string) => {
  const req = request(t.app).post('/api/auth/verify-account');
  if (cookie) req.set('Cookie', cookie);
  return req.send(body);
};
const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('POST /api/auth/verify-account', () => {
  it('when only { otp } is sent with the pending cookie, then the account is verified and signed in', async () => {
    const { userId, code, pending } = await registered();
    const res = await verify({ otp: code }, pending);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, token: expect.any(String), message: MESSAGES.register.verified });
    expect(res.body.user).toMatchObject({ id: userId, name: 'Bilal', isAccountVerified: true });
    const token = cookieFrom(res, 'token')!;
    expect(token).toBe(`token=${res.body.token}`);
    const me = await request(t.app).get('/api/auth/is-auth').set('Cookie', token);
    expect(me.body).toMatchObject({ success: true, user: { id: userId, isAccountVerified: true } });
  });

  it('when the guest cart and wishlist come with the code, then they are taken over as at login', async () => {
    const { userId, code, pending } = await registered();
    const book = await insertProduct(t.db, { name: 'Kept From Guest', sizes: ['Hardcover', 'Paperback'] });
    const liked = await insertProduct(t.db);
    const res = await verify({ otp: code, localCart: [{ productId: book.id, quantity: 2 }], localWishlist: [liked.id] }, pending);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ cartSynced: true, wishlistSynced: true, syncErrors: [] });
    const session = cookieFrom(res, 'token')!;
    const cart = await request(t.app).get(`/api/cart/get/${userId}`).set('Cookie', session);
    expect(cart.body.cart.items.map((i: { productId: string; format: string; quantity: number }) => [i.productId, i.format, i.quantity])).toEqual([
      [book.id, 'Hardcover', 2],
    ]);
    const wishlist = await request(t.app).get(`/api/wishlist/get/${userId}`).set('Cookie', session);
    expect(wishlist.body.wishlist.items.map((i: { productId: string }) => i.productId)).toEqual([liked.id]);
  });

  it('when the user id or e-mail is sent in the body instead of the cookie, then it verifies that account', async () => {
    const a = await registered();
    expect((await verify({ otp: a.code, userId: a.userId })).status).toBe(200);
    const b = await registered();
    expect((await verify({ otp: b.code, email: b.email.toUpperCase() })).status).toBe(200);
  });

  it('when neither cookie nor body names the account, then the code alone is never looked up', async () => {
    const { code } = await registered();
    const res = await verify({ otp: code });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(MESSAGES.register.emailVerificationFailed);
  });

  it('when the code belongs to another account, then it is refused', async () => {
    const a = await registered();
    const b = await registered();
    const res = await verify({ otp: a.code }, b.pending);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Invalid OTP');
  });

  it('when the code is used a second time, then it is refused', async () => {
    const { code, pending, userId } = await registered();
    expect((await verify({ otp: code }, pending)).status).toBe(200);
    await t.db.update(users).set({ isAccountVerified: false }).where(eq(users.id, userId));
    const again = await verify({ otp: code }, pending);
    expect(again.status).toBe(400);
    expect(again.body.message).toBe(MESSAGES.register.invalidOtp);
  });

  it('when the code is older than 10 minutes, then it is refused', async () => {
    const { code, pending } = await registered();
    clock.advance(TIMINGS.otpValidityMs + 1000);
    const res = await verify({ otp: code }, pending);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(MESSAGES.register.invalidOtp);
  });

  it('when the code is entered just before it expires, then it still works', async () => {
    const { code, pending } = await registered();
    clock.advance(TIMINGS.otpValidityMs - 1000);
    expect((await verify({ otp: code }, pending)).status).toBe(200);
  });

  it('when five wrong codes were tried, then the sixth try fails even with the right code', async () => {
    const { code, pending } = await registered();
    for (let i = 0; i < 5; i++) {
      const res = await verify({ otp: wrong(code) }, pending);
      expect(res.body.message).toBe('Invalid OTP');
    }
    const sixth = await verify({ otp: code }, pending);
    expect(sixth.status).toBe(400);
    expect(sixth.body.message).toBe('Invalid OTP');
  });

  it('when four wrong codes were tried, then the fifth try with the right code works', async () => {
    const { code, pending } = await registered();
    for (let i = 0; i < 4; i++) await verify({ otp: wrong(code) }, pending);
    expect((await verify({ otp: code }, pending)).status).toBe(200);
  });

  it('when the OTP is not 6 digits, then "Invalid OTP format"', async () => {
    const { pending } = await registered();
    for (const otp of ['12345', '1234567', 'abcdef', '']) {
      const res = await verify({ otp }, pending);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(MESSAGES.otp.invalidFormat);
    }
  });

  it('when a reset code is used to verify, then it is refused (codes are bound to their purpose)', async () => {
    const user = await createUser(t.db, { verified: false });
    await request(t.app).post('/api/auth/send-reset-otp').send({ email: user.email }).expect(200);
    await t.settled();
    const res = await verify({ otp: lastCodeTo(t.mailer.sent, user.email), userId: user.id });
    expect(res.status).toBe(400);
  });
});

describe('POST /api/auth/send-verify-otp', () => {
  it('when asked within 60 seconds of the last code, then 429 with Retry-After; after that a new code replaces it', async () => {
    const { userId, code, email } = await registered();
    const early = await request(t.app).post('/api/auth/send-verify-otp').send({ userId });
    expect(early.status).toBe(429);
    expect(early.headers['retry-after']).toBe('60');
    clock.advance(TIMINGS.otpResendSeconds * 1000);
    const res = await request(t.app).post('/api/auth/send-verify-otp').send({ userId });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, message: MESSAGES.register.newOtpSent });
    expect(cookieFrom(res, 'pending_verification')).toBeDefined();
    const fresh = lastCodeTo(t.mailer.sent, email);
    if (fresh !== code) expect((await verify({ otp: code, userId })).status).toBe(400);
    expect((await verify({ otp: fresh, userId })).status).toBe(200);
  });

  it('when no user id is sent, then "User ID is required"', async () => {
    const res = await request(t.app).post('/api/auth/send-verify-otp').send({});
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(MESSAGES.otp.userIdRequired);
  });

  it('when the account is unknown, malformed or already verified, then "Failed to resend OTP" and no mail', async () => {
    const verified = await createUser(t.db);
    const before = t.mailer.sent.length;
    for (const userId of [verified.id, '00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const res = await request(t.app).post('/api/auth/send-verify-otp').send({ userId });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(MESSAGES.register.resendFailed);
    }
    expect(t.mailer.sent.length).toBe(before);
  });
});
