import { MESSAGES } from '@bookstore/contracts';
import type { Request, RequestHandler, Response } from 'express';
import { rateLimit } from 'express-rate-limit';
import type { RateLimitConfig } from '../../config';
import type { RateLimitBackend } from './backend';

export interface LimiterSpec {
  /** Names the store (and the Redis key prefix): one per limiter. */
  name: string;
  limit: number;
  windowMs: number;
  /** Counts per this key; without one the client's IP address (IPv6 by /56) is the key. */
  key?: (req: Request, res: Response) => string | undefined;
  /** Count only failures (wrong passwords), so a shopper who signs in fine is never held back. */
  onlyFailures?: boolean;
}

/**
 * One express-rate-limit middleware. Over the limit: 429 with the catalogue's text and Retry-After.
 * A request without a key (e.g. no e-mail in the body) is not counted here; the per-IP limiter still is.
 * If the shared store (Redis) fails, the request passes and the failure is logged: a store outage must
 * not lock every shopper out.
 */
export function createLimiter(backend: RateLimitBackend, spec: LimiterSpec): RequestHandler {
  const { key } = spec;
  return rateLimit({
    windowMs: spec.windowMs,
    limit: spec.limit,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    identifier: spec.name,
    store: backend.store(spec.name),
    passOnStoreError: true,
    logger: backend.logger,
    skipSuccessfulRequests: spec.onlyFailures ?? false,
    message: { success: false, message: MESSAGES.general.tooManyRequests },
    ...(key ? { keyGenerator: (req: Request, res: Response) => key(req, res) ?? '', skip: (req: Request, res: Response) => !key(req, res) } : {}),
  });
}

const bodyString = (req: Request, field: string): string | undefined => {
  const value: unknown = (req.body as Record<string, unknown> | undefined)?.[field];
  return typeof value === 'string' && value.trim() !== '' ? value.trim().toLowerCase().slice(0, 254) : undefined;
};

/**
 * The account a request is about: the signed-in user, else `userId` or `email` in the body, else the
 * pending-verification cookie. E-mails are compared as the API stores them (trimmed, lower case).
 */
export function accountKey(pendingUserId: (req: Request) => string | undefined) {
  return (req: Request, res: Response): string | undefined => {
    const sessionUser = (res.locals.user as { id?: string } | null | undefined)?.id;
    if (sessionUser) return `user:${sessionUser}`;
    const userId = bodyString(req, 'userId');
    if (userId) return `user:${userId}`;
    const email = bodyString(req, 'email');
    if (email) return `email:${email}`;
    const pending = pendingUserId(req);
    return pending ? `user:${pending}` : undefined;
  };
}

export interface AuthLimiters {
  /** Generous: many shoppers share one address behind carrier-grade NAT. */
  perIp: RequestHandler;
  /** Failed password checks per account (login, password change, account deletion). */
  passwordChecks: RequestHandler;
  /** Codes mailed per account or e-mail (register, resend, reset). */
  otpSends: RequestHandler;
  /** Codes checked per account or e-mail (verify, verify-reset, reset). */
  otpChecks: RequestHandler;
}

export function createAuthLimiters(
  backend: RateLimitBackend,
  limits: RateLimitConfig,
  pendingUserId: (req: Request) => string | undefined,
): AuthLimiters {
  const key = accountKey(pendingUserId);
  const { windowMs } = limits;
  return {
    perIp: createLimiter(backend, { name: 'auth-ip', limit: limits.authPerIp, windowMs }),
    passwordChecks: createLimiter(backend, { name: 'auth-password', limit: limits.loginPerAccount, windowMs, key, onlyFailures: true }),
    otpSends: createLimiter(backend, { name: 'auth-otp-send', limit: limits.otpSendsPerAccount, windowMs, key }),
    otpChecks: createLimiter(backend, { name: 'auth-otp-check', limit: limits.otpChecksPerAccount, windowMs, key }),
  };
}
