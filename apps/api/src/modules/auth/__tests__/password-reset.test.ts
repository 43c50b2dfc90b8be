import { MESSAGES, TIMINGS } from '@bookstore/contracts';
import request from 'supertest';
import { createUser, lastCodeTo, signIn, testClock } from '../../../test/auth-helpers';
import { createTestApp, type TestApp } from '../../../test/test-app';

const clock = testClock();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { clock });
});
afterAll(() => t.close());

const post = (path: string, body: object) => request(t.app).post(`/api/auth/${path}`).send(body);
const newPassword = { newPassword: 'fresh1234', confirmPassword: 'fresh1234' };

async function codeFor(email: string): Promise<string> {
  await post('send-reset-otp', { email }).expect(200);
  await t.settled();
  return lastCodeTo(t.mailer.sent, email);
}

describe('POST /api/auth/send-reset-otp', () => {
  it('when the e-mail is unknown, then the answer is the same as for a known one and no mail goes out', async () => {
    const user = await createUser(t.db);
    const known = await post('send-reset-otp', { email: user.email });
    await t.settled();
    const before = t.mailer.sent.length;
    const unknown = await post('send-reset-otp', { email: 'nobody-here@example.com' });
    await t.settled();
    expect(unknown.status).toBe(known.status);
    expect(unknown.body).toEqual(known.body);
    expect(known.body).toEqual({ success: true, message: MESSAGES.otp.sent });
    expect(t.mailer.sent.length).toBe(before);
  });

  it('when asked again within 60 seconds, then the same answer but no second mail; after 60 seconds a new code', async () => {
    const user = await createUser(t.db);
    await post('send-reset-otp', { email: user.email });
    await t.settled();
    const count = () => t.mailer.sent.filter((m) => m.to === user.email).length;
    expect(count()).toBe(1);
    const again = await post('send-reset-otp', { email: user.email });
    await t.settled();
    expect(again.body).toEqual({ success: true, message: MESSAGES.otp.sent });
    expect(count()).toBe(1);
    clock.advance(TIMINGS.otpResendSeconds * 1000);
    await post('send-reset-otp', { email: user.email });
    await t.settled();
    expect(count()).toBe(2);
  });

  it('when the e-mail is missing or malformed, then "Valid email is required"', async () => {
    for (const body of [{}, { email: 'nope' }]) {
      const res = await post('send-reset-otp', body);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(MESSAGES.otp.validEmailRequired);
    }
  });
});

describe('POST /api/auth/verify-reset-otp and reset-password', () => {
  it('when the code is checked, then it stays usable; reset uses it, sets the password and ends every session', async () => {
    const { user, cookie } = await signIn(t.app, t.db);
    const code = await codeFor(user.email);
    const checked = await post('verify-reset-otp', { email: user.email, otp: code });
    expect(checked.status).toBe(200);
    expect(checked.body).toEqual({ success: true, message: MESSAGES.otp.verified });
    // checking again is fine: a right code is not used up by a check
    await post('verify-reset-otp', { email: user.email, otp: code }).expect(200);

    const reset = await post('reset-password', { email: user.email, otp: code, ...newPassword });
    expect(reset.status).toBe(200);
    expect(reset.body).toEqual({ success: true, message: MESSAGES.reset.success });

    expect((await request(t.app).get(`/api/cart/get/${user.id}`).set('Cookie', cookie)).status).toBe(401);
    expect((await post('login', { email: user.email, password: user.password })).status).toBe(401);
    expect((await post('login', { email: user.email, password: 'fresh1234' })).status).toBe(200);
    // the code was used
    const reuse = await post('reset-password', { email: user.email, otp: code, newPassword: 'other1234', confirmPassword: 'other1234' });
    expect(reuse.status).toBe(400);
    expect(reuse.body.message).toBe(MESSAGES.register.invalidOtp);
  });

  it('when the code is wrong, expired or for an unknown e-mail, then "Invalid OTP"', async () => {
    const user = await createUser(t.db);
    const code = await codeFor(user.email);
    const wrong = code === '000000' ? '111111' : '000000';
    expect((await post('verify-reset-otp', { email: user.email, otp: wrong })).body.message).toBe('Invalid OTP');
    expect((await post('verify-reset-otp', { email: 'ghost@example.com', otp: code })).body.message).toBe('Invalid OTP');
    clock.advance(TIMINGS.otpValidityMs + 1);
    const expired = await post('reset-password', { email: user.email, otp: code, ...newPassword });
    expect(expired.status).toBe(400);
    expect(expired.body.message).toBe('Invalid OTP');
  });

  it('when five wrong codes were checked, then the right one no longer resets', async () => {
    const user = await createUser(t.db);
    const code = await codeFor(user.email);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) await post('verify-reset-otp', { email: user.email, otp: wrong });
    const res = await post('reset-password', { email: user.email, otp: code, ...newPassword });
    expect(res.status).toBe(400);
    expect((await post('login', { email: user.email, password: user.password })).status).toBe(200);
  });

  it.each([
    [{ otp: undefined }, 'All fields are required'],
    [{ confirmPassword: '' }, MESSAGES.reset.allFieldsRequired],
    [{ newPassword: `a1${'b'.repeat(49)}`, confirmPassword: `a1${'b'.repeat(49)}` }, 'Password cannot exceed 50 characters'],
    [{ newPassword: 'onlyletters', confirmPassword: 'onlyletters' }, 'Password must be at least 8 characters with one letter and one number'],
    [{ confirmPassword: 'fresh1235' }, 'Passwords do not match'],
    [{ otp: '12ab56' }, MESSAGES.otp.invalidFormat],
  ])('when the reset body has %o, then 400 with the spec text', async (patch, message) => {
    const user = await createUser(t.db);
    const res = await post('reset-password', { email: user.email, otp: '123456', ...newPassword, ...patch });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });

  it('when verify-reset-otp lacks e-mail or OTP, then "Valid email and OTP are required"', async () => {
    const res = await post('verify-reset-otp', { otp: '123456' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(MESSAGES.otp.emailAndOtpRequired);
  });
});

describe('POST /api/auth/send-reset-otp timing', () => {
  it('when the mail server is slow, then a known e-mail is answered as fast as an unknown one and its code still arrives', async () => {
    const MAIL_DELAY_MS = 300;
    const sent: string[] = [];
    const slow = await createTestApp({}, { mailer: { send: async (m) => void (await new Promise((r) => setTimeout(r, MAIL_DELAY_MS)), sent.push(m.to)) }, mailWorker: 'background' });
    try {
      const known = await Promise.all([1, 2, 3].map(() => createUser(slow.db)));
      const elapsed = async (email: string) => {
        const started = performance.now();
        await request(slow.app).post('/api/auth/send-reset-otp').send({ email }).expect(200);
        return performance.now() - started;
      };
      for (const user of known) {
        // no answer waits for the slow mail: the known address is told nothing a stranger is not
        expect(await elapsed(user.email)).toBeLessThan(MAIL_DELAY_MS);
        expect(await elapsed(`nobody-${user.id}@example.com`)).toBeLessThan(MAIL_DELAY_MS);
      }
      await slow.settled();
      expect(sent.sort()).toEqual(known.map((u) => u.email).sort());
    } finally {
      await slow.close();
    }
  });
});
