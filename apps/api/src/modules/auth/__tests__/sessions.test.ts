import { MESSAGES } from '@bookstore/contracts';
import bcrypt from 'bcrypt';
import jwt from 'jsonwebtoken';
import request from 'supertest';
import { users } from '../../../db/schema';
import { cookieFrom, signIn, testClock, uniqueEmail } from '../../../test/auth-helpers';
import { createTestApp, type TestApp } from '../../../test/test-app';

const clock = testClock();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { clock });
});
afterAll(() => t.close());

const isAuth = (cookie?: string) => {
  const req = request(t.app).get('/api/auth/is-auth');
  return cookie ? req.set('Cookie', cookie) : req;
};
const cartOf = (userId: string, cookie: string) => request(t.app).get(`/api/cart/get/${userId}`).set('Cookie', cookie);

describe('sessions', () => {
  it('when there is no session, then is-auth answers 200 "Not authenticated" and a user-only call 401', async () => {
    const res = await isAuth();
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: false, code: 'UNAUTHENTICATED', message: 'Not authenticated', user: null });
    const cart = await request(t.app).get('/api/cart/get/00000000-0000-4000-8000-000000000000');
    expect(cart.status).toBe(401);
    expect(cart.body).toEqual({ success: false, code: 'UNAUTHENTICATED', message: 'Session expired. Please login again.', requestId: expect.any(String) });
  });

  it('when the user logs out, then the old cookie no longer works anywhere', async () => {
    const { user, cookie } = await signIn(t.app, t.db);
    expect((await cartOf(user.id, cookie)).status).toBe(200);
    const out = await request(t.app).post('/api/auth/logout').set('Cookie', cookie);
    expect(out.status).toBe(200);
    expect(out.body).toEqual({ success: true, message: MESSAGES.session.loggedOut });
    expect(cookieFrom(out, 'token')).toBe('token=');
    // replaying the old cookie: the session row is revoked
    expect((await cartOf(user.id, cookie)).status).toBe(401);
    expect((await isAuth(cookie)).body.success).toBe(false);
  });

  it('when the token is tampered with, then it is refused', async () => {
    const { user, cookie } = await signIn(t.app, t.db);
    const token = cookie.slice('token='.length);
    const [header, payload, signature] = token.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString()) as Record<string, unknown>;
    const forged = Buffer.from(JSON.stringify({ ...claims, sub: '00000000-0000-4000-8000-000000000000' })).toString('base64url');
    expect((await cartOf(user.id, `token=${header}.${forged}.${signature}`)).status).toBe(401);
    const flipped = `${signature!.slice(0, -2)}${signature!.endsWith('AA') ? 'BB' : 'AA'}`;
    expect((await cartOf(user.id, `token=${header}.${payload}.${flipped}`)).status).toBe(401);
  });

  it('when a token says alg "none" or is signed with another secret, then it is refused', async () => {
    const { user, cookie } = await signIn(t.app, t.db);
    const claims = jwt.decode(cookie.slice('token='.length)) as Record<string, unknown>;
    const none = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.`;
    expect((await cartOf(user.id, `token=${none}`)).status).toBe(401);
    const otherSecret = jwt.sign(claims, 'some-other-secret-that-is-also-long-enough', { algorithm: 'HS256' });
    expect((await cartOf(user.id, `token=${otherSecret}`)).status).toBe(401);
    const hs512 = jwt.sign(claims, t.config.jwtSecret, { algorithm: 'HS512' });
    expect((await cartOf(user.id, `token=${hs512}`)).status).toBe(401);
  });

  it('when the pending-verification token is presented as a session, then it is refused', async () => {
    const res = await request(t.app)
      .post('/api/auth/register')
      .send({ name: 'Sara', email: uniqueEmail(), password: 'secret123', confirmPassword: 'secret123' });
    const pending = cookieFrom(res, 'pending_verification')!.split('=')[1];
    expect((await cartOf(res.body.user.id, `token=${pending}`)).status).toBe(401);
  });

  it('when 7 days have passed, then the session has expired', async () => {
    const { user, cookie } = await signIn(t.app, t.db);
    clock.advance(7 * 24 * 60 * 60 * 1000 - 60_000);
    expect((await cartOf(user.id, cookie)).status).toBe(200);
    clock.advance(120_000);
    expect((await cartOf(user.id, cookie)).status).toBe(401);
  });

  it('when a cookie in use has its session ended by a password change elsewhere, then its next request is refused at once', async () => {
    const { user, cookie } = await signIn(t.app, t.db);
    const other = await request(t.app).post('/api/auth/login').send({ email: user.email, password: user.password });
    const otherCookie = cookieFrom(other, 'token')!;
    // used twice: its token is known as verified now
    expect((await cartOf(user.id, otherCookie)).status).toBe(200);
    expect((await cartOf(user.id, otherCookie)).status).toBe(200);
    const changed = await request(t.app).put('/api/auth/update-profile').set('Cookie', cookie).send({ oldPassword: user.password, newPassword: 'changed123' });
    expect(changed.status).toBe(200);
    expect((await cartOf(user.id, otherCookie)).status).toBe(401);
    expect((await cartOf(user.id, cookie)).status).toBe(200);
  });

  it('when a token used before reaches its own expiry while its session row is still live, then it is refused', async () => {
    const { user, cookie } = await signIn(t.app, t.db);
    const claims = jwt.decode(cookie.slice('token='.length)) as { sub: string; sid: string };
    const nowSeconds = Math.floor(clock().getTime() / 1000);
    const short = jwt.sign({ sub: claims.sub, sid: claims.sid, iat: nowSeconds }, t.config.jwtSecret, { algorithm: 'HS256', audience: 'session', expiresIn: 60 });
    expect((await cartOf(user.id, `token=${short}`)).status).toBe(200);
    expect((await cartOf(user.id, `token=${short}`)).status).toBe(200);
    clock.advance(61_000);
    expect((await cartOf(user.id, `token=${short}`)).status).toBe(401);
    expect((await cartOf(user.id, cookie)).status).toBe(200);
  });

  it('when errors reach the client, then they never carry a stack trace', async () => {
    const res = await request(t.app).post('/api/auth/login').set('Content-Type', 'application/json').send('{"email":');
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).not.toMatch(/at .*\.(ts|js)/);
  });
});

describe('login timing', () => {
  it('when the e-mail is unknown, then the answer takes about as long as for a wrong password', async () => {
    const slow = await createTestApp({ bcryptRounds: 10 });
    try {
      const email = uniqueEmail();
      await slow.db.insert(users).values({ email, name: 'Timed', passwordHash: await bcrypt.hash('secret123', 10), isAccountVerified: true });
      const once = async (body: object) => {
        const started = process.hrtime.bigint();
        await request(slow.app).post('/api/auth/login').send(body).expect(401);
        return Number(process.hrtime.bigint() - started) / 1e6;
      };
      const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;
      await once({ email: 'warm@example.com', password: 'secret124' });
      // Interleaved, so both kinds of request see the same load from the other test workers.
      const wrongTimes: number[] = [];
      const unknownTimes: number[] = [];
      for (let i = 0; i < 7; i++) {
        wrongTimes.push(await once({ email, password: 'secret124' }));
        unknownTimes.push(await once({ email: uniqueEmail(), password: 'secret124' }));
      }
      const wrongPassword = median(wrongTimes);
      const unknownEmail = median(unknownTimes);
      expect(unknownEmail / wrongPassword).toBeGreaterThan(0.5);
      expect(unknownEmail / wrongPassword).toBeLessThan(2);
    } finally {
      await slow.close();
    }
  });
});
