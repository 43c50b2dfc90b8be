import { MemoryStore, type Options, type Store } from 'express-rate-limit';
import { tooManyRequests } from '../errors';
import type { RateLimitBackend } from './backend';

/** One counted request; `release` takes it back (a password check that succeeded does not count). */
export interface LimitAttempt {
  release(): Promise<void>;
}

/**
 * A limit per account, called by the handler once it knows which account the request really acts on
 * (the normalised e-mail of the validated body, or the server's own record of the user). Keying before
 * validation, on raw body fields, let a junk field buy a fresh counter each time.
 */
export interface AccountLimit {
  /** Counts one request for the account; past the limit: 429 with Retry-After, and the request does nothing. */
  take(account: string): Promise<LimitAttempt>;
}

export interface AccountLimitSpec {
  /** Names the store (and the Redis key prefix): one per limit. */
  name: string;
  limit: number;
  windowMs: number;
}

/** The counting key of an account: its e-mail as the API stores it (trimmed, lower case). */
export const accountOf = (email: string): string => `email:${email.trim().toLowerCase().slice(0, 254)}`;

const released: LimitAttempt = { release: async () => {} };

export function createAccountLimit(backend: RateLimitBackend, spec: AccountLimitSpec): AccountLimit {
  const store: Store = backend.store(spec.name) ?? new MemoryStore();
  // express-rate-limit's stores need only the window from the options
  const ready = Promise.resolve(store.init?.({ windowMs: spec.windowMs } as Options));

  return {
    async take(account) {
      let hits: { totalHits: number; resetTime?: Date };
      try {
        await ready;
        hits = await store.increment(account);
      } catch (err) {
        // a store outage must not lock every shopper out: the request passes and the failure is logged
        backend.logger.error(err, `rate limit ${spec.name}: store error`);
        return released;
      }
      if (hits.totalHits > spec.limit) {
        const resetMs = hits.resetTime ? hits.resetTime.getTime() - Date.now() : spec.windowMs;
        throw tooManyRequests(resetMs / 1000);
      }
      return {
        release: async () => {
          await Promise.resolve(store.decrement(account)).catch((err: unknown) => backend.logger.error(err, `rate limit ${spec.name}: store error`));
        },
      };
    },
  };
}
