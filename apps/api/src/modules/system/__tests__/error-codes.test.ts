import { ERROR_CODES, errorResponseSchema, MESSAGES, type ErrorCode } from '@bookstore/contracts';
import request, { type Response } from 'supertest';
import { createUser, signIn, type SignedIn } from '../../../test/auth-helpers';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
let shopper: SignedIn;
beforeAll(async () => {
  // the auth limiter lets 5 requests a window through, so a few calls reach its own 429 answer
  t = await createTestApp({ rateLimits: { windowMs: 60_000, authPerIp: 5, loginPerAccount: 100, otpSendsPerAccount: 100, otpChecksPerAccount: 100 } });
  shopper = await signIn(t.app, t.db);
});
afterAll(() => t.close());

/** The answer is a contract error answer with this status, code and message. */
function expectFailure(res: Response, status: number, code: ErrorCode, message?: string) {
  expect(res.status).toBe(status);
  expect(errorResponseSchema.safeParse(res.body).success).toBe(true);
  expect(res.body).toMatchObject({ success: false, code, ...(message ? { message } : {}) });
  expect(ERROR_CODES).toContain(res.body.code);
}

describe('error codes on the wire', () => {
  it('when a field is wrong, then 400 with code VALIDATION', async () => {
    const res = await shopper.agent.post('/api/cart/add').send({ productId: 'not-a-book', size: 'Paperback', quantity: 'many' });
    expectFailure(res, 400, 'VALIDATION');
  });

  it('when a JSON body is malformed, then 400 with code VALIDATION', async () => {
    const res = await request(t.app).post('/api/cart/add').set('Content-Type', 'application/json').send('{"productId":');
    expectFailure(res, 400, 'VALIDATION', MESSAGES.general.invalidRequest);
  });

  it('when there is no session, then 401 with code UNAUTHENTICATED', async () => {
    const res = await request(t.app).get(`/api/cart/get/${shopper.user.id}`);
    expectFailure(res, 401, 'UNAUTHENTICATED');
  });

  it('when a shopper calls the back office, then 403 with code FORBIDDEN', async () => {
    const res = await shopper.agent.get('/api/admin/customers');
    expectFailure(res, 403, 'FORBIDDEN', MESSAGES.session.forbidden);
  });

  it('when a page of another origin writes, then 403 with code FORBIDDEN', async () => {
    const res = await request(t.app).post('/api/cart/add').set('Origin', 'http://evil.example').send({});
    expectFailure(res, 403, 'FORBIDDEN', MESSAGES.general.crossOriginWrite);
  });

  it('when an API path does not exist, then 404 with code NOT_FOUND', async () => {
    const res = await request(t.app).get('/api/no-such-thing');
    expectFailure(res, 404, 'NOT_FOUND', MESSAGES.general.notFound);
  });

  it('when a verified e-mail registers again, then 409 with code CONFLICT', async () => {
    const existing = await createUser(t.db);
    const res = await request(t.app)
      .post('/api/auth/register')
      .send({ name: 'Ayesha', lastName: 'Khan', email: existing.email, password: 'secret123', confirmPassword: 'secret123' });
    expectFailure(res, 409, 'CONFLICT', MESSAGES.register.emailExists);
  });

  it('when a JSON body is over the limit, then 413 with code PAYLOAD_TOO_LARGE', async () => {
    const res = await request(t.app).post('/api/cart/add').set('Content-Type', 'application/json').send(JSON.stringify({ note: 'x'.repeat(200_000) }));
    expectFailure(res, 413, 'PAYLOAD_TOO_LARGE', MESSAGES.general.payloadTooLarge);
  });

  it('when a body is neither JSON nor multipart, then 415 with code UNSUPPORTED_MEDIA_TYPE', async () => {
    const res = await request(t.app).post('/api/cart/add').set('Content-Type', 'text/plain').send('hello');
    expectFailure(res, 415, 'UNSUPPORTED_MEDIA_TYPE', MESSAGES.general.unsupportedContentType);
  });

  it("when the auth limiter's own limit is passed, then 429 with code RATE_LIMITED and Retry-After", async () => {
    let res: Response | undefined;
    for (let i = 0; i < 7; i++) {
      res = await request(t.app).post('/api/auth/send-reset-otp').send({ email: 'nobody@example.com' });
      if (res.status === 429) break;
    }
    expectFailure(res!, 429, 'RATE_LIMITED', MESSAGES.general.tooManyRequests);
    expect(Number(res!.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('when nobody is signed in, then is-auth answers 200 success false with code UNAUTHENTICATED', async () => {
    const res = await request(t.app).get('/api/auth/is-auth');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: false, code: 'UNAUTHENTICATED', message: MESSAGES.session.notAuthenticated, user: null });
  });
});
