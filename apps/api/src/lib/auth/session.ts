import { MESSAGES, type UserRole } from '@bookstore/contracts';
import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { CookieOptions, Request, RequestHandler, Response } from 'express';
import { createSecretKey } from 'node:crypto';
import jwt from 'jsonwebtoken';
import type { Db, Tx } from '../../db/client';
import { sessions, users } from '../../db/schema';
import type { OpeningStatement } from '../db/transaction-opened-with';
import { AppError } from '../errors';
import { VerifiedTokens } from './verified-tokens';

export const SESSION_COOKIE = 'token';
export const SESSION_TTL_MS = 7 * 24 * 60 * 60 * 1000;
/** Verified session tokens kept in memory (a few hundred bytes each). */
const VERIFIED_TOKENS_KEPT = 10_000;

/** The signed-in user as handlers see it (role read from the database on every request). */
export interface SessionUser {
  id: string;
  /** As stored (lower case): the account's key for per-account rate limits. */
  email: string;
  role: UserRole;
  sessionId: string;
}

/** What a well-signed session token names: the user (sub) and the session row (sid), not yet checked against the database. */
export interface TokenClaims {
  sub: string;
  sid: string;
}

/** Session tokens carry their own audience, so no other token this server signs passes as one. */
const AUDIENCE = 'session';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function isClaims(value: unknown): value is TokenClaims {
  const claims = value as Partial<TokenClaims> | null;
  return typeof claims === 'object' && claims !== null && UUID.test(String(claims.sub)) && UUID.test(String(claims.sid));
}

/**
 * The live session's condition, its values as placeholders sid, sub (the token's claims) and now: the row
 * is there, not revoked, not expired, and belongs to the token's user. For statements that fold the session
 * look-up into their own work (see requireSessionToken).
 */
export const liveSession = () =>
  and(
    eq(sessions.id, sql.placeholder('sid')),
    eq(sessions.userId, sql.placeholder('sub')),
    isNull(sessions.revokedAt),
    gt(sessions.expiresAt, sql.placeholder('now')),
  );
export const SESSION_USER_FIELDS = { id: users.id, email: users.email, role: users.role, sessionId: sessions.id };

/**
 * A transaction's opening statement (lib/db/transaction-opened-with) for routes guarded by
 * requireSessionToken, which checked only the token's signature: the user of the live session the claims
 * name, with the user's row locked (FOR NO KEY UPDATE) until the transaction ends. No row when the session
 * was ended, has expired or its user was deleted. The claims are uuids (isClaims).
 */
export function lockedSessionUser(claims: TokenClaims, now: Date): OpeningStatement {
  return {
    name: 'session_user_locked',
    text:
      'select u.id, u.email, u.role, s.id as "sessionId" from sessions s join users u on u.id = s.user_id ' +
      'where s.id = $1 and s.user_id = $2 and s.revoked_at is null and s.expires_at > $3 limit 1 for no key update of u',
    values: [claims.sid, claims.sub, now.toISOString()],
  };
}

export interface SessionOptions {
  db: Db;
  jwtSecret: string;
  /** Secure cookies when the store is served over https. */
  secureCookies: boolean;
  clock?: () => Date;
}

/**
 * Sessions: a JWT in the httpOnly cookie `token` names a row of `sessions`, so logout, a password
 * change, a reset or account deletion really end it (the row is revoked or gone).
 */
