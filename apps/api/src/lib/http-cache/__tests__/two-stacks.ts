import http, { type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { MemoryStore, type Options, type Store } from 'express-rate-limit';
import { captureLogs } from '../../../test/log-capture';
import { createTestApp, type TestApp } from '../../../test/test-app';
import type { AppConfig } from '../../../config';
import type { RateLimitBackend } from '../../rate-limit/backend';

/**
 * Two apps on one database, one with the catalogue's fast path and one without (`catalogueFastPath:
 * false`, the whole Express stack), and what the tests comparing their answers need.
 */

/**
 * The API's limiter store, with hits the test can add at will (to be over the limit without 600 requests).
 * `noResetTime`: the store gives no reset time (as a store may), so the seconds left in the window are
 * the whole window on both apps and their headers can be compared byte for byte.
 */
export function limiterBackend({ noResetTime = false } = {}) {
  const inner = new MemoryStore();
  let extraHits = 0;
  const store: Store = {
    localKeys: true,
    init: (options: Options) => inner.init(options),
    get: (key) => inner.get(key),
    increment: async (key) => {
      const hits = await inner.increment(key);
      return { totalHits: hits.totalHits + extraHits, resetTime: noResetTime ? undefined : hits.resetTime };
    },
    decrement: (key) => inner.decrement(key),
    resetKey: (key) => inner.resetKey(key),
  };
  const backend: RateLimitBackend = {
    kind: 'memory',
    store: (name) => (name === 'api' ? store : undefined),
    logger: { error: () => {}, warn: () => {} },
    close: async () => {},
  };
  return { backend, overLimit: (over: boolean) => void (extraHits = over ? 600 : 0), inner };
}

export interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

export function getRaw(server: Server, path: string, headers: Record<string, string>): Promise<Answer> {
  const { port } = server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}

/**
 * What may differ between two answers to the same request: the time, the seconds left in the limiter's
 * window (RateLimit t, Retry-After) and the requests left in it (RateLimit r: the admin signs in on one app).
 */
export function comparable({ status, headers, body }: Answer) {
  const { date: _date, 'keep-alive': _keepAlive, 'retry-after': retryAfter, ...rest } = headers;
  const kept: Record<string, unknown> = { ...rest, 'retry-after': retryAfter === undefined ? undefined : '*' };
  for (const name of ['ratelimit', 'ratelimit-policy']) {
    if (typeof kept[name] === 'string') kept[name] = (kept[name] as string).replace(/; r=\d+/, '; r=*').replace(/; t=\d+/, '; t=*');
  }
  return { status, headers: kept, body: body.toString('base64') };
}

export const METRICS_TOKEN = 'fast-path-metrics-token-long-enough';
export const REQUEST_ID = 'compare-request-0001';

export interface Side {
  t: TestApp;
  server: Server;
  logs: ReturnType<typeof captureLogs>;
  limiter: ReturnType<typeof limiterBackend>;
  /** Requests that reached Express's own stack. */
  throughExpress: number;
}

/** First in Express's stack, as test-app's own hook: `count` runs for each request the router sees. */
export function countReachingExpress(app: TestApp['app'], count: () => void): void {
  const counter = express.Router();
  counter.use((_req, _res, next) => {
    count();
    next();
  });
  (app as unknown as { router: { stack: unknown[] } }).router.stack.unshift(...(counter as unknown as { stack: unknown[] }).stack);
}

export async function side(fastPath: boolean, database?: TestApp['database'], config: Partial<AppConfig> = {}, store = {}): Promise<Side> {
  const logs = captureLogs('info');
  const limiter = limiterBackend(store);
  const t = await createTestApp(
    { env: 'development', metricsToken: METRICS_TOKEN, catalogueFastPath: fastPath, ...config },
    { logger: logs.logger, rateLimitBackend: limiter.backend, ...(database ? { database } : {}) },
  );
  const made: Side = { t, server: t.app.listen(0, '127.0.0.1'), logs, limiter, throughExpress: 0 };
  countReachingExpress(t.app, () => made.throughExpress++);
  await new Promise((resolve) => made.server.once('listening', resolve));
  return made;
}


/** The stack and the fast path on one database, each with the catalogue cache on and off (CATALOGUE_CACHE=false). */
export interface FourSides {
  slow: Side;
  fast: Side;
  slowOff: Side;
  fastOff: Side;
  close(): Promise<void>;
}

export async function fourSides(config: Partial<AppConfig> = {}): Promise<FourSides> {
  const slow = await side(false, undefined, config);
  const fast = await side(true, slow.t.database, config);
  const slowOff = await side(false, slow.t.database, { ...config, catalogueCache: false });
  const fastOff = await side(true, slow.t.database, { ...config, catalogueCache: false });
  return {
    slow,
    fast,
    slowOff,
    fastOff,
    async close() {
      // the database is slow's: it closes last
      for (const one of [fastOff, slowOff, fast]) {
        await new Promise((resolve) => one.server.close(resolve));
        await one.t.settled();
      }
      await new Promise((resolve) => slow.server.close(resolve));
      await slow.t.close();
    },
  };
}
