import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { MESSAGES } from '@bookstore/contracts';
import { eq } from 'drizzle-orm';
import { products } from '../../../db/schema';
import { insertProduct } from '../../../test/factories';
import { comparable, getRaw, METRICS_TOKEN, REQUEST_ID, fourSides, type Answer, type FourSides, type Side } from './two-stacks';

/**
 * Catalogue reads the cache cannot answer (a miss, or the cache off): the fast path runs the read's own
 * handlers without Express's router, and must answer as the whole stack does, byte for byte.
 */

let sides: FourSides;
let slow: Side;
let fast: Side;
/** The same, with the catalogue cache off (CATALOGUE_CACHE=false). */
let slowOff: Side;
let fastOff: Side;

const CATEGORY = 'Fast Miss';
const LIST = `/api/products/get?category=${encodeURIComponent(CATEGORY)}&page=1`;
let bookId: string;
let priced = 600_00;

beforeAll(async () => {
  sides = await fourSides();
  ({ slow, fast, slowOff, fastOff } = sides);
  for (let i = 0; i < 8; i++) bookId = (await insertProduct(slow.t.db, { category: CATEGORY, description: 'A long description. '.repeat(20) })).id;
});
afterAll(() => sides.close());

/** A change a shopper sees (a price): the catalogue version moves, so every kept answer is stale. */
const change = async () => {
  priced += 1_00;
  await slow.t.db.update(products).set({ pricePaisa: priced }).where(eq(products.id, bookId));
};

/** Asks each app of a pair once, the stack first; whether the fast app's Express saw the request. */
async function once(path: string, headers: Record<string, string> = {}, pair = { slow, fast }) {
  const sent = { 'x-request-id': REQUEST_ID, ...headers };
  const before = pair.fast.throughExpress;
  const viaStack = await getRaw(pair.slow.server, path, sent);
  const viaFast = await getRaw(pair.fast.server, path, sent);
  return { viaStack, viaFast, fastPathUsed: pair.fast.throughExpress === before };
}

type Session = { prepareQuery: (query: { sql: string; params?: unknown[] }, ...rest: unknown[]) => { execute: (...args: unknown[]) => Promise<unknown> } };

/** Runs `around` instead of each statement reading the books of `category` (one of its parameters); counts them. */
function aroundBookReads(category: string, around: (run: () => Promise<unknown>) => Promise<unknown>) {
  const session = (slow.t.db as unknown as { session: Session }).session;
  const original = session.prepareQuery.bind(session);
  let reads = 0;
  const spy = jest.spyOn(session, 'prepareQuery').mockImplementation((query, ...rest) => {
    const prepared = original(query, ...rest);
    if (!/from "products"/i.test(query.sql) || !(query.params ?? []).includes(category)) return prepared;
    reads += 1;
    const execute = prepared.execute.bind(prepared);
    prepared.execute = (...args: unknown[]) => around(() => execute(...args));
    return prepared;
  });
  return { reads: () => reads, stop: () => spy.mockRestore() };
}
/** The log lines of one request id, without what differs between two runs. */
const lineFor = (one: Side, id: string) =>
  one.logs
    .lines()
    .filter((line) => (line.req as { id?: string } | undefined)?.id === id)
    .map(({ time: _time, responseTime, pid: _pid, hostname: _hostname, ...line }) => ({ ...line, responseTime: typeof responseTime }));
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const ASKS: [string, Record<string, string>, string | undefined][] = [
  ['brotli', { 'accept-encoding': 'gzip, deflate, br' }, 'br'],
  ['gzip', { 'accept-encoding': 'gzip' }, 'gzip'],
  ['identity', { 'accept-encoding': 'identity' }, undefined],
  ['no Accept-Encoding', {}, undefined],
  ['an allowed Origin', { origin: 'http://allowed.example', 'accept-encoding': 'br' }, 'br'],
  ['a foreign Origin', { origin: 'http://evil.example', 'accept-encoding': 'br' }, 'br'],
];

