import { randomBytes } from 'node:crypto';
import bcrypt from 'bcrypt';
import type { Express } from 'express';
import request, { type Response } from 'supertest';
import type TestAgent from 'supertest/lib/agent';
import type { Db } from '../db/client';
import { pendingRegistrations, users } from '../db/schema';
import type { MailMessage } from '../lib/mail/mailer';
import type { UserRole } from '@bookstore/contracts';

export interface TestUser {
  id: string;
  email: string;
  password: string;
  name: string;
}

export interface NewTestUser {
  email?: string;
  password?: string;
  name?: string;
  lastName?: string;
  /** Verified by default; false for an account still waiting for its code. */
  verified?: boolean;
  /** 'customer' by default. */
  role?: UserRole;
}

/** A unique e-mail for this test run. */
export const uniqueEmail = (prefix = 'user') => `${prefix}-${randomBytes(4).toString('hex')}@example.com`;

/** Inserts an account straight into the database (bcrypt at the lowest cost: fast, same format). */
export async function createUser(db: Db, options: NewTestUser = {}): Promise<TestUser> {
  const email = (options.email ?? uniqueEmail()).toLowerCase();
  const password = options.password ?? 'secret123';
  const name = options.name ?? 'Ayesha';
  const passwordHash = await bcrypt.hash(password, 4);
  const lastName = options.lastName ?? 'Khan';
  const verified = options.verified ?? true;
  const [row] = await db
    .insert(users)
    .values({ email, passwordHash, name, lastName, isAccountVerified: verified, role: options.role ?? 'customer' })
    .returning({ id: users.id });
  // an account waiting for its code has the registration that chose its password, as a sign-up leaves it
  if (!verified) await db.insert(pendingRegistrations).values({ userId: row!.id, passwordHash, name, lastName });
  return { id: row!.id, email, password, name };
}

export interface SignedIn {
  user: TestUser;
  /** A supertest agent that sends the session cookie with every request. */
  agent: TestAgent;
  /** The `token=...` cookie, for plain `request(app).set('Cookie', cookie)` calls. */
  cookie: string;
}

/** Creates a verified account and signs it in through POST /api/auth/login. */
export async function signIn(app: Express, db: Db, options: NewTestUser = {}): Promise<SignedIn> {
  const user = await createUser(db, { ...options, verified: true });
  const agent = request.agent(app);
  const res = await agent.post('/api/auth/login').send({ email: user.email, password: user.password });
  if (res.status !== 200) throw new Error(`signIn failed: ${res.status} ${JSON.stringify(res.body)}`);
  const cookie = cookieFrom(res, 'token');
  if (!cookie) throw new Error('signIn: no session cookie');
  return { user, agent, cookie };
}

/** Creates a verified admin account and signs it in through the normal login. */
export function signInAdmin(app: Express, db: Db, options: Omit<NewTestUser, 'role'> = {}): Promise<SignedIn> {
  return signIn(app, db, { name: 'Admin', ...options, role: 'admin' });
}

/** `name=value` of a cookie the response sets, if it sets it. */
export function cookieFrom(res: Response, name: string): string | undefined {
  const header = res.headers['set-cookie'] as unknown as string[] | string | undefined;
  const list = Array.isArray(header) ? header : header ? [header] : [];
  const found = list.find((c) => c.startsWith(`${name}=`));
  return found?.split(';')[0];
}

/** The 6-digit code in a code mail. */
export function codeFrom(mail: MailMessage | undefined): string {
  const code = mail?.text.match(/^\d{6}$/m)?.[0];
  if (!code) throw new Error('no code in the mail');
  return code;
}

/** The code of the latest mail sent to `email`. */
export function lastCodeTo(sent: MailMessage[], email: string): string {
  return codeFrom([...sent].reverse().find((m) => m.to === email.toLowerCase()));
}

/** A clock tests move by hand: pass it as createTestApp's `clock` dependency. */
export function testClock(start = new Date()) {
  let now = start.getTime();
  const clock = () => new Date(now);
  return Object.assign(clock, {
    advance(ms: number) {
      now += ms;
    },
  });
}
