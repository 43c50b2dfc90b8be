import request from 'supertest';
import type { AppConfig } from '../../../config';
import { uniqueEmail } from '../../../test/auth-helpers';
import { createTestApp } from '../../../test/test-app';
import { RATE_LIMIT_ALLOW_HEADER } from '../allowance';

const SECRET = 'bench-allowance-secret-0123456789abcdef';
const limits = (allowToken?: string): Partial<AppConfig> => ({
  rateLimits: { windowMs: 60_000, authPerIp: 3, loginPerAccount: 100, otpSendsPerAccount: 100, otpChecksPerAccount: 100, allowToken },
});
const wrongLogin = (app: Parameters<typeof request>[0], header?: string) => {
  const req = request(app).post('/api/auth/login');
  if (header !== undefined) req.set(RATE_LIMIT_ALLOW_HEADER, header);
  return req.send({ email: uniqueEmail(), password: 'wrong1234' });
};

/** Statuses of `n` sign-in attempts from one address. */
async function statuses(app: Parameters<typeof request>[0], n: number, header?: string): Promise<number[]> {
  const seen: number[] = [];
  for (let i = 0; i < n; i++) seen.push((await wrongLogin(app, header)).status);
  return seen;
}

describe('the rate-limit allowance (RATE_LIMIT_ALLOW_TOKEN)', () => {
  it('when the setting is on and requests carry the secret, then none is refused past the limit', async () => {
    const t = await createTestApp(limits(SECRET));
    try {
      expect(await statuses(t.app, 6, SECRET)).toEqual([401, 401, 401, 401, 401, 401]);
      // allowed requests were not counted: an ordinary client still has its whole allowance
      expect(await statuses(t.app, 4)).toEqual([401, 401, 401, 429]);
    } finally {
      await t.close();
    }
  });

  it('when the header is wrong, empty, a prefix or the secret with extra text, then 429 as before', async () => {
    const t = await createTestApp(limits(SECRET));
    try {
      const tries = ['wrong', '', SECRET.slice(0, -1), `${SECRET}x`, SECRET.toUpperCase(), 'x'.repeat(10_000)];
      const seen: number[] = [];
      for (const header of tries) seen.push((await wrongLogin(t.app, header)).status);
      expect(seen).toEqual([401, 401, 401, 429, 429, 429]);
    } finally {
      await t.close();
    }
  });

  it('when the setting is not set, then the header changes nothing', async () => {
    const t = await createTestApp(limits(undefined));
    try {
      expect(await statuses(t.app, 4, SECRET)).toEqual([401, 401, 401, 429]);
      expect(await statuses(t.app, 1, '')).toEqual([429]);
    } finally {
      await t.close();
    }
  });

  it('when the secret is sent, then the whole-API limit (600 a minute) lets it through as well', async () => {
    const t = await createTestApp(limits(SECRET));
    try {
      for (let i = 0; i < 600; i++) await request(t.app).get('/api/health').set(RATE_LIMIT_ALLOW_HEADER, SECRET);
      expect((await request(t.app).get('/api/health').set(RATE_LIMIT_ALLOW_HEADER, SECRET)).status).toBe(200);
      for (let i = 0; i < 600; i++) await request(t.app).get('/api/health');
      expect((await request(t.app).get('/api/health')).status).toBe(429);
    } finally {
      await t.close();
    }
  });
});
