import type { ClientRateLimitInfo, IncrementResponse, Logger as LimiterLogger, Options, Store } from 'express-rate-limit';
import type { Logger } from 'pino';
import { RedisStore } from 'rate-limit-redis';
import { createClient } from 'redis';

/**
 * Where rate-limit counters live: in this process's memory by default, or in Redis (REDIS_URL) so that
 * several API processes share them. Each limiter needs a store of its own, hence `store(name)`.
 */
export interface RateLimitBackend {
  kind: 'memory' | 'redis';
  /** A fresh store for one limiter; undefined means express-rate-limit's own memory store. */
  store(name: string): Store | undefined;
  /** Where the limiters report store failures (throttled: an outage is one line every 30 seconds). */
  logger: LimiterLogger;
  close(): Promise<void>;
}

export interface RedisBackendOptions {
  url: string;
  logger: Logger;
  /** Key namespace; tests use a random one so runs never share counters. */
  namespace?: string;
  /** A Redis call slower than this fails open (the request passes and the failure is logged). */
  timeoutMs?: number;
}

const RELOAD_INTERVAL_MS = 5000;

const REPORT_INTERVAL_MS = 30_000;

/** express-rate-limit's logger over pino, at most one line per interval so an outage does not flood the log. */
function throttledLogger(logger: Logger): LimiterLogger {
  let last = 0;
  const report = (err: unknown, message?: string) => {
    if (Date.now() - last < REPORT_INTERVAL_MS) return;
    last = Date.now();
    logger.warn({ err }, message ?? 'rate limit: store error');
  };
  return { error: report, warn: report };
}

const memoryBackend = (logger: Logger): RateLimitBackend => ({
  kind: 'memory',
  store: () => undefined,
  logger: throttledLogger(logger),
  close: async () => {},
});

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`redis call timed out after ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Wraps rate-limit-redis so that an unreachable Redis never hangs or breaks a request: every call is
 * bounded by a timeout, failures reach express-rate-limit (which lets the request pass with
 * passOnStoreError) and the scripts are loaded again once Redis answers.
 */
class ResilientRedisStore implements Store {
  readonly localKeys = false;
  private options?: Options;
  private lastInit = 0;

  constructor(
    private readonly inner: RedisStore,
    readonly prefix: string,
    private readonly timeoutMs: number,
    private readonly logger: Logger,
  ) {}

  init(options: Options): void {
    this.options = options;
    this.inner.init(options).catch((err: unknown) => this.logger.warn({ err }, 'rate limit: redis scripts not loaded yet'));
  }

  private async guard<T>(call: () => Promise<T>): Promise<T> {
    try {
      return await withTimeout(call(), this.timeoutMs);
    } catch (err) {
      // reload the scripts (at most every few seconds): they are lost when Redis restarts or never loaded
      if (this.options && Date.now() - this.lastInit > RELOAD_INTERVAL_MS) {
        this.lastInit = Date.now();
        this.inner.init(this.options).catch(() => undefined);
      }
      throw err;
    }
  }

  get(key: string): Promise<ClientRateLimitInfo | undefined> {
    return this.guard(() => this.inner.get(key));
  }

  increment(key: string): Promise<IncrementResponse> {
    return this.guard(() => this.inner.increment(key));
  }

  decrement(key: string): Promise<void> {
    return this.guard(() => this.inner.decrement(key));
  }

  resetKey(key: string): Promise<void> {
    return this.guard(() => this.inner.resetKey(key));
  }
}

export function createRedisRateLimitBackend({ url, logger, namespace = 'bookstore', timeoutMs = 2000 }: RedisBackendOptions): RateLimitBackend {
  const client = createClient({
    url,
    socket: { connectTimeout: timeoutMs, reconnectStrategy: (retries: number) => Math.min(100 * 2 ** retries, 5000) },
  });
  let lastError = '';
  let everReady = false;
  client.on('error', (err: Error) => {
    // a dead Redis reports on every reconnect attempt; log each distinct failure once
    if (err.message !== lastError) logger.warn({ err }, 'rate limit: redis error (limits fail open until it answers)');
    lastError = err.message;
  });
  client.on('ready', () => {
    lastError = '';
    everReady = true;
  });
  const connected = client.connect().catch((err: unknown) => logger.warn({ err }, 'rate limit: redis connection failed'));
  return {
    kind: 'redis',
    logger: throttledLogger(logger),
    store(name) {
      const prefix = `rl:${namespace}:${name}:`;
      const inner = new RedisStore({
        prefix,
        sendCommand: async (...args: string[]) => {
          if (!client.isReady) {
            // during an outage fail at once (the request passes); at start-up wait for the first connection
            if (everReady) throw new Error('redis is not connected');
            await connected;
          }
          return client.sendCommand(args);
        },
      });
      return new ResilientRedisStore(inner, prefix, timeoutMs, logger);
    },
    async close() {
      // destroy, not close: it also stops a connection attempt still retrying against a dead server
      if (client.isReady) await client.close();
      else if (client.isOpen) client.destroy();
      await connected;
    },
  };
}

/** Redis when REDIS_URL is set, else memory. */
export function createRateLimitBackend(config: { redisUrl?: string; redisKeyPrefix?: string }, logger: Logger): RateLimitBackend {
  return config.redisUrl ? createRedisRateLimitBackend({ url: config.redisUrl, logger, namespace: config.redisKeyPrefix }) : memoryBackend(logger);
}
