import { createHash } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { MESSAGES } from '@bookstore/contracts';
import type { RequestHandler } from 'express';
import { ipKeyGenerator, MemoryStore, rateLimit, type Store } from 'express-rate-limit';
import { errorBody } from '../errors';
import { rateLimitAllowance } from './allowance';
import type { RateLimitBackend } from './backend';

export interface ApiLimitSpec {
  /** Requests per IP address (IPv6 by /56) and window, over every /api call. */
  limit: number;
  windowMs: number;
  /** RATE_LIMIT_ALLOW_TOKEN: requests carrying it are not counted; unset, every request is. */
  allowToken?: string;
}

/** One request counted: its headers as `writeHead` takes them (name, value, ...), and whether it is refused. */
export interface ApiCount {
  over: boolean;
  /** RateLimit and RateLimit-Policy, and Retry-After when over: what the middleware writes. */
  head: string[];
}

/**
 * The whole-API limiter, usable two ways over one store and one set of options: as express-rate-limit's
 * middleware (the stack) and as `count` (the catalogue's fast path, which answers before Express), so a
 * shopper's requests add up in the same counter whichever way they are answered.
 */
export interface ApiLimit {
  middleware: RequestHandler;
  /** The middleware's `skip`: the allow token's requests pass uncounted, with no headers. */
  skips(req: IncomingMessage): boolean;
  /** The middleware's key of a client address (`req.ip` as Express works it out). */
  keyOf(ip: string): string;
  /** Counts one request of `key`; undefined when the store failed (the request passes, as the middleware lets it). */
  count(key: string): Promise<ApiCount | undefined>;
  /** The body of a 429 (the middleware's `message`). */
  refusal: ReturnType<typeof errorBody>;
}

/** express-rate-limit's default `identifier` for a limit and window (the quoted name in the RateLimit headers). */
export function limitName(limit: number, windowMs: number): string {
  const seconds = windowMs / 1000;
  const minutes = seconds / 60;
  const hours = minutes / 60;
  const days = hours / 24;
  if (seconds < 60) return `${limit}-in-${seconds}sec`;
  if (minutes < 60) return `${limit}-in-${minutes}min`;
  if (hours < 24) return `${limit}-in-${hours}hr${hours > 1 ? 's' : ''}`;
  return `${limit}-in-${days}day${days > 1 ? 's' : ''}`;
}

/** The whole-API limit when RATE_LIMIT_API_PER_MINUTE is not set. */
export const API_LIMIT_PER_MINUTE = 600;

/** Partition keys remembered (one per client address); past it the memo starts over. */
const PARTITION_KEYS = 1024;

export function createApiLimit(backend: RateLimitBackend, spec: ApiLimitSpec): ApiLimit {
  const store: Store = backend.store('api') ?? new MemoryStore();
  const name = limitName(spec.limit, spec.windowMs);
  const windowSeconds = Math.ceil(spec.windowMs / 1000);
  const refusal = errorBody('RATE_LIMITED', MESSAGES.general.tooManyRequests);
  const skips = rateLimitAllowance(spec.allowToken);
  const middleware = rateLimit({
    windowMs: spec.windowMs,
    limit: spec.limit,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    identifier: name,
    message: refusal,
    store,
    passOnStoreError: true,
    logger: backend.logger,
    skip: skips,
  });

  // the RateLimit-Policy partition key: a hash of the client's key, the same for all its requests
  const partitionKeys = new Map<string, string>();
  const partitionKeyOf = (key: string) => {
    let known = partitionKeys.get(key);
    if (known === undefined) {
      known = Buffer.from(createHash('sha256').update(key).digest('hex').slice(0, 12)).toString('base64');
      if (partitionKeys.size >= PARTITION_KEYS) partitionKeys.clear();
      partitionKeys.set(key, known);
    }
    return known;
  };

  return {
    middleware,
    skips,
    keyOf: (ip) => ipKeyGenerator(ip, 56),
    refusal,
    async count(key) {
      let hits: { totalHits: number; resetTime?: Date };
      try {
        hits = await store.increment(key);
      } catch (error) {
        backend.logger.error(error, 'express-rate-limit: error from store, allowing request without rate-limiting.');
        return undefined;
      }
      const resetSeconds = hits.resetTime ? Math.max(0, Math.ceil((hits.resetTime.getTime() - Date.now()) / 1000)) : windowSeconds;
      const over = hits.totalHits > spec.limit;
      const head = [
        'RateLimit',
        `"${name}"; r=${Math.max(spec.limit - hits.totalHits, 0)}; t=${resetSeconds}`,
        'RateLimit-Policy',
        `"${name}"; q=${spec.limit}; w=${windowSeconds}; pk=:${partitionKeyOf(key)}:`,
      ];
      if (over) head.push('Retry-After', String(resetSeconds));
      return { over, head };
    },
  };
}
