import { MESSAGES } from '@bookstore/contracts';
import type { RequestHandler } from 'express';
import { rateLimit } from 'express-rate-limit';
import type { GuestRateLimits, RateLimitConfig } from '../../config';
import { errorBody } from '../errors';
import { createAccountLimit, type AccountLimit } from './account-limit';
import { rateLimitAllowance } from './allowance';
import type { RateLimitBackend } from './backend';

export interface LimiterSpec {
  /** Names the store (and the Redis key prefix): one per limiter. */
  name: string;
  limit: number;
  windowMs: number;
  /** RATE_LIMIT_ALLOW_TOKEN: requests carrying it are not counted (the load bench); unset, none are. */
  allowToken?: string;
}

/**
 * A per-IP express-rate-limit middleware (IPv6 by /56). Over the limit: 429 with the catalogue's text and
 * Retry-After. If the shared store (Redis) fails, the request passes and the failure is logged: a store
 * outage must not lock every shopper out.
 */
export function createIpLimiter(backend: RateLimitBackend, spec: LimiterSpec): RequestHandler {
  return rateLimit({
    windowMs: spec.windowMs,
    limit: spec.limit,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    identifier: spec.name,
    store: backend.store(spec.name),
    passOnStoreError: true,
    logger: backend.logger,
    message: errorBody('RATE_LIMITED', MESSAGES.general.tooManyRequests),
    skip: rateLimitAllowance(spec.allowToken),
  });
}

export interface AuthLimiters {
  /** Generous: many shoppers share one address behind carrier-grade NAT. */
  perIp: RequestHandler;
  /** Failed password checks per account (login, password change, account deletion). */
  passwordChecks: AccountLimit;
  /** Codes mailed per account (register, resend, reset). */
  otpSends: AccountLimit;
  /** Codes checked per account (verify, verify-reset, reset). */
  otpChecks: AccountLimit;
}

export function createAuthLimiters(backend: RateLimitBackend, limits: RateLimitConfig): AuthLimiters {
  const { windowMs, allowToken } = limits;
  return {
    perIp: createIpLimiter(backend, { name: 'auth-ip', limit: limits.authPerIp, windowMs, allowToken }),
    passwordChecks: createAccountLimit(backend, { name: 'auth-password', limit: limits.loginPerAccount, windowMs }),
    otpSends: createAccountLimit(backend, { name: 'auth-otp-send', limit: limits.otpSendsPerAccount, windowMs }),
    otpChecks: createAccountLimit(backend, { name: 'auth-otp-check', limit: limits.otpChecksPerAccount, windowMs }),
  };
}

/** Guest checkout and tracking: fifteen-minute windows; the token page is read more often than it is guessed. */
export const GUEST_LIMIT_DEFAULTS: GuestRateLimits = {
  windowMs: 15 * 60_000,
  createPerIp: 10,
  uploadPerIp: 10,
  lookupPerIp: 10,
  tokenPerIp: 60,
  lookupFailuresPerOrder: 10,
};

export interface GuestLimiters {
  create: RequestHandler;
  upload: RequestHandler;
  lookup: RequestHandler;
  token: RequestHandler;
  /** Wrong look-ups of one order number, whatever the address: many addresses cannot share the guessing. */
  lookupFailures: AccountLimit;
}

export function createGuestLimiters(backend: RateLimitBackend, limits: RateLimitConfig): GuestLimiters {
  const g = { ...GUEST_LIMIT_DEFAULTS, ...limits.guest };
  const { windowMs } = g;
  return {
    create: createIpLimiter(backend, { name: 'guest-create-ip', limit: g.createPerIp, windowMs, allowToken: limits.allowToken }),
    upload: createIpLimiter(backend, { name: 'guest-upload-ip', limit: g.uploadPerIp, windowMs, allowToken: limits.allowToken }),
    lookup: createIpLimiter(backend, { name: 'guest-lookup-ip', limit: g.lookupPerIp, windowMs, allowToken: limits.allowToken }),
    token: createIpLimiter(backend, { name: 'guest-token-ip', limit: g.tokenPerIp, windowMs, allowToken: limits.allowToken }),
    lookupFailures: createAccountLimit(backend, { name: 'guest-lookup-order', limit: g.lookupFailuresPerOrder, windowMs }),
  };
}