export function createSessions({ db, jwtSecret, secureCookies, clock = () => new Date() }: SessionOptions) {
  const cookieOptions = (): CookieOptions => ({
    httpOnly: true,
    sameSite: 'lax',
    secure: secureCookies,
    path: '/',
    maxAge: SESSION_TTL_MS,
  });

  const nowSeconds = () => Math.floor(clock().getTime() / 1000);
  // made once: given the secret as a string, jsonwebtoken first tries it as a public key (and throws) on every
  // call, which cost more CPU than the rest of the verification
  const key = createSecretKey(Buffer.from(jwtSecret, 'utf8'));
  const verified = new VerifiedTokens<TokenClaims>(VERIFIED_TOKENS_KEPT);

  // every signed-in request runs it: built once, and PostgreSQL parses and plans it once per connection
  const sessionUser = db.select(SESSION_USER_FIELDS).from(sessions).innerJoin(users, eq(users.id, sessions.userId)).where(liveSession()).limit(1).prepare('session_user');

  /** The claims of a well-signed, unexpired session token in the cookie; null otherwise. The session row is not read. */
  function claimsOf(req: Request): TokenClaims | null {
    const token: unknown = req.cookies?.[SESSION_COOKIE];
    if (typeof token !== 'string' || token === '') return null;
    const now = nowSeconds();
    const known = verified.get(token, now);
    if (known) return known;
    let claims: unknown;
    try {
      // the algorithm is pinned: 'none' and tokens signed any other way are refused
      claims = jwt.verify(token, key, { algorithms: ['HS256'], audience: AUDIENCE, clockTimestamp: now });
    } catch {
      return null;
    }
    if (!isClaims(claims)) return null;
    const checked = Object.freeze({ sub: claims.sub, sid: claims.sid });
    // session tokens are always signed with an expiry (start); verify refused any that had passed
    const { exp } = claims as { exp?: unknown };
    if (typeof exp === 'number') verified.set(token, checked, exp);
    return checked;
  }

  async function resolve(req: Request): Promise<SessionUser | null> {
    const claims = claimsOf(req);
    if (!claims) return null;
    const [row] = await sessionUser.execute({ sid: claims.sid, sub: claims.sub, now: clock() });
    return row ?? null;
  }

  return {
    /** Starts a session for the user, sets the cookie, and returns the token (the spec's verify answer carries it). */
    async start(res: Response, userId: string, userAgent?: string, executor: Db | Tx = db): Promise<string> {
      const expiresAt = new Date(clock().getTime() + SESSION_TTL_MS);
      const [session] = await executor
        .insert(sessions)
        .values({ userId, expiresAt, userAgent: userAgent?.slice(0, 300) })
        .returning({ id: sessions.id });
      const token = jwt.sign({ sub: userId, sid: session!.id, iat: nowSeconds() }, key, {
        algorithm: 'HS256',
        audience: AUDIENCE,
        expiresIn: Math.floor(SESSION_TTL_MS / 1000),
      });
      res.cookie(SESSION_COOKIE, token, cookieOptions());
      return token;
    },

    /** Ends the current session (if any) and clears the cookie. */
    async end(req: Request, res: Response): Promise<void> {
      const user = await resolve(req);
      if (user) await db.update(sessions).set({ revokedAt: clock() }).where(eq(sessions.id, user.sessionId));
      res.clearCookie(SESSION_COOKIE, { ...cookieOptions(), maxAge: undefined });
    },

    /** Ends every session of a user (password change or reset), optionally keeping one (the caller's own). */
    async endAll(userId: string, executor: Db | Tx = db, keepSessionId?: string): Promise<void> {
      await executor
        .update(sessions)
        .set({ revokedAt: clock() })
        .where(
          and(eq(sessions.userId, userId), isNull(sessions.revokedAt), keepSessionId ? ne(sessions.id, keepSessionId) : undefined),
        );
    },

    clearCookie(res: Response): void {
      res.clearCookie(SESSION_COOKIE, { ...cookieOptions(), maxAge: undefined });
    },

    resolve,

    /** Puts the signed-in user (or null) on res.locals.user; never refuses. */
    optionalUser: (async (req, res, next) => {
      res.locals.user = await resolve(req);
      next();
    }) as RequestHandler,

    /** 401 'Session expired. Please login again.' without a live session. */
    requireUser: (async (req, res, next) => {
      const user = await resolve(req);
      if (!user) throw new AppError('UNAUTHENTICATED', MESSAGES.session.expired);
      res.locals.user = user;
      next();
    }) as RequestHandler,

    /**
     * 401 without a well-signed session token; puts its claims on res.locals.sessionClaims. It does NOT read
     * the session row: the route must do so itself, in its first statement (lockedSessionUser, or a statement that joins liveSession()), and refuse when
     * the session is not live. Saves a round trip per request on the hot path (checkout).
     */
    requireSessionToken: ((req, res, next) => {
      const claims = claimsOf(req);
      if (!claims) throw new AppError('UNAUTHENTICATED', MESSAGES.session.expired);
      res.locals.sessionClaims = claims;
      next();
    }) as RequestHandler,

    /** 401 without a session, 403 for anyone but an admin (role read from the database each time). */
    requireAdmin: (async (req, res, next) => {
      const user = await resolve(req);
      if (!user) throw new AppError('UNAUTHENTICATED', MESSAGES.session.expired);
      if (user.role !== 'admin') throw new AppError('FORBIDDEN');
      res.locals.user = user;
      next();
    }) as RequestHandler,
  };
}
export type Sessions = ReturnType<typeof createSessions>;

/** The claims put there by requireSessionToken (the session row still to be checked); throws if a route forgot the middleware. */
export function sessionClaims(res: Response): TokenClaims {
  const claims = res.locals.sessionClaims as TokenClaims | undefined;
  if (!claims) throw new AppError('UNAUTHENTICATED', MESSAGES.session.expired);
  return claims;
}

/** The user put there by requireUser; throws if a route forgot the middleware. */
export function currentUser(res: Response): SessionUser {
  const user = res.locals.user as SessionUser | null | undefined;
  if (!user) throw new AppError('UNAUTHENTICATED', MESSAGES.session.expired);
  return user;
}
