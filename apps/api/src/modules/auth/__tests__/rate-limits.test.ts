import { randomBytes, randomUUID } from 'node:crypto';
import { MESSAGES } from '@bookstore/contracts';
import pino from 'pino';
import { createClient } from 'redis';
import request from 'supertest';
import type { AppConfig } from '../../../config';
import { createRedisRateLimitBackend } from '../../../lib/rate-limit';
import { createUser, signIn, testClock, uniqueEmail } from '../../../test/auth-helpers';
import { redisForTests } from '../../../test/redis-for-tests';
import { createTestApp } from '../../../test/test-app';

const redis = redisForTests();
afterAll(() => redis.stop());
const REDIS_URL = redis.url ?? '';
const limits = (patch: Partial<AppConfig['rateLimits']>): Partial<AppConfig> => ({
  rateLimits: { windowMs: 60_000, authPerIp: 1000, loginPerAccount: 100, otpSendsPerAccount: 100, otpChecksPerAccount: 100, ...patch },
});
const wrongLogin = (app: Parameters<typeof request>[0], email: string) =>
  request(app).post('/api/auth/login').send({ email, password: 'wrong1234' });

describe('rate limits (in memory)', () => {
  it('when one account has too many failed logins, then 429 with the message and Retry-After; other accounts go on', async () => {
    const t = await createTestApp(limits({ loginPerAccount: 3 }));
    try {
      const user = await createUser(t.db);
      for (let i = 0; i < 3; i++) expect((await wrongLogin(t.app, user.email)).status).toBe(401);
      // even the right password waits now, and the e-mail's case does not matter
      const blocked = await request(t.app).post('/api/auth/login').send({ email: user.email.toUpperCase(), password: user.password });
      expect(blocked.status).toBe(429);
      expect(blocked.body).toEqual({ success: false, code: 'RATE_LIMITED', message: MESSAGES.general.tooManyRequests, requestId: expect.any(String) });
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
      // the same IP address may still sign in to other accounts (carrier-grade NAT)
      const other = await createUser(t.db);
      expect((await request(t.app).post('/api/auth/login').send({ email: other.email, password: other.password })).status).toBe(200);
    } finally {
      await t.close();
    }
  });

  it('when successful logins repeat, then they do not count against the account', async () => {
    const t = await createTestApp(limits({ loginPerAccount: 2 }));
    try {
      const user = await createUser(t.db);
      for (let i = 0; i < 4; i++) {
        expect((await request(t.app).post('/api/auth/login').send({ email: user.email, password: user.password })).status).toBe(200);
      }
    } finally {
      await t.close();
    }
  });

  it('when one IP address exceeds its generous limit, then 429', async () => {
    const t = await createTestApp(limits({ authPerIp: 4 }));
    try {
      for (let i = 0; i < 4; i++) expect((await wrongLogin(t.app, uniqueEmail())).status).toBe(401);
      expect((await wrongLogin(t.app, uniqueEmail())).status).toBe(429);
    } finally {
      await t.close();
    }
  });

  it('when codes are requested or checked too often for one account, then 429', async () => {
    const t = await createTestApp(limits({ otpSendsPerAccount: 2, otpChecksPerAccount: 2 }));
    try {
      const email = uniqueEmail();
      for (let i = 0; i < 2; i++) expect((await request(t.app).post('/api/auth/send-reset-otp').send({ email })).status).toBe(200);
      expect((await request(t.app).post('/api/auth/send-reset-otp').send({ email })).status).toBe(429);
      for (let i = 0; i < 2; i++) await request(t.app).post('/api/auth/verify-reset-otp').send({ email, otp: '123456' });
      const res = await request(t.app).post('/api/auth/verify-reset-otp').send({ email, otp: '123456' });
      expect(res.status).toBe(429);
      expect(res.headers['retry-after']).toBeDefined();
    } finally {
      await t.close();
    }
  });
});

