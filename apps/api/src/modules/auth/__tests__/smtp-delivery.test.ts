import { MESSAGES, STORE_NAME } from '@bookstore/contracts';
import request from 'supertest';
import { createSmtpMailer } from '../../../lib/mail/mailer';
import { cookieFrom, uniqueEmail } from '../../../test/auth-helpers';
import { startSmtpCatcher } from '../../../test/smtp-catcher';
import { createTestApp, type TestApp } from '../../../test/test-app';

let smtp: Awaited<ReturnType<typeof startSmtpCatcher>>;
let t: TestApp;

beforeAll(async () => {
  smtp = await startSmtpCatcher();
  const mailer = createSmtpMailer(smtp.url, 'Kitab Ghar <no-reply@test.local>');
  t = await createTestApp({}, { mailer });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

describe('mail through a real SMTP server', () => {
  it('when someone registers, then a text + HTML mail with the store name and the code arrives, their name escaped', async () => {
    const email = uniqueEmail();
    const res = await request(t.app)
      .post('/api/auth/register')
      .send({ name: '<b>Ali</b>', email, password: 'secret123', confirmPassword: 'secret123' });
    expect(res.status).toBe(201);
    const delivered = smtp.received.find((r) => r.envelopeTo.includes(email));
    expect(delivered).toBeDefined();
    const { mail } = delivered!;
    expect(mail.subject).toMatch(new RegExp(`^${STORE_NAME}: your verification code is \\d{6}$`));
    expect(mail.from?.text).toContain('no-reply@test.local');
    const code = mail.text?.match(/^\d{6}$/m)?.[0];
    expect(code).toMatch(/^\d{6}$/);
    expect(mail.html).toContain(STORE_NAME);
    expect(mail.html).toContain(code);
    expect(mail.html).toContain('&lt;b&gt;Ali&lt;/b&gt;');
    expect(mail.html).not.toContain('<b>Ali</b>');

    // and the code from the delivered mail verifies the account
    const verified = await request(t.app)
      .post('/api/auth/verify-account')
      .set('Cookie', cookieFrom(res, 'pending_verification')!)
      .send({ otp: code });
    expect(verified.status).toBe(200);
    expect(verified.body.message).toBe(MESSAGES.register.verified);
  });
});
