import bcrypt from 'bcrypt';
import request from 'supertest';
import { users } from '../../../db/schema';
import { cookieFrom, createUser } from '../../../test/auth-helpers';
import { failingUserInserts } from '../../../test/failing-inserts';
import { captureLogs, createLoggedTestApp } from '../../../test/log-capture';
import { createTestApp, type TestApp } from '../../../test/test-app';

/**
 * Attack: read the server's log. A failed query used to be logged with its parameters (a bcrypt hash,
 * e-mails, names, addresses); requests could leave cookies, tokens and passwords there too.
 */
let t: TestApp;
let logs: ReturnType<typeof captureLogs>;
beforeAll(async () => {
  ({ t, logs } = await createLoggedTestApp());
});
afterAll(() => t.close());

type LogLine = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
const linesWith = (msg: string) => logs.lines().filter((line) => line.msg === msg) as LogLine[];


describe('database errors in the log', () => {
  it('when a query fails on a NUL among its values, then the log keeps the message and stack but not one value', async () => {
    const hash = await bcrypt.hash('secret123', 4);
    const values = { email: 'leak-nul@example.com', passwordHash: hash, name: 'Nul\u0000Name', address: '12 Private Street' };
    const err = await t.db
      .insert(users)
      .values(values)
      .then(
        () => null,
        (error: Error) => error,
      );
    // the raw error does carry the values: the serializer is what keeps them out
    expect(err?.message).toContain('leak-nul@example.com');
    logs.logger.error({ err }, 'unexpected error');
    const [line] = linesWith('unexpected error').slice(-1);
    expect(line!.err.message).toMatch(/^Failed query: insert into "users"/);
    expect(line!.err.stack).toContain('\n    at ');
    expect(JSON.stringify(line!.err.cause)).toMatch(/0x00|UTF8|utf8/i);
    for (const secret of [values.email, hash, '$2b$', 'Private Street', 'Nul']) expect(logs.text()).not.toContain(secret);
  });

  it('when a request fails in the database, then the 500 is logged with message, code and stack but no params', async () => {
    const email = 'leak-register@example.com';
    const res = await failingUserInserts(t, () =>
      request(t.app).post('/api/auth/register').send({ name: 'Zainab', email, password: 'Sup3rSecret', confirmPassword: 'Sup3rSecret' }),
    );
    expect(res.status).toBe(500);
    const [line] = linesWith('unexpected error').slice(-1);
    expect(line!.err.message).toContain('Failed query: insert into "users"');
    expect(line!.err.stack).toContain('\n    at ');
    expect(line!.err.cause).toMatchObject({ message: 'injected failure', code: 'P0001' });
    expect(line!.err.params).toBeUndefined();
    expect(line!.err.cause.params).toBeUndefined();
    for (const secret of [email, 'Zainab', 'Sup3rSecret', '$2b$']) expect(logs.text()).not.toContain(secret);
  });
});

describe('requests in the log', () => {
  it('when a request carries a cookie, a bearer token, a token in the URL and a password, then none of them is logged', async () => {
    const user = await createUser(t.db, { password: 'Hidden123pass' });
    const res = await request(t.app)
      .post('/api/auth/login?token=query-token-value&page=2')
      .set('Cookie', 'token=cookie-token-value')
      .set('Authorization', 'Bearer bearer-token-value')
      .send({ email: user.email, password: user.password });
    expect(res.status).toBe(200);
    const session = cookieFrom(res, 'token')!.split('=')[1]!;
    const line = linesWith('request completed').find((l) => String(l.req.url).startsWith('/api/auth/login'));
    expect(line).toMatchObject({ req: { method: 'POST', url: '/api/auth/login?token=[redacted]&page=2' }, res: { statusCode: 200 } });
    // at info level the line is compact: no headers at all
    expect(line!.req).not.toHaveProperty('headers');
    expect(line!.res).not.toHaveProperty('headers');
    expect(line).toHaveProperty('responseTime');
    expect(JSON.stringify(line).length).toBeLessThan(400);
    for (const secret of ['query-token-value', 'cookie-token-value', 'bearer-token-value', 'Hidden123pass', session]) {
      expect(logs.text()).not.toContain(secret);
    }
  });

  it('when a book is asked for, then its line names the route template beside the URL, with status, time and id', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    await request(t.app).get(`/api/products/${id}`);
    const line = linesWith('request completed').find((l) => l.req.url === `/api/products/${id}`);
    expect(line).toMatchObject({ req: { id: expect.anything(), method: 'GET' }, route: '/api/products/:productId', res: { statusCode: 404 } });
    expect(typeof line!.responseTime).toBe('number');
  });

  it('when a request fails with 500, then the request line says so without its body', async () => {
    await failingUserInserts(t, () =>
      request(t.app)
        .post('/api/auth/register')
        .send({ name: 'Hamza', email: 'leak-errored@example.com', password: 'An0therSecret', confirmPassword: 'An0therSecret' }),
    );
    const line = linesWith('request errored').find((l) => l.req.url === '/api/auth/register');
    expect(line).toMatchObject({ res: { statusCode: 500 } });
    expect(line!.req).not.toHaveProperty('body');
    for (const secret of ['leak-errored@example.com', 'An0therSecret', 'Hamza']) expect(logs.text()).not.toContain(secret);
  });
});

describe('the request log at debug level', () => {
  it('when headers are logged for debugging, then cookies, credentials and Set-Cookie are still left out', async () => {
    const debug = captureLogs('debug');
    const app = await createTestApp({ env: 'development' }, { logger: debug.logger });
    try {
      const user = await createUser(app.db);
      const res = await request(app.app)
        .post('/api/auth/login')
        .set('Cookie', 'token=cookie-token-value')
        .set('Authorization', 'Bearer bearer-token-value')
        .send({ email: user.email, password: user.password });
      const line = debug.lines().find((l) => l.msg === 'request completed') as LogLine;
      expect(line.req.headers).toHaveProperty('content-type');
      expect(line.req.headers).not.toHaveProperty('cookie');
      expect(line.req.headers).not.toHaveProperty('authorization');
      expect(line.res.headers).not.toHaveProperty('set-cookie');
      for (const secret of ['cookie-token-value', 'bearer-token-value', cookieFrom(res, 'token')!.split('=')[1]!]) {
        expect(debug.text()).not.toContain(secret);
      }
    } finally {
      await app.close();
    }
  });
});
