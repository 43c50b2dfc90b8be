import type { AddressInfo } from 'node:net';
import { MESSAGES, STORE_NAME } from '@bookstore/contracts';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import request from 'supertest';
import { createSmtpMailer } from '../../../lib/mail/mailer';
import { cookieFrom, uniqueEmail } from '../../../test/auth-helpers';
import { createTestApp, type TestApp } from '../../../test/test-app';

let server: SMTPServer;
let t: TestApp;
const received: { envelopeTo: string[]; mail: ParsedMail }[] = [];

beforeAll(async () => {
  server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream).then(
        (mail) => {
          received.push({ envelopeTo: session.envelope.rcptTo.map((r) => r.address), mail });
          callback();
        },
        (err: Error) => callback(err),
      );
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  const mailer = createSmtpMailer(`smtp://127.0.0.1:${port}`, 'Kitab Ghar <no-reply@test.local>');
  t = await createTestApp({}, { mailer });
});
afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

describe('mail through a real SMTP server', () => {
  it('when someone registers, then a text + HTML mail with the store name and the code arrives, their name escaped', async () => {
    const email = uniqueEmail();
    const res = await request(t.app)
      .post('/api/auth/register')
      .send({ name: '<b>Ali</b>', email, password: 'secret123', confirmPassword: 'secret123' });
    expect(res.status).toBe(201);
    const delivered = received.find((r) => r.envelopeTo.includes(email));
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
