import type { CookieOptions, Request, Response } from 'express';
import jwt from 'jsonwebtoken';

/** Names the account waiting for its e-mail code, so verify-account needs only `{ otp }`. */
export const PENDING_COOKIE = 'pending_verification';
export const PENDING_TTL_MS = 30 * 60 * 1000;
const AUDIENCE = 'verify-account';

export interface PendingVerificationOptions {
  jwtSecret: string;
  secureCookies: boolean;
  clock: () => Date;
}

/**
 * A short-lived httpOnly cookie holding a signed token (HS256 pinned, its own audience so a session token
 * is never accepted here and vice versa) with the id of the account that registered or tried to sign in.
 */
export function createPendingVerification({ jwtSecret, secureCookies, clock }: PendingVerificationOptions) {
  const options = (): CookieOptions => ({ httpOnly: true, sameSite: 'lax', secure: secureCookies, path: '/api/auth' });
  const now = () => Math.floor(clock().getTime() / 1000);
  return {
    set(res: Response, userId: string): void {
      const token = jwt.sign({ sub: userId, iat: now() }, jwtSecret, {
        algorithm: 'HS256',
        audience: AUDIENCE,
        expiresIn: Math.floor(PENDING_TTL_MS / 1000),
      });
      res.cookie(PENDING_COOKIE, token, { ...options(), maxAge: PENDING_TTL_MS });
    },

    /** The pending account's id, or undefined without a valid cookie. */
    userId(req: Request): string | undefined {
      const token: unknown = req.cookies?.[PENDING_COOKIE];
      if (typeof token !== 'string' || token === '') return undefined;
      try {
        const claims = jwt.verify(token, jwtSecret, { algorithms: ['HS256'], audience: AUDIENCE, clockTimestamp: now() });
        return typeof claims === 'object' && typeof claims.sub === 'string' ? claims.sub : undefined;
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
