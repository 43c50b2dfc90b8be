import { MESSAGES } from '@bookstore/contracts';
import { eq } from 'drizzle-orm';
import request from 'supertest';
import { pendingRegistrations, users } from '../../../db/schema';
import type { MailMessage } from '../../../lib/mail/mailer';
import { codeFrom, cookieFrom, createUser, testClock, uniqueEmail } from '../../../test/auth-helpers';
import { createTestApp, type TestApp } from '../../../test/test-app';

/**
 * Pre-account hijacking: an attacker registers the victim's e-mail with a password of their own and never
 * verifies; the victim later registers and verifies with the code from their inbox. The rule: whoever
 * proves the inbox ends with the password chosen in the registration that code answers.
 */
const clock = testClock();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { clock });
});
afterAll(() => t.close());

const ATTACKER_PASSWORD = 'attack123';
const VICTIM_PASSWORD = 'victim123';
const form = (email: string, password: string, name: string) => ({ name, lastName: '', email, password, confirmPassword: password });

/** Each party's own mailbox: the mails the store sent to that address since `from`. */
const mailbox = (email: string, from = 0): MailMessage[] => t.mailer.sent.slice(from).filter((m) => m.to === email);

/** Attacker registers the victim's address first; then the victim registers in a browser of their own. */
async function attackerThenVictim() {
  const email = uniqueEmail('victim');
  const attacker = request.agent(t.app);
  const victim = request.agent(t.app);
  const start = t.mailer.sent.length;
  const first = await attacker.post('/api/auth/register').send(form(email, ATTACKER_PASSWORD, 'Mallory'));
  expect(first.status).toBe(201);
  const afterAttacker = t.mailer.sent.length;
  clock.advance(5_000); // well within the minute of the attacker's code
  const second = await victim.post('/api/auth/register').send(form(email, VICTIM_PASSWORD, 'Ayesha'));
  expect(second.status).toBe(200);
  expect(second.body.message).toBe(MESSAGES.register.existsUnverified);
  const [attackerMail] = mailbox(email, start);
  const [victimMail] = mailbox(email, afterAttacker);
  return { email, attacker, victim, userId: first.body.user.id as string, attackerCode: codeFrom(attackerMail), victimCode: codeFrom(victimMail) };
}

const login = (email: string, password: string) => request(t.app).post('/api/auth/login').send({ email, password });