describe('per-account limits cannot be bypassed with extra fields', () => {
  const junkId = () => randomUUID();

  it('when every failed login adds a junk userId (valid or not), then the account is still limited', async () => {
    const t = await createTestApp(limits({ loginPerAccount: 3 }));
    try {
      const user = await createUser(t.db);
      const junk = [junkId(), 'x', junkId()];
      for (const userId of junk) {
        const res = await request(t.app).post('/api/auth/login').send({ email: user.email, password: 'wrong1234', userId });
        expect(res.status).toBe(401);
      }
      const blocked = await request(t.app).post('/api/auth/login').send({ email: ` ${user.email.toUpperCase()} `, password: user.password, userId: junkId() });
      expect(blocked.status).toBe(429);
      expect(blocked.body).toEqual({ success: false, code: 'RATE_LIMITED', message: MESSAGES.general.tooManyRequests, requestId: expect.any(String) });
    } finally {
      await t.close();
    }
  });

  it('when an attacker signed in to their own account guesses another account\'s password, then the other account is limited', async () => {
    const t = await createTestApp(limits({ loginPerAccount: 2 }));
    try {
      const { agent } = await signIn(t.app, t.db);
      const victim = await createUser(t.db);
      for (let i = 0; i < 2; i++) expect((await agent.post('/api/auth/login').send({ email: victim.email, password: 'wrong1234' })).status).toBe(401);
      expect((await agent.post('/api/auth/login').send({ email: victim.email, password: victim.password })).status).toBe(429);
    } finally {
      await t.close();
    }
  });

  it('when reset codes are guessed with a fresh junk userId each time, then the e-mail is still limited', async () => {
    const t = await createTestApp(limits({ otpChecksPerAccount: 3 }));
    try {
      const user = await createUser(t.db);
      for (let i = 0; i < 3; i++) {
        const res = await request(t.app).post('/api/auth/verify-reset-otp').send({ email: user.email, otp: '123456', userId: junkId() });
        expect(res.status).toBe(400);
      }
      const reset = { email: user.email, otp: '123456', newPassword: 'fresh1234', confirmPassword: 'fresh1234', userId: junkId() };
      expect((await request(t.app).post('/api/auth/reset-password').send(reset)).status).toBe(429);
    } finally {
      await t.close();
    }
  });

  it('when reset codes are asked for with junk fields, then the victim\'s inbox gets no more mails than the limit', async () => {
    const t = await createTestApp(limits({ otpSendsPerAccount: 2 }));
    try {
      const user = await createUser(t.db);
      const statuses: number[] = [];
      for (let i = 0; i < 5; i++) {
        statuses.push((await request(t.app).post('/api/auth/send-reset-otp').send({ email: user.email, userId: junkId() })).status);
      }
      expect(statuses).toEqual([200, 200, 429, 429, 429]);
      await t.settled();
      expect(t.mailer.sent.filter((m) => m.to === user.email).length).toBeLessThanOrEqual(2);
    } finally {
      await t.close();
    }
  });

  it('when sign-up codes are asked for by e-mail, by user id and by registering again, then one counter holds them all', async () => {
    const clock = testClock();
    const t = await createTestApp(limits({ otpSendsPerAccount: 3 }), { clock });
    try {
      const email = uniqueEmail();
      const form = { name: 'Ayesha', email, password: 'secret123', confirmPassword: 'secret123' };
      const created = await request(t.app).post('/api/auth/register').send({ ...form, userId: junkId() });
      expect(created.status).toBe(201);
      const userId: string = created.body.user.id;
      // past each code's minute, so only the per-account limit can refuse
      clock.advance(61_000);
      await request(t.app).post('/api/auth/send-verify-otp').send({ userId, email: uniqueEmail() }).expect(200);
      clock.advance(61_000);
      await request(t.app).post('/api/auth/register').send({ ...form, email: email.toUpperCase(), userId: junkId() }).expect(200);
      clock.advance(61_000);
      const blocked = await request(t.app).post('/api/auth/send-verify-otp').send({ userId, email: uniqueEmail() });
      expect(blocked.status).toBe(429);
      expect(t.mailer.sent.filter((m) => m.to === email)).toHaveLength(3);
    } finally {
      await t.close();
    }
  });

  it('when sign-up codes are guessed with junk e-mails beside the user id, then the account is still limited', async () => {
    const t = await createTestApp(limits({ otpChecksPerAccount: 3 }));
    try {
      const user = await createUser(t.db, { verified: false });
      for (let i = 0; i < 3; i++) {
        const res = await request(t.app).post('/api/auth/verify-account').send({ userId: user.id, email: uniqueEmail(), otp: '000000' });
        expect(res.status).toBe(400);
      }
      expect((await request(t.app).post('/api/auth/verify-account').send({ userId: user.id, otp: '000000' })).status).toBe(429);
    } finally {
      await t.close();
    }
  });
});

// Redis comes from TEST_REDIS_URL, 127.0.0.1:6379 or a throwaway redis-server (test/redis-for-tests); only a
// machine with none of them skips these, saying why in the warning and in the skipped block's own name
if (redis.reason) console.warn(`Redis rate-limit tests skipped: ${redis.reason}`);
(redis.url ? describe : describe.skip)(`rate limits in Redis${redis.reason ? ` (skipped: ${redis.reason})` : ''}`, () => {
  it('when two API processes share Redis, then an account is limited across both and the counters live in Redis', async () => {
    const namespace = `test-${randomBytes(4).toString('hex')}`;
    const logger = pino({ level: 'silent' });
    const backendA = createRedisRateLimitBackend({ url: REDIS_URL, logger, namespace });
    const backendB = createRedisRateLimitBackend({ url: REDIS_URL, logger, namespace });
    const a = await createTestApp(limits({ loginPerAccount: 2 }), { rateLimitBackend: backendA });
    const b = await createTestApp(limits({ loginPerAccount: 2 }), { rateLimitBackend: backendB });
    const inspector = createClient({ url: REDIS_URL });
    await inspector.connect();
    try {
      const email = uniqueEmail();
      expect((await wrongLogin(a.app, email)).status).toBe(401);
      expect((await wrongLogin(b.app, email)).status).toBe(401);
      const blocked = await wrongLogin(a.app, email);
      expect(blocked.status).toBe(429);
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
      expect((await wrongLogin(b.app, email)).status).toBe(429);
      const keys = await inspector.keys(`rl:${namespace}:auth-password:*`);
      expect(keys).toContain(`rl:${namespace}:auth-password:email:${email}`);
    } finally {
      const keys = await inspector.keys(`rl:${namespace}:*`);
      if (keys.length) await inspector.del(keys);
      await inspector.close();
      await Promise.all([a.close(), b.close(), backendA.close(), backendB.close()]);
    }
  });

  it('when Redis cannot be reached, then requests still pass (limits fail open) instead of hanging or failing', async () => {
    const backend = createRedisRateLimitBackend({ url: 'redis://127.0.0.1:1', logger: pino({ level: 'silent' }), timeoutMs: 200 });
    const t = await createTestApp(limits({ loginPerAccount: 1 }), { rateLimitBackend: backend });
    try {
      for (let i = 0; i < 3; i++) expect((await wrongLogin(t.app, 'someone@example.com')).status).toBe(401);
    } finally {
      await t.close();
      await backend.close().catch(() => undefined);
    }
  });
});