describe('catalogue fast path, reads the cache does not hold', () => {
  it.each(ASKS)('when a list not kept is asked for with %s, then the fast path builds and answers it byte for byte as the stack does', async (_name, headers, encoding) => {
    await change();
    const { viaStack, viaFast, fastPathUsed } = await once(LIST, headers);
    expect(viaFast.status).toBe(200);
    expect(viaFast.headers['x-cache']).toBe('MISS');
    expect(viaStack.headers['x-cache']).toBe('MISS');
    expect(viaFast.headers['content-encoding']).toBe(encoding);
    expect(comparable(viaFast)).toEqual(comparable(viaStack));
    expect(fastPathUsed).toBe(true);
  });

  it.each(ASKS)('when the cache is off and a list is asked for with %s, then the fast path answers it byte for byte as the stack does', async (_name, headers, encoding) => {
    const { viaStack, viaFast, fastPathUsed } = await once(LIST, headers, { slow: slowOff, fast: fastOff });
    expect(viaFast.status).toBe(200);
    expect(viaFast.headers['x-cache']).toBeUndefined();
    expect(viaFast.headers['content-encoding']).toBe(encoding);
    expect(comparable(viaFast)).toEqual(comparable(viaStack));
    expect(fastPathUsed).toBe(true);
  });

  it('when the cache is off, then a book, its related books, the facets, suggestions and the banners answer as the stack does, and a held copy gets the same 304', async () => {
    const paths = [
      `/api/products/${bookId}`,
      `/api/products/${bookId}/related`,
      `/api/products/facets?search=description`,
      `/api/products/suggestions?search=desc`,
      '/api/hero/',
    ];
    for (const path of paths) {
      const { viaStack, viaFast, fastPathUsed } = await once(path, { 'accept-encoding': 'br' }, { slow: slowOff, fast: fastOff });
      expect([path, viaFast.status]).toEqual([path, 200]);
      expect(comparable(viaFast)).toEqual(comparable(viaStack));
      expect(fastPathUsed).toBe(true);
      const held = await once(path, { 'accept-encoding': 'br', 'if-none-match': viaStack.headers.etag! }, { slow: slowOff, fast: fastOff });
      expect([path, held.viaFast.status]).toEqual([path, 304]);
      expect(comparable(held.viaFast)).toEqual(comparable(held.viaStack));
    }
  });

  it('when a book that does not exist is asked for, then both answer the same 404 and log it the same, on both caches', async () => {
    const missing = '/api/products/00000000-0000-4000-8000-000000000000';
    for (const pair of [
      { slow, fast },
      { slow: slowOff, fast: fastOff },
    ]) {
      const { viaStack, viaFast, fastPathUsed } = await once(missing, { 'accept-encoding': 'br', 'x-request-id': 'miss-not-found-0001' }, pair);
      expect(lineFor(pair.fast, 'miss-not-found-0001')).toEqual(lineFor(pair.slow, 'miss-not-found-0001'));
      expect(lineFor(pair.fast, 'miss-not-found-0001')).toEqual([expect.objectContaining({ route: '/api/products/:productId', res: { statusCode: 404 } })]);
      expect(viaFast.status).toBe(404);
      expect(JSON.parse(viaFast.body.toString())).toMatchObject({ success: false, requestId: 'miss-not-found-0001' });
      expect(comparable(viaFast)).toEqual(comparable(viaStack));
      expect(fastPathUsed).toBe(true);
    }
  });

  it.each([
    ['a NUL byte', `${LIST}&x=%00`],
    ['a NUL byte in the search', `${LIST}&search=a%00b`],
    ['an escaped path', '/api/products/%67et'],
  ])('when the input carries %s, then the whole stack answers it, as before', async (_name, path) => {
    for (const pair of [
      { slow, fast },
      { slow: slowOff, fast: fastOff },
    ]) {
      const { viaStack, viaFast, fastPathUsed } = await once(path, {}, pair);
      expect(viaFast.status).toBeGreaterThanOrEqual(400);
      expect(comparable(viaFast)).toEqual(comparable(viaStack));
      expect(fastPathUsed).toBe(false);
    }
  });

  it.each([
    ['junk parameters', `${LIST}&utm_source=x&utm_source=y&a[b]=c&=&&`],
    ['a huge search', `${LIST}&search=${'novel+'.repeat(1500)}`],
    ['a repeated parameter', `${LIST}&category=Other&limit=5&limit=6`],
    ['a page that cannot be', `${LIST}&page=-4`],
    ['a malformed book id', '/api/products/not-a-book'],
  ])('when a read carries %s, then the fast path answers as the stack does', async (_name, path) => {
    for (const pair of [
      { slow, fast },
      { slow: slowOff, fast: fastOff },
    ]) {
      await change();
      const { viaStack, viaFast } = await once(path, { 'accept-encoding': 'br' }, pair);
      expect(comparable(viaFast)).toEqual(comparable(viaStack));
    }
  });

  it('when a client takes only deflate, then the whole stack answers it (the compression middleware deflates)', async () => {
    const { viaFast, fastPathUsed } = await once(LIST, { 'accept-encoding': 'deflate' }, { slow: slowOff, fast: fastOff });
    expect(viaFast.headers['content-encoding']).toBe('deflate');
    expect(fastPathUsed).toBe(false);
  });

  it('when a HEAD is sent, then the whole stack answers it', async () => {
    const before = fastOff.throughExpress;
    const { port } = fastOff.server.address() as AddressInfo;
    const status = await new Promise<number>((resolve, reject) => {
      const req = http.request({ host: '127.0.0.1', port, path: LIST, method: 'HEAD' }, (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode!));
      });
      req.on('error', reject);
      req.end();
    });
    expect(status).toBe(200);
    expect(fastOff.throughExpress).toBe(before + 1);
  });

  it('when a miss and an uncached read are served by the fast path, then they write the same log lines and metrics as the stack', async () => {
    const counted = async (one: Side, status: string) => {
      const page = await getRaw(one.server, '/metrics', { authorization: `Bearer ${METRICS_TOKEN}` });
      return Number(new RegExp(`http_requests_total\\{method="GET",route="/api/products/get",status="${status}"\\} (\\d+)`).exec(page.body.toString())?.[1] ?? 0);
    };
    for (const pair of [
      { slow, fast },
      { slow: slowOff, fast: fastOff },
    ]) {
      await change();
      const before = [await counted(pair.fast, '200'), await counted(pair.slow, '200')];
      const { fastPathUsed } = await once(`${LIST}&token=very-secret-value`, { 'x-request-id': 'miss-log-line-0001' }, pair);
      expect(fastPathUsed).toBe(true);
      expect(lineFor(pair.fast, 'miss-log-line-0001')).toEqual(lineFor(pair.slow, 'miss-log-line-0001'));
      expect(lineFor(pair.fast, 'miss-log-line-0001')).toEqual([
        expect.objectContaining({ msg: 'request completed', route: '/api/products/get', req: { id: 'miss-log-line-0001', method: 'GET', url: `${LIST}&token=[redacted]` }, res: { statusCode: 200 } }),
      ]);
      expect(pair.fast.logs.text()).not.toContain('very-secret-value');
      expect([await counted(pair.fast, '200'), await counted(pair.slow, '200')]).toEqual([before[0]! + 1, before[1]! + 1]);
    }
  });

  it('when the fast path answers uncached reads, then each is counted against the client in the limiter store', async () => {
    const remaining = (answer: Answer) => Number(/r=(\d+)/.exec(String(answer.headers.ratelimit))?.[1]);
    const first = await getRaw(fastOff.server, LIST, {});
    const second = await getRaw(fastOff.server, LIST, {});
    expect(remaining(second)).toBe(remaining(first) - 1);
    fastOff.limiter.overLimit(true);
    slowOff.limiter.overLimit(true);
    try {
      const { viaStack, viaFast, fastPathUsed } = await once(LIST, { 'x-request-id': 'miss-refused-00001' }, { slow: slowOff, fast: fastOff });
      expect(viaFast.status).toBe(429);
      expect(lineFor(fastOff, 'miss-refused-00001')).toEqual(lineFor(slowOff, 'miss-refused-00001'));
      expect(lineFor(fastOff, 'miss-refused-00001')).toEqual([expect.objectContaining({ res: { statusCode: 429 } })]);
      expect(comparable(viaFast)).toEqual(comparable(viaStack));
      expect(fastPathUsed).toBe(true);
    } finally {
      fastOff.limiter.overLimit(false);
      slowOff.limiter.overLimit(false);
    }
  });

  it('when shoppers ask the fast path for the same list while it is built, then its books are read once and all get the builder\'s bytes', async () => {
    await change();
    const crowd = aroundBookReads(CATEGORY, async (run) => {
      await pause(200);
      return run();
    });
    let answers: Answer[];
    try {
      answers = await Promise.all(Array.from({ length: 8 }, () => getRaw(fast.server, LIST, { 'accept-encoding': 'br' })));
    } finally {
      crowd.stop();
    }
    expect(crowd.reads()).toBe(1);
    expect(answers.map((answer) => answer.headers['x-cache'])).toEqual(Array(8).fill('MISS'));
    expect(new Set(answers.map((answer) => answer.body.toString('base64'))).size).toBe(1);
  });

  it('when the catalogue changes while a list is built, then that answer is kept at the version it was read at and the next read shows the change', async () => {
    await change();
    const readAt = priced;
    const building = aroundBookReads(CATEGORY, async (run) => {
      const rows = await run();
      await change();
      return rows;
    });
    let first: Answer;
    try {
      first = await getRaw(fast.server, LIST, {});
    } finally {
      building.stop();
    }
    expect(first.headers['x-cache']).toBe('MISS');
    const next = await getRaw(fast.server, LIST, {});
    expect(next.headers['x-cache']).toBe('MISS');
    const priceOf = (answer: Answer) => (JSON.parse(answer.body.toString()) as { products: { id: string; price: number }[] }).products.find((row) => row.id === bookId)!.price;
    expect(priceOf(next)).toBe(priced / 100);
    expect(priced).toBeGreaterThan(readAt);
    expect(priceOf(first)).toBe(readAt / 100);
  });

  it('when the database fails during a read, then both answer the same 500 with no stack trace, cached or not', async () => {
    for (const pair of [
      { slow, fast },
      { slow: slowOff, fast: fastOff },
    ]) {
      await change();
      const failing = aroundBookReads(CATEGORY, async () => {
        throw new Error('connection reset while reading\n    at secretFunction (/srv/app/secret.ts:1:1)');
      });
      let answers: Awaited<ReturnType<typeof once>>;
      try {
        answers = await once(LIST, { 'accept-encoding': 'br' }, pair);
      } finally {
        failing.stop();
      }
      const { viaStack, viaFast, fastPathUsed } = answers;
      expect(viaFast.status).toBe(500);
      expect(JSON.parse(viaFast.body.toString())).toMatchObject({ success: false, message: MESSAGES.general.unexpected, requestId: REQUEST_ID });
      expect(viaFast.body.toString()).not.toMatch(/secret|connection reset/);
      expect(comparable(viaFast)).toEqual(comparable(viaStack));
      expect(fastPathUsed).toBe(true);
    }
  });
});
