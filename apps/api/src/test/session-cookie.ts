import jwt from 'jsonwebtoken';
import { sessions } from '../db/schema';
import { SESSION_COOKIE, SESSION_TTL_MS } from '../lib/auth/session';
import type { TestApp } from './test-app';

/**
 * A live session for `userId` without going through the login route: a sessions row plus a token signed
 * exactly as createSessions().start signs it (sub, sid, audience 'session', HS256). Returns `token=<jwt>`
 * for `.set('Cookie', ...)`. Fast enough to start dozens of shoppers in a concurrency test.
 */
export async function sessionCookieFor(t: Pick<TestApp, 'db' | 'config'>, userId: string): Promise<string> {
  const [session] = await t.db
    .insert(sessions)
    .values({ userId, expiresAt: new Date(Date.now() + SESSION_TTL_MS) })
    .returning({ id: sessions.id });
  const token = jwt.sign({ sub: userId, sid: session!.id }, t.config.jwtSecret, {
    algorithm: 'HS256',
    audience: 'session',
    expiresIn: Math.floor(SESSION_TTL_MS / 1000),
  });
  return `${SESSION_COOKIE}=${token}`;
}
