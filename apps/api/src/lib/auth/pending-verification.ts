import type { CookieOptions, Request, Response } from 'express';
import jwt from 'jsonwebtoken';

/**
 * Names the account waiting for its e-mail code, and the registration made in this browser, so
 * verify-account needs only `{ otp }` and only the code answering this browser's own sign-up works here.
 */
export const PENDING_COOKIE = 'pending_verification';
export const PENDING_TTL_MS = 30 * 60 * 1000;
const AUDIENCE = 'verify-account';

export interface PendingVerificationOptions {
  jwtSecret: string;
  secureCookies: boolean;
  clock: () => Date;
}

/** Who is waiting for a code in this browser: the account and, when known, its registration. */
export interface PendingAccount {
  userId: string;
  registrationId?: string;
}

/**
 * A short-lived httpOnly cookie holding a signed token (HS256 pinned, its own audience so a session token
 * is never accepted here and vice versa) with the ids of the account that registered or tried to sign in
 * and of the registration whose password it chose.
 */
export function createPendingVerification({ jwtSecret, secureCookies, clock }: PendingVerificationOptions) {
  const options = (): CookieOptions => ({ httpOnly: true, sameSite: 'lax', secure: secureCookies, path: '/api/auth' });
  const now = () => Math.floor(clock().getTime() / 1000);
  return {
    set(res: Response, { userId, registrationId }: PendingAccount): void {
      const token = jwt.sign({ sub: userId, ...(registrationId ? { reg: registrationId } : {}), iat: now() }, jwtSecret, {
        algorithm: 'HS256',
        audience: AUDIENCE,
        expiresIn: Math.floor(PENDING_TTL_MS / 1000),
      });
      res.cookie(PENDING_COOKIE, token, { ...options(), maxAge: PENDING_TTL_MS });
    },

    /** The pending account, or undefined without a valid cookie. */
    read(req: Request): PendingAccount | undefined {
      const token: unknown = req.cookies?.[PENDING_COOKIE];
      if (typeof token !== 'string' || token === '') return undefined;
      try {
        const claims = jwt.verify(token, jwtSecret, { algorithms: ['HS256'], audience: AUDIENCE, clockTimestamp: now() });
        if (typeof claims !== 'object' || typeof claims.sub !== 'string') return undefined;
        const reg: unknown = claims.reg;
        return { userId: claims.sub, ...(typeof reg === 'string' ? { registrationId: reg } : {}) };
      } catch {
        return undefined;
      }
    },

    clear(res: Response): void {
      res.clearCookie(PENDING_COOKIE, options());
    },
  };
}
export type PendingVerification = ReturnType<typeof createPendingVerification>;