describe('pre-account hijacking', () => {
  it('when an attacker registered the e-mail first and the victim verifies with the code from their inbox, then only the victim\'s password signs in', async () => {
    const { email, victim, victimCode } = await attackerThenVictim();
    const verified = await victim.post('/api/auth/verify-account').send({ otp: victimCode });
    expect(verified.status).toBe(200);
    expect(verified.body.user).toMatchObject({ email, name: 'Ayesha', isAccountVerified: true });

    const attackerLogin = await login(email, ATTACKER_PASSWORD);
    expect(attackerLogin.status).toBe(401);
    expect(attackerLogin.body).toEqual({ success: false, code: 'UNAUTHENTICATED', message: MESSAGES.login.invalidCredentials, requestId: expect.any(String) });
    expect((await login(email, VICTIM_PASSWORD)).status).toBe(200);
  });

  it('when the victim enters the attacker\'s code in their own browser, then it is refused and the account stays unverified', async () => {
    const { email, victim, attackerCode, victimCode, userId } = await attackerThenVictim();
    if (attackerCode === victimCode) return; // one chance in a million: the same six digits
    const refused = await victim.post('/api/auth/verify-account').send({ otp: attackerCode });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(MESSAGES.register.invalidOtp);
    const [row] = await t.db.select().from(users).where(eq(users.id, userId));
    expect(row!.isAccountVerified).toBe(false);
    // their own code still works and gives their own password
    await victim.post('/api/auth/verify-account').send({ otp: victimCode }).expect(200);
    expect((await login(email, ATTACKER_PASSWORD)).status).toBe(401);
    expect((await login(email, VICTIM_PASSWORD)).status).toBe(200);
  });

  it('when the attacker registers again after the victim, then the victim\'s code still gives the victim\'s password', async () => {
    const { email, attacker, victim, victimCode } = await attackerThenVictim();
    clock.advance(61_000);
    await attacker.post('/api/auth/register').send(form(email, ATTACKER_PASSWORD, 'Mallory')).expect(200);
    await victim.post('/api/auth/verify-account').send({ otp: victimCode }).expect(200);
    expect((await login(email, ATTACKER_PASSWORD)).status).toBe(401);
    expect((await login(email, VICTIM_PASSWORD)).status).toBe(200);
  });

  it('when the victim uses a client that keeps no cookies and sends the user id with their code, then the victim\'s password wins', async () => {
    const { email, userId, victimCode } = await attackerThenVictim();
    await request(t.app).post('/api/auth/verify-account').send({ userId, otp: victimCode }).expect(200);
    expect((await login(email, ATTACKER_PASSWORD)).status).toBe(401);
    expect((await login(email, VICTIM_PASSWORD)).status).toBe(200);
  });

  it('when the attacker, who never saw a code, guesses codes and signs in, then nothing verifies and no session is given', async () => {
    const { email, attacker, userId } = await attackerThenVictim();
    for (const otp of ['000000', '123456', '999999']) {
      const res = await attacker.post('/api/auth/verify-account').send({ otp });
      expect(res.status).toBe(400);
      expect(cookieFrom(res, 'token')).toBeUndefined();
    }
    const signIn = await attacker.post('/api/auth/login').send({ email, password: ATTACKER_PASSWORD });
    expect(signIn.status).toBe(200);
    expect(signIn.body.user).toMatchObject({ id: userId, isAccountVerified: false });
    expect(cookieFrom(signIn, 'token')).toBeUndefined();
    expect((await attacker.get('/api/auth/is-auth')).body.success).toBe(false);
  });

  it('when the victim verifies, then every other registration of the e-mail ends with its code', async () => {
    const { email, attacker, victim, victimCode, attackerCode, userId } = await attackerThenVictim();
    await victim.post('/api/auth/verify-account').send({ otp: victimCode }).expect(200);
    expect(await t.db.select().from(pendingRegistrations).where(eq(pendingRegistrations.userId, userId))).toEqual([]);
    // the attacker's own code (had they seen it) now does nothing either
    expect((await attacker.post('/api/auth/verify-account').send({ otp: attackerCode })).status).toBe(400);
    expect((await login(email, ATTACKER_PASSWORD)).status).toBe(401);
  });

  it('when an attacker registers an e-mail whose owner then resets the password, then the owner\'s new password is the only one', async () => {
    const email = uniqueEmail('owner');
    await request(t.app).post('/api/auth/register').send(form(email, ATTACKER_PASSWORD, 'Mallory')).expect(201);
    const before = t.mailer.sent.length;
    await request(t.app).post('/api/auth/send-reset-otp').send({ email }).expect(200);
    await t.settled();
    const [resetMail] = mailbox(email, before);
    await request(t.app)
      .post('/api/auth/reset-password')
      .send({ email, otp: codeFrom(resetMail), newPassword: 'owner1234', confirmPassword: 'owner1234' })
      .expect(200);
    expect((await login(email, ATTACKER_PASSWORD)).status).toBe(401);
    expect((await login(email, 'owner1234')).status).toBe(200);
  });

  it('when an account migrated from before registrations is verified, then it keeps the password it was created with', async () => {
    const legacy = await createUser(t.db, { verified: false });
    const res = await login(legacy.email, legacy.password);
    expect(res.status).toBe(200);
    const code = codeFrom(mailbox(legacy.email).at(-1));
    await request(t.app).post('/api/auth/verify-account').send({ userId: legacy.id, otp: code }).expect(200);
    expect((await login(legacy.email, legacy.password)).status).toBe(200);
  });

  it('when both registrations\' codes are sent at the same moment, then exactly one verifies and the account has that one\'s password', async () => {
    const { email, userId, attackerCode, victimCode } = await attackerThenVictim();
    if (attackerCode === victimCode) return;
    const [a, v] = await Promise.all(
      [attackerCode, victimCode].map((otp) => request(t.app).post('/api/auth/verify-account').send({ userId, otp })),
    );
    expect([a!.status, v!.status].sort()).toEqual([200, 400]);
    const winner = a!.status === 200 ? ATTACKER_PASSWORD : VICTIM_PASSWORD;
    const loser = winner === ATTACKER_PASSWORD ? VICTIM_PASSWORD : ATTACKER_PASSWORD;
    expect((await login(email, winner)).status).toBe(200);
    expect((await login(email, loser)).status).toBe(401);
  });

  it('when one e-mail collects more registrations than are kept, then the oldest end with their codes', async () => {
    const email = uniqueEmail('flood');
    const codes: string[] = [];
    let userId = '';
    for (let i = 0; i < 4; i++) {
      const res = await request(t.app).post('/api/auth/register').send(form(email, `flood${i}234`, 'Flood'));
      userId = res.body.user.id;
      codes.push(codeFrom(mailbox(email).at(-1)));
      clock.advance(1000);
    }
    expect(await t.db.select().from(pendingRegistrations).where(eq(pendingRegistrations.userId, userId))).toHaveLength(3);
    const oldest = await request(t.app).post('/api/auth/verify-account').send({ userId, otp: codes[0] });
    if (!codes.slice(1).includes(codes[0]!)) expect(oldest.status).toBe(400);
    await request(t.app).post('/api/auth/verify-account').send({ userId, otp: codes[3] }).expect(200);
    expect((await login(email, 'flood3234')).status).toBe(200);
  });
});
