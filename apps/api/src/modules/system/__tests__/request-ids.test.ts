import request from 'supertest';
import { requestIdOf } from '../../../lib/http/request-id';
import { failingUserInserts } from '../../../test/failing-inserts';
import { type captureLogs, createLoggedTestApp } from '../../../test/log-capture';
import type { TestApp } from '../../../test/test-app';

/**
 * A shopper reports 'something went wrong' with the reference the store showed: the shop must find that
 * request in the log. Every answer carries its id, every error body too, every log line of the request names it.
 */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

type LogLine = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

let t: TestApp;
let logs: ReturnType<typeof captureLogs>;
beforeAll(async () => {
  // the request log on, as on a real server
  ({ t, logs } = await createLoggedTestApp());
});
afterAll(() => t.close());


const register = (email: string) =>
  request(t.app).post('/api/auth/register').send({ name: 'Sana', email, password: 'Sup3rSecret', confirmPassword: 'Sup3rSecret' });

describe('request ids', () => {
  it('when answers are 200, 404 and 500, then each carries a fresh UUID in X-Request-Id', async () => {
    const ok = await request(t.app).get('/api/health').expect(200);
    const missing = await request(t.app).get('/api/no-such-call').expect(404);
    const failed = await failingUserInserts(t, () => register('req-id-500@example.com'));
    expect(failed.status).toBe(500);
    const ids = [ok, missing, failed].map((res) => res.headers['x-request-id']);
    for (const id of ids) expect(id).toMatch(UUID);
    expect(new Set(ids).size).toBe(3);
    // a success body stays as its contract says
    expect(ok.body).not.toHaveProperty('requestId');
  });

  it('when a proxy sends a safe X-Request-Id, then the answer, the error body and the log keep it', async () => {
    const res = await request(t.app).get('/api/no-such-call').set('X-Request-Id', 'lb-7f3a.9_trace-01').expect(404);
    expect(res.headers['x-request-id']).toBe('lb-7f3a.9_trace-01');
    expect(res.body).toEqual({ success: false, code: 'NOT_FOUND', message: 'Not found', requestId: 'lb-7f3a.9_trace-01' });
    const line = logs.lines().find((l) => (l as LogLine).req?.id === 'lb-7f3a.9_trace-01');
    expect(line).toMatchObject({ msg: 'request completed', res: { statusCode: 404 } });
  });

  it('when the incoming id is junk, too short, huge or has spaces or markup, then a fresh UUID replaces it', async () => {
    for (const junk of ['short', 'x'.repeat(65), 'a'.repeat(8000), 'has spaces in it', '<script>alert(1)</script>', '../../etc/passwd', 'id;drop table users']) {
      const res = await request(t.app).get('/api/health').set('X-Request-Id', junk);
      expect(res.headers['x-request-id']).toMatch(UUID);
    }
  });

  it('when the incoming id has a NUL, a line break or non-ASCII letters, or comes twice, then it is not taken', () => {
    for (const junk of ['abcdefgh\u0000ij', 'abcdefgh\r\nSet-Cookie: x=1', 'référence-12345', ['abcdefgh12', 'ijklmnop34'], undefined]) {
      expect(requestIdOf(junk)).toMatch(UUID);
    }
    expect(requestIdOf('A1b2.C3d4_e5-F6')).toBe('A1b2.C3d4_e5-F6');
  });

  it('when a request fails with 500, then its body has the id and no stack, and the error and request lines carry the same id', async () => {
    const res = await failingUserInserts(t, () => register('req-id-trace@example.com'));
    expect(res.status).toBe(500);
    const id = res.headers['x-request-id'] as string;
    expect(res.body).toEqual({ success: false, code: 'INTERNAL', message: 'An unexpected error occurred', requestId: id });
    expect(res.text).not.toMatch(/\bat |injected failure|insert into/);
    const lines = logs.lines() as LogLine[];
    // logged by the error handler, after the JSON body was read: the id follows the request through
    const errorLine = lines.find((l) => l.msg === 'unexpected error' && l.reqId === id);
    expect(errorLine?.err.cause.message).toBe('injected failure');
    const requestLine = lines.find((l) => l.msg === 'request errored' && l.req?.id === id);
    expect(requestLine).toMatchObject({ reqId: id, route: '/api/auth/register', res: { statusCode: 500 } });
    // lines of other requests do not carry it
    expect(lines.filter((l) => JSON.stringify(l).includes(id)).every((l) => l.reqId === id || l.req?.id === id)).toBe(true);
  });

  it('when a failure is a refusal (validation, unknown call, wrong content type), then its body names the id of its header', async () => {
    const answers = [
      await request(t.app).post('/api/auth/login').send({ email: 'nobody' }),
      await request(t.app).get('/api/products/not-a-uuid'),
      await request(t.app).post('/api/auth/login').set('Content-Type', 'text/plain').send('email=x'),
    ];
    for (const res of answers) {
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.body).toMatchObject({ success: false, requestId: res.headers['x-request-id'] });
    }
  });
});
