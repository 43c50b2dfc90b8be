import { MESSAGES, TIMINGS } from '@bookstore/contracts';
import { eq } from 'drizzle-orm';
import request from 'supertest';
import { otpCodes, users } from '../../../db/schema';
import { cookieFrom, createUser, lastCodeTo, testClock, uniqueEmail } from '../../../test/auth-helpers';
import { flakyMailer } from '../../../test/flaky-mailer';
import { createTestApp, type TestApp } from '../../../test/test-app';

const clock = testClock();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { clock });
});
afterAll(() => t.close());

const valid = () => ({ name: 'Ayesha', lastName: 'Khan', email: uniqueEmail(), password: 'secret123', confirmPassword: 'secret123' });
const register = (body: object) => request(t.app).post('/api/auth/register').send(body);

describe('POST /api/auth/register', () => {
  it('when the form is valid, then an unverified account is created (resumed: false), a code is mailed and a pending cookie is set', async () => {
    const body = valid();
    const res = await register(body);
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ success: true, user: { id: expect.any(String) }, message: MESSAGES.register.success, resumed: false });
    expect(cookieFrom(res, 'pending_verification')).toBeDefined();
    expect(cookieFrom(res, 'token')).toBeUndefined();
    const [row] = await t.db.select().from(users).where(eq(users.id, res.body.user.id));
    expect(row).toMatchObject({ email: body.email, name: 'Ayesha', lastName: 'Khan', isAccountVerified: false });
    expect(row!.passwordHash).not.toContain('secret123');
    const mail = t.mailer.sent.at(-1)!;
    expect(mail.to).toBe(body.email);
    expect(lastCodeTo(t.mailer.sent, body.email)).toMatch(/^\d{6}$/);
  });

  it('when the code is stored, then only its hash is kept, never the code', async () => {
    const body = valid();
    const res = await register(body);
    const code = lastCodeTo(t.mailer.sent, body.email);
    const [row] = await t.db.select().from(otpCodes).where(eq(otpCodes.userId, res.body.user.id));
    expect(row!.codeHash).not.toContain(code);
    expect(row!.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBe(TIMINGS.otpValidityMs);
  });

  it.each([
    [{ email: undefined }, MESSAGES.register.required],
    [{ name: '  ' }, MESSAGES.register.required],
    [{ confirmPassword: undefined }, 'Name, email, password, and confirm password are required'],
    [{ email: 'not-an-email' }, 'Invalid email format'],
    [{ password: 'letters-only', confirmPassword: 'letters-only' }, 'Invalid password format'],
    [{ password: '12345678', confirmPassword: '12345678' }, MESSAGES.register.invalidPassword],
    [{ password: 'short1', confirmPassword: 'short1' }, MESSAGES.register.invalidPassword],
    [{ confirmPassword: 'secret124' }, 'Passwords do not match'],
    [{ name: 'x'.repeat(21) }, 'Name must not exceed 20 characters'],
    [{ lastName: 'y'.repeat(21) }, 'Last name must not exceed 20 characters'],
  ])('when the body has %o, then 400 with its rule message and nothing is created', async (patch, message) => {
    const body = { ...valid(), ...patch };
    const before = t.mailer.sent.length;
    const res = await register(body);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ success: false, code: 'VALIDATION', message, requestId: expect.any(String) });
    expect(t.mailer.sent.length).toBe(before);
  });

  it('when the e-mail differs only in case from a verified account, then it is refused as taken', async () => {
    const existing = await createUser(t.db, { email: uniqueEmail('Taken') });
    const res = await register({ ...valid(), email: existing.email.toUpperCase() });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(MESSAGES.register.emailExists);
  });

  it('when an unverified e-mail registers again with another password, then each code gives the account the password and name of its own registration', async () => {
    const first = valid();
    const created = await register(first);
    const firstCode = lastCodeTo(t.mailer.sent, first.email);
    const userId: string = created.body.user.id;
    const res = await register({ ...first, name: 'Bilal', password: 'other1234', confirmPassword: 'other1234' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, user: { id: userId }, message: MESSAGES.register.existsUnverified, resumed: true });
    expect(cookieFrom(res, 'pending_verification')).toBeDefined();
    const secondCode = lastCodeTo(t.mailer.sent, first.email);
    // both mails reached the inbox, each greeting the name its registration gave
    const toInbox = t.mailer.sent.filter((m) => m.to === first.email);
    expect(toInbox.map((m) => m.text.includes('Bilal'))).toEqual([false, true]);
    // nothing changed on the account before a code comes back
    const [before] = await t.db.select().from(users).where(eq(users.id, userId));
    expect(before).toMatchObject({ name: 'Ayesha', isAccountVerified: false });
    if (firstCode !== secondCode) {
      await request(t.app).post('/api/auth/verify-account').send({ otp: firstCode, userId }).expect(200);
      const [row] = await t.db.select().from(users).where(eq(users.id, userId));
      expect(row).toMatchObject({ name: 'Ayesha', isAccountVerified: true });
      expect((await request(t.app).post('/api/auth/login').send({ email: first.email, password: 'other1234' })).status).toBe(401);
      expect((await request(t.app).post('/api/auth/login').send({ email: first.email, password: 'secret123' })).status).toBe(200);
      // the other registration ended with the verification: its code no longer works
      expect((await request(t.app).post('/api/auth/verify-account').send({ otp: secondCode, userId })).status).toBe(400);
    }
  });

  it('when an unverified e-mail registers again within 60 seconds, then it goes on to the verify step (resumed: true) with the code already sent', async () => {
    const body = valid();
    const created = await register(body);
    const code = lastCodeTo(t.mailer.sent, body.email);
    const before = t.mailer.sent.length;
    clock.advance(10_000);
    const res = await register(body);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, user: { id: created.body.user.id }, message: MESSAGES.register.existsUnverified, resumed: true });
    expect(t.mailer.sent.length).toBe(before);
    // the resend button still waits out the minute
    const resend = await request(t.app).post('/api/auth/send-verify-otp').send({ userId: created.body.user.id });
    expect(resend.status).toBe(429);
    await request(t.app).post('/api/auth/verify-account').send({ otp: code, userId: created.body.user.id }).expect(200);
  });
});

describe('POST /api/auth/register when the mail server is down', () => {
  it('when sending fails, then the sign-up is still accepted at once and the code arrives, once, when the server is back', async () => {
    const ownClock = testClock();
    const mailer = flakyMailer(1);
    const own = await createTestApp({}, { mailer, clock: ownClock });
    try {
      const body = valid();
      const res = await request(own.app).post('/api/auth/register').send(body);
      expect(res.status).toBe(201);
      expect(mailer.sent).toEqual([]);
      ownClock.advance(30_000);
      await own.settled();
      const code = lastCodeTo(mailer.sent, body.email);
      expect(mailer.sent).toHaveLength(1);
      await request(own.app).post('/api/auth/verify-account').send({ otp: code, userId: res.body.user.id }).expect(200);
    } finally {
      await own.close();
    }
  });
});
