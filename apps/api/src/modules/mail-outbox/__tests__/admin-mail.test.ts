import { ADMIN_MAIL_MESSAGES } from '@bookstore/contracts';
import { eq } from 'drizzle-orm';
import request from 'supertest';
import { mailOutbox } from '../../../db/schema';
import { enqueueMail } from '../../../lib/mail/outbox';
import { signIn, signInAdmin, testClock, type SignedIn } from '../../../test/auth-helpers';
import { flakyMailer } from '../../../test/flaky-mailer';
import { createTestApp, type TestApp } from '../../../test/test-app';

const clock = testClock();
const mailer = flakyMailer();
let t: TestApp;
let admin: SignedIn;
let customer: SignedIn;
beforeAll(async () => {
  t = await createTestApp({}, { mailer, clock, outbox: { maxAttempts: 2, backoffMs: 1_000 } });
  admin = await signInAdmin(t.app, t.db);
  customer = await signIn(t.app, t.db);
});
afterAll(() => t.close());

/** A mail that failed both its tries while the server was down. */
async function failedMail(to: string): Promise<string> {
  mailer.down();
  await enqueueMail(t.db, { kind: 'order-update', to, subject: `Order update for ${to}`, text: 'secret body', html: '<p>secret body</p>' }, clock());
  await t.settled();
  clock.advance(1_000);
  await t.settled();
  mailer.up();
  const [row] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, to));
  expect(row!.status).toBe('failed');
  return row!.id;
}

const list = (query = '') => request(t.app).get(`/api/admin/mail${query}`).set('Cookie', admin.cookie);

describe('the back office mail list', () => {
  it('when a mail failed its last try, then it is listed with its error, and a retry sends it and takes it off the list', async () => {
    const id = await failedMail('fail-1@example.com');
    const res = await list('?status=failed');
    expect(res.status).toBe(200);
    const listed = res.body.mails.find((m: { id: string }) => m.id === id);
    expect(listed).toMatchObject({ recipient: 'fail-1@example.com', status: 'failed', attempts: 2, lastError: 'smtp down', kind: 'order-update' });
    // the body (which may hold a code) never reaches the admin's screen
    expect(JSON.stringify(res.body)).not.toContain('secret body');

    const retried = await request(t.app).post(`/api/admin/mail/${id}/retry`).set('Cookie', admin.cookie);
    expect(retried.status).toBe(200);
    expect(retried.body).toMatchObject({ success: true, message: ADMIN_MAIL_MESSAGES.retried, mail: { id, status: 'pending', attempts: 0 } });
    await t.settled();
    expect(mailer.sent.filter((m) => m.to === 'fail-1@example.com')).toHaveLength(1);
    expect((await list()).body.mails.map((m: { id: string }) => m.id)).not.toContain(id);
    expect((await list('?status=sent')).body.mails.map((m: { id: string }) => m.id)).toContain(id);
  });

  it('when the list is paged, then it says how many failed mails there are in all', async () => {
    await failedMail('fail-2@example.com');
    await failedMail('fail-3@example.com');
    const res = await list('?limit=1&page=2');
    expect(res.status).toBe(200);
    expect(res.body.mails).toHaveLength(1);
    expect(res.body.pagination).toMatchObject({ page: 2, limit: 1 });
    expect(res.body.pagination.total).toBeGreaterThanOrEqual(2);
  });

  it('when a mail that did not fail is retried, then 409 and it is not sent again', async () => {
    const [sent] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.status, 'sent'));
    const before = mailer.sent.length;
    const res = await request(t.app).post(`/api/admin/mail/${sent!.id}/retry`).set('Cookie', admin.cookie);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(ADMIN_MAIL_MESSAGES.notFailed);
    await t.settled();
    expect(mailer.sent.length).toBe(before);
  });

  it.each([['junk', 'not-a-uuid'], ['unknown', '00000000-0000-4000-8000-000000000000'], ['huge', 'x'.repeat(5_000)]])(
    'when the id is %s, then 404 or 400 and nothing is sent',
    async (_label, id) => {
      const res = await request(t.app).post(`/api/admin/mail/${id}/retry`).set('Cookie', admin.cookie);
      expect([400, 404]).toContain(res.status);
      expect(res.body.success).toBe(false);
    },
  );

  it.each(['?status=lost', '?limit=100000', '?page=-1', '?status=FAILED'])('when the query is %s, then 400', async (query) => {
    expect((await list(query)).status).toBe(400);
  });

  it.each([
    ['GET', '/api/admin/mail'],
    ['POST', '/api/admin/mail/00000000-0000-4000-8000-000000000000/retry'],
  ])('when nobody is signed in, %s %s answers 401; when a customer is, 403', async (method, path) => {
    const anon = method === 'GET' ? request(t.app).get(path) : request(t.app).post(path);
    expect((await anon).status).toBe(401);
    const asCustomer = method === 'GET' ? request(t.app).get(path) : request(t.app).post(path);
    const res = await asCustomer.set('Cookie', customer.cookie);
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('FORBIDDEN');
  });
});
