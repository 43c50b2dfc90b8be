import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { signInAdmin, type SignedIn } from '../../../test/auth-helpers';
import { insertProduct } from '../../../test/factories';
import { createTestApp, testConfig } from '../../../test/test-app';
import type { AppConfig } from '../../../config';
import { randomBytes } from 'node:crypto';
import pino from 'pino';
import { createRedisRateLimitBackend } from '../../rate-limit/backend';
import { comparable, countReachingExpress, getRaw, METRICS_TOKEN, REQUEST_ID, side, type Answer, type Side } from './two-stacks';
import { redisForTests } from '../../../test/redis-for-tests';

/**
 * The same requests through the fast path and through the whole Express stack (`catalogueFastPath:
 * false`), two apps on one database: status, headers and body bytes must be the same.
 */

let slow: Side;
let fast: Side;
let admin: SignedIn;

beforeAll(async () => {
  slow = await side(false);
  fast = await side(true, slow.t.database);
  admin = await signInAdmin(slow.t.app, slow.t.db);
  for (let i = 0; i < 8; i++) await insertProduct(slow.t.db, { category: 'Fast Path', description: 'A long description. '.repeat(20) });
});
afterAll(async () => {
  await new Promise((resolve) => fast.server.close(resolve));
  await new Promise((resolve) => slow.server.close(resolve));
  await fast.t.settled();
  await slow.t.close();
});

const LIST = '/api/products/get?category=Fast%20Path&page=1&limit=20';

/** Asks both apps (each once first, so each holds the answer) and returns both answers to the second ask. */
async function both(path: string, headers: Record<string, string> = {}, sides = { slow, fast }) {
  const sent = { 'x-request-id': REQUEST_ID, ...headers };
  await getRaw(sides.slow.server, path, { 'accept-encoding': 'br' });
  await getRaw(sides.fast.server, path, { 'accept-encoding': 'br' });
  const before = sides.fast.throughExpress;
  const viaStack = await getRaw(sides.slow.server, path, sent);
  const viaFast = await getRaw(sides.fast.server, path, sent);
  return { viaStack, viaFast, fastPathUsed: sides.fast.throughExpress === before };
}

describe('catalogue fast path', () => {
  it.each([
    ['brotli', { 'accept-encoding': 'gzip, deflate, br' }, 'br'],
    ['gzip', { 'accept-encoding': 'gzip' }, 'gzip'],
    ['identity', { 'accept-encoding': 'identity' }, undefined],
    ['no Accept-Encoding', {}, undefined],
  ])('when a cached list is asked for with %s, then the fast path answers it byte for byte as the stack does', async (_name, headers, encoding) => {
    const { viaStack, viaFast, fastPathUsed } = await both(LIST, headers);
    expect(viaFast.status).toBe(200);
    expect(viaFast.headers['x-cache']).toBe('HIT');
    expect(viaFast.headers['content-encoding']).toBe(encoding);
    expect(comparable(viaFast)).toEqual(comparable(viaStack));
    expect(fastPathUsed).toBe(true);
  });

  it('when the client already holds the answer, then both answer 304 with the same headers', async () => {
    const first = await getRaw(slow.server, LIST, {});
    const { viaStack, viaFast, fastPathUsed } = await both(LIST, { 'if-none-match': first.headers.etag! });
    expect(viaFast.status).toBe(304);
    expect(viaFast.body.length).toBe(0);
    expect(comparable(viaFast)).toEqual(comparable(viaStack));
    expect(fastPathUsed).toBe(true);
  });

  it('when an allowed Origin asks, then the CORS headers are those of the cors middleware; a foreign Origin gets none', async () => {
    const allowed = await both(LIST, { origin: 'http://allowed.example', 'accept-encoding': 'br' });
    expect(allowed.viaFast.headers['access-control-allow-origin']).toBe('http://allowed.example');
    expect(allowed.viaFast.headers['access-control-allow-credentials']).toBe('true');
    expect(allowed.viaFast.headers.vary).toBe('Origin, Accept-Encoding');
    expect(comparable(allowed.viaFast)).toEqual(comparable(allowed.viaStack));
    const foreign = await both(LIST, { origin: 'http://evil.example', 'accept-encoding': 'br' });
    expect(foreign.viaFast.headers['access-control-allow-origin']).toBeUndefined();
    expect(comparable(foreign.viaFast)).toEqual(comparable(foreign.viaStack));
    expect(allowed.fastPathUsed && foreign.fastPathUsed).toBe(true);
  });

  it('when a small answer (the banners) is asked for, then it goes uncompressed the same way', async () => {
    const { viaStack, viaFast, fastPathUsed } = await both('/api/hero/', { 'accept-encoding': 'br' });
    expect(viaFast.status).toBe(200);
    expect(comparable(viaFast)).toEqual(comparable(viaStack));
    expect(fastPathUsed).toBe(true);
  });

  it('when the client is over the rate limit, then both answer the same 429 (body, request id and RateLimit headers)', async () => {
    await both(LIST);
    slow.limiter.overLimit(true);
    fast.limiter.overLimit(true);
    try {
      const before = fast.throughExpress;
      const viaStack = await getRaw(slow.server, LIST, { 'x-request-id': REQUEST_ID });
      const viaFast = await getRaw(fast.server, LIST, { 'x-request-id': REQUEST_ID });
      expect(viaFast.status).toBe(429);
      expect(JSON.parse(viaFast.body.toString())).toMatchObject({ success: false, code: 'RATE_LIMITED', requestId: REQUEST_ID });
      expect(viaFast.headers['retry-after']).toBeDefined();
      expect(comparable(viaFast)).toEqual(comparable(viaStack));
      expect(fast.throughExpress).toBe(before);
    } finally {
      slow.limiter.overLimit(false);
      fast.limiter.overLimit(false);
    }
  });

  it('when hits come from the fast path, then each is counted against the client in the limiter store', async () => {
    await both(LIST);
    const first = await getRaw(fast.server, LIST, {});
    const second = await getRaw(fast.server, LIST, {});
    const remaining = (answer: Answer) => Number(/r=(\d+)/.exec(String(answer.headers.ratelimit))?.[1]);
    expect(remaining(second)).toBe(remaining(first) - 1);
  });

  it('when the allow token is not configured, then a request claiming it is still counted', async () => {
    const first = await getRaw(fast.server, LIST, {});
    const second = await getRaw(fast.server, LIST, { 'x-rate-limit-allow': 'guess' });
    expect(second.headers.ratelimit).toBeDefined();
    expect(Number(/r=(\d+)/.exec(String(second.headers.ratelimit))?.[1])).toBeLessThan(Number(/r=(\d+)/.exec(String(first.headers.ratelimit))?.[1]));
  });

  it('when an admin changes a book, then the next read is not a hit: the fast path builds it again and shows the change', async () => {
    const book = await insertProduct(slow.t.db, { name: 'Before Edit', category: 'Urdu Novels' });
    const path = `/api/products/${book.id}`;
    await both(path);
    const res = await admin.agent.put(`/api/admin/products/${book.id}`).send({
      name: 'After Edit',
      author: 'Qurratulain Hyder',
      description: 'A novel across two and a half thousand years.',
      details: 'Classic',
      price: 999,
      originalPrice: null,
      category: 'Urdu Novels',
      subCategories: ['Fiction'],
      sizes: ['Paperback'],
      isbn: '978-0-14-143951-8',
      language: 'Urdu',
      publishedAt: '2019-05-01',
      bestseller: false,
      stockQuantity: 3,
      condition: 'new',
      isActive: true,
    });
    expect(res.body).toMatchObject({ success: true });
    const before = fast.throughExpress;
    const after = await getRaw(fast.server, path, {});
    expect(fast.throughExpress).toBe(before);
    expect(after.headers['x-cache']).toBe('MISS');
    expect(JSON.parse(after.body.toString()).product).toMatchObject({ name: 'After Edit', price: 999 });
  });

  it('when a hit is served by the fast path, then it writes the same log line and metrics as the stack', async () => {
    const lineFor = (side: Side) =>
      side.logs
        .lines()
        .filter((line) => (line.req as { id?: string } | undefined)?.id === 'log-line-request-01')
        .map(({ time: _time, responseTime, pid: _pid, hostname: _hostname, ...line }) => ({ ...line, responseTime: typeof responseTime }));
    await both(LIST, { 'x-request-id': 'log-line-request-01' });
    expect(lineFor(fast)).toEqual(lineFor(slow));
    expect(lineFor(fast)).toEqual([
      expect.objectContaining({ msg: 'request completed', route: '/api/products/get', req: { id: 'log-line-request-01', method: 'GET', url: LIST }, res: { statusCode: 200 } }),
    ]);
    const counted = async (side: Side) => {
      const page = await getRaw(side.server, '/metrics', { authorization: `Bearer ${METRICS_TOKEN}` });
      return Number(/http_requests_total\{method="GET",route="\/api\/products\/get",status="200"\} (\d+)/.exec(page.body.toString())?.[1]);
    };
    const [fastBefore, slowBefore] = [await counted(fast), await counted(slow)];
    const { fastPathUsed } = await both(LIST);
    expect(fastPathUsed).toBe(true);
    expect(await counted(fast)).toBe(fastBefore + 2);
    expect(await counted(slow)).toBe(slowBefore + 2);
  });

  it.each<[string, { method: string; headers?: Record<string, string>; body?: string }]>([
    ['HEAD', { method: 'HEAD' }],
    ['a body', { method: 'GET', headers: { 'content-length': '2', 'content-type': 'application/json' }, body: '{}' }],
    ['deflate only', { method: 'GET', headers: { 'accept-encoding': 'deflate' } }],
  ])('when a cached read comes with %s, then the whole stack answers it, as before', async (_name, { method, headers = {}, body }) => {
    await both(LIST);
    const before = fast.throughExpress;
    const answer = await new Promise<Answer>((resolve, reject) => {
      const { port } = fast.server.address() as AddressInfo;
      const req = http.request({ host: '127.0.0.1', port, path: LIST, method, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
      });
      req.on('error', reject);
      req.end(body);
    });
    expect(fast.throughExpress).toBe(before + 1);
    expect(answer.status).toBe(200);
    if (headers['accept-encoding'] === 'deflate') expect(answer.headers['content-encoding']).toBe('deflate');
  });

  it('when junk parameters ride along a cached read, then the fast path serves the same answer; a NUL byte among them is refused as before', async () => {
    const { viaFast } = await both(LIST, { 'accept-encoding': 'br' });
    const before = fast.throughExpress;
    const junk = await getRaw(fast.server, `${LIST}&utm_source=x${Math.random()}&page=1`, { 'accept-encoding': 'br', 'x-request-id': REQUEST_ID });
    expect(fast.throughExpress).toBe(before);
    expect(junk.headers.etag).toBe(viaFast.headers.etag);
    expect(junk.body.equals(viaFast.body)).toBe(true);
    const nul = await getRaw(fast.server, `${LIST}&x=%00`, {});
    const nulViaStack = await getRaw(slow.server, `${LIST}&x=%00`, {});
    expect(nul.status).toBe(400);
    expect(nulViaStack.status).toBe(400);
  });

  it('when a cached read carries a secret-looking parameter, then the fast path logs it redacted, as the stack does', async () => {
    const url = `${LIST}&token=very-secret-value`;
    await both(url, { 'x-request-id': 'log-line-request-02' });
    const urls = (side: Side) =>
      side.logs
        .lines()
        .filter((line) => (line.req as { id?: string } | undefined)?.id === 'log-line-request-02')
        .map((line) => (line.req as { url: string }).url);
    expect(urls(fast)).toEqual([`${LIST}&token=[redacted]`]);
    expect(urls(slow)).toEqual(urls(fast));
    expect(fast.logs.text()).not.toContain('very-secret-value');
  });
});

describe('catalogue fast path for a counted shopper (no allow token)', () => {
  /** Two apps on one database with fresh counters, and `limit` requests per minute. */
  async function freshSides(limit?: number, config: Partial<AppConfig> = {}) {
    const rateLimits = { ...testConfig('').rateLimits, apiPerMinute: limit };
    const fresh = {
      slow: await side(false, slow.t.database, { rateLimits, ...config }, { noResetTime: true }),
      fast: await side(true, slow.t.database, { rateLimits, ...config }, { noResetTime: true }),
    };
    // each app keeps the answer (that read counts, on both)
    await getRaw(fresh.slow.server, LIST, {});
    await getRaw(fresh.fast.server, LIST, {});
    return fresh;
  }
  async function closeSides(sides: { slow: Side; fast: Side }) {
    for (const one of [sides.fast, sides.slow]) {
      await new Promise((resolve) => one.server.close(resolve));
      await one.t.settled();
    }
  }
  /** Everything but the time and the request id (each app is sent its own). */
  const allBut = ({ status, headers, body }: Answer) => {
    const { date: _date, 'x-request-id': _id, ...rest } = headers;
    return { status, headers: rest, body: body.toString('base64') };
  };

  it('when a shopper reads cached answers, then the fast path sends the same header set and the same count as the stack', async () => {
    const sides = await freshSides();
    try {
      const before = sides.fast.throughExpress;
      const asks: Record<string, string>[] = [
        { 'accept-encoding': 'br', origin: 'http://allowed.example' },
        { 'accept-encoding': 'gzip' },
        {},
        { 'accept-encoding': 'br', origin: 'http://evil.example' },
      ];
      for (const [i, headers] of asks.entries()) {
        const viaStack = await getRaw(sides.slow.server, LIST, { ...headers, 'x-request-id': `counted-stack-${i}0000` });
        const viaFast = await getRaw(sides.fast.server, LIST, { ...headers, 'x-request-id': `counted-fast-${i}00000` });
        expect(viaFast.headers['x-request-id']).toBe(`counted-fast-${i}00000`);
        expect(viaFast.headers.ratelimit).toBe(`"600-in-1min"; r=${598 - i}; t=60`);
        expect(allBut(viaFast)).toEqual(allBut(viaStack));
      }
      const held = await getRaw(sides.slow.server, LIST, {});
      const heldStack = await getRaw(sides.slow.server, LIST, { 'if-none-match': held.headers.etag! });
      await getRaw(sides.fast.server, LIST, {});
      const heldFast = await getRaw(sides.fast.server, LIST, { 'if-none-match': held.headers.etag! });
      expect(heldFast.status).toBe(304);
      expect(heldFast.headers.ratelimit).toBe(`"600-in-1min"; r=${598 - asks.length - 1}; t=60`);
      expect(allBut(heldFast)).toEqual(allBut(heldStack));
      expect(sides.fast.throughExpress).toBe(before);
    } finally {
      await closeSides(sides);
    }
  });

  it('when a shopper goes over a lowered limit, then the fast path refuses the same requests with the same 429 as the stack', async () => {
    const sides = await freshSides(3);
    try {
      const answers = async (one: Side) => {
        const got: Answer[] = [];
        for (let i = 0; i < 4; i++) got.push(await getRaw(one.server, LIST, { 'x-request-id': `over-limit-${i}-000` }));
        return got;
      };
      const [viaStack, viaFast] = [await answers(sides.slow), await answers(sides.fast)];
      expect(viaFast.map((a) => a.status)).toEqual([200, 200, 429, 429]);
      expect(viaFast.map(allBut)).toEqual(viaStack.map(allBut));
      expect(JSON.parse(viaFast[3]!.body.toString())).toMatchObject({ success: false, code: 'RATE_LIMITED', requestId: 'over-limit-3-000' });
      expect(viaFast[3]!.headers['retry-after']).toBe('60');
    } finally {
      await closeSides(sides);
    }
  });

  it('when the store is behind a trusted proxy, then both paths count each forwarded address on its own key', async () => {
    const sides = await freshSides(undefined, { trustProxy: 1 });
    try {
      const ask = (one: Side, address: string) => getRaw(one.server, LIST, { 'x-forwarded-for': address });
      for (const one of [sides.slow, sides.fast]) await ask(one, '203.0.113.7');
      const [stackA, fastA] = [await ask(sides.slow, '203.0.113.7'), await ask(sides.fast, '203.0.113.7')];
      const [stackB, fastB] = [await ask(sides.slow, '198.51.100.9'), await ask(sides.fast, '198.51.100.9')];
      expect([fastA.headers.ratelimit, fastB.headers.ratelimit]).toEqual(['"600-in-1min"; r=598; t=60', '"600-in-1min"; r=599; t=60']);
      expect([fastA, fastB].map((a) => a.headers['ratelimit-policy'])).toEqual([stackA, stackB].map((a) => a.headers['ratelimit-policy']));
      expect(fastA.headers['ratelimit-policy']).not.toBe(fastB.headers['ratelimit-policy']);
      expect([fastA, fastB].map((a) => a.headers.ratelimit)).toEqual([stackA, stackB].map((a) => a.headers.ratelimit));
    } finally {
      await closeSides(sides);
    }
  });

  it('when a shopper forges X-Forwarded-For or a junk allow token, then each hit is still counted under its own address', async () => {
    await both(LIST);
    const remaining = (answer: Answer) => Number(/r=(\d+)/.exec(String(answer.headers.ratelimit))?.[1]);
    const first = await getRaw(fast.server, LIST, {});
    const forged = await getRaw(fast.server, LIST, { 'x-forwarded-for': '203.0.113.7', 'x-rate-limit-allow': 'x'.repeat(5000) });
    const again = await getRaw(fast.server, LIST, { 'x-forwarded-for': '198.51.100.9, 203.0.113.8' });
    expect([remaining(forged), remaining(again)]).toEqual([remaining(first) - 1, remaining(first) - 2]);
    expect(forged.headers['ratelimit-policy']).toBe(first.headers['ratelimit-policy']);
  });

  it.each<[string, (etag: string) => Record<string, string>, number]>([
    ['an old ETag', () => ({ 'if-none-match': '"an-older-answer"' }), 200],
    ['its ETag among others, weak', (etag) => ({ 'if-none-match': `"other", W/${etag}` }), 304],
    ['*', () => ({ 'if-none-match': '*' }), 304],
    ['its ETag and Cache-Control: no-cache', (etag) => ({ 'if-none-match': etag, 'cache-control': 'no-cache' }), 200],
    // If-None-Match decides when both are sent (RFC 9110 13.2.2)
    ['its ETag and an If-Modified-Since', (etag) => ({ 'if-none-match': etag, 'if-modified-since': new Date().toUTCString() }), 304],
    ['only an If-Modified-Since', () => ({ 'if-modified-since': new Date().toUTCString() }), 200],
    ['a huge junk If-None-Match', () => ({ 'if-none-match': `"${'x'.repeat(6000)}", junk,,, W/` }), 200],
  ])('when a client revalidates with %s, then the fast path answers as the stack does', async (_name, conditions, status) => {
    const first = await getRaw(slow.server, LIST, {});
    const { viaStack, viaFast, fastPathUsed } = await both(LIST, { 'accept-encoding': 'br', ...conditions(first.headers.etag!) });
    expect(viaFast.status).toBe(status);
    expect(comparable(viaFast)).toEqual(comparable(viaStack));
    expect(fastPathUsed).toBe(true);
  });
});

describe('catalogue fast path for a client the limiter does not count (its allow token)', () => {
  const ALLOW_TOKEN = 'fast-path-allow-token-long-enough-0001';
  const allowed = { 'x-rate-limit-allow': ALLOW_TOKEN };
  let sides: { slow: Side; fast: Side };
  beforeAll(async () => {
    const rateLimits = { ...testConfig('').rateLimits, allowToken: ALLOW_TOKEN };
    const uncountedSlow = await side(false, slow.t.database, { rateLimits });
    sides = { slow: uncountedSlow, fast: await side(true, slow.t.database, { rateLimits }) };
  });
  afterAll(async () => {
    for (const one of [sides.fast, sides.slow]) {
      await new Promise((resolve) => one.server.close(resolve));
      await one.t.settled();
    }
  });

  it.each([
    ['brotli', { 'accept-encoding': 'gzip, deflate, br' }, 'br'],
    ['gzip', { 'accept-encoding': 'gzip;q=0.5, identity' }, 'gzip'],
    ['identity', { 'accept-encoding': 'identity' }, undefined],
    ['no Accept-Encoding', {}, undefined],
    ['an allowed Origin', { origin: 'http://allowed.example', 'accept-encoding': 'br' }, 'br'],
    ['a foreign Origin', { origin: 'http://evil.example', 'accept-encoding': 'br' }, 'br'],
    ['brotli refused', { 'accept-encoding': 'br;q=0, gzip' }, 'gzip'],
  ])('when a cached list is asked for with %s, then the fast path answers it byte for byte as the stack does, uncounted', async (_name, headers, encoding) => {
    const { viaStack, viaFast, fastPathUsed } = await both(LIST, { ...allowed, ...headers }, sides);
    expect(viaFast.status).toBe(200);
    expect(viaFast.headers['x-cache']).toBe('HIT');
    expect(viaFast.headers['content-encoding']).toBe(encoding);
    expect(viaFast.headers.ratelimit).toBeUndefined();
    expect(comparable(viaFast)).toEqual(comparable(viaStack));
    expect(fastPathUsed).toBe(true);
  });

  it('when a small answer, a book and a copy the client holds are asked for, then both answer the same', async () => {
    const book = await insertProduct(slow.t.db, { category: 'Fast Path' });
    for (const path of ['/api/hero/', `/api/products/${book.id}`]) {
      const { viaStack, viaFast, fastPathUsed } = await both(path, allowed, sides);
      expect(viaFast.status).toBe(200);
      expect(comparable(viaFast)).toEqual(comparable(viaStack));
      expect(fastPathUsed).toBe(true);
    }
    const first = await getRaw(sides.slow.server, LIST, {});
    const held = await both(LIST, { ...allowed, 'if-none-match': first.headers.etag! }, sides);
    expect(held.viaFast.status).toBe(304);
    expect(comparable(held.viaFast)).toEqual(comparable(held.viaStack));
  });

  it('when an allowed client reads, then it is not counted but a client without the token still is', async () => {
    const remaining = (answer: Answer) => Number(/r=(\d+)/.exec(String(answer.headers.ratelimit))?.[1]);
    await both(LIST, {}, sides);
    const first = await getRaw(sides.fast.server, LIST, {});
    await getRaw(sides.fast.server, LIST, allowed);
    await getRaw(sides.fast.server, LIST, allowed);
    const second = await getRaw(sides.fast.server, LIST, {});
    expect(remaining(second)).toBe(remaining(first) - 1);
  });

  it('when an allowed client reads, then the fast path writes the same log line and metrics as the stack', async () => {
    const lineFor = (one: Side) =>
      one.logs
        .lines()
        .filter((line) => (line.req as { id?: string } | undefined)?.id === 'log-line-request-03')
        .map(({ time: _time, responseTime, pid: _pid, hostname: _hostname, ...line }) => ({ ...line, responseTime: typeof responseTime }));
    const { fastPathUsed } = await both(`${LIST}&token=very-secret-value`, { ...allowed, 'x-request-id': 'log-line-request-03' }, sides);
    expect(fastPathUsed).toBe(true);
    expect(lineFor(sides.fast)).toEqual(lineFor(sides.slow));
    expect(lineFor(sides.fast)).toEqual([
      expect.objectContaining({ msg: 'request completed', route: '/api/products/get', req: { id: 'log-line-request-03', method: 'GET', url: `${LIST}&token=[redacted]` }, res: { statusCode: 200 } }),
    ]);
    const counted = async (one: Side) => {
      const page = await getRaw(one.server, '/metrics', { authorization: `Bearer ${METRICS_TOKEN}` });
      return Number(/http_requests_total\{method="GET",route="\/api\/products\/get",status="200"\} (\d+)/.exec(page.body.toString())?.[1]);
    };
    const [fastBefore, slowBefore] = [await counted(sides.fast), await counted(sides.slow)];
    await both(LIST, allowed, sides);
    expect(await counted(sides.fast)).toBe(fastBefore + 2);
    expect(await counted(sides.slow)).toBe(slowBefore + 2);
  });
});

// Redis comes from TEST_REDIS_URL, 127.0.0.1:6379 or a throwaway redis-server (test/redis-for-tests)
const redis = redisForTests();
afterAll(() => redis.stop());
if (redis.reason) console.warn(`Redis fast-path test skipped: ${redis.reason}`);
(redis.url ? describe : describe.skip)(`catalogue fast path with the limiter in Redis${redis.reason ? ` (skipped: ${redis.reason})` : ''}`, () => {
  it('when two processes share Redis, then a read the fast path serves in one counts against the client in the other', async () => {
    const namespace = `fast-path-${randomBytes(4).toString('hex')}`;
    const logger = pino({ level: 'silent' });
    const [backendA, backendB] = [createRedisRateLimitBackend({ url: redis.url!, logger, namespace }), createRedisRateLimitBackend({ url: redis.url!, logger, namespace })];
    const a = await createTestApp({}, { database: slow.t.database, rateLimitBackend: backendA });
    const b = await createTestApp({}, { database: slow.t.database, rateLimitBackend: backendB });
    const [serverA, serverB] = [a.app.listen(0, '127.0.0.1'), b.app.listen(0, '127.0.0.1')];
    let reachingExpressInA = 0;
    countReachingExpress(a.app, () => reachingExpressInA++);
    try {
      await Promise.all([serverA, serverB].map((server) => new Promise((resolve) => server.once('listening', resolve))));
      const remaining = (answer: Answer) => Number(/r=(\d+)/.exec(String(answer.headers.ratelimit))?.[1]);
      await getRaw(serverA, LIST, {});
      const hitsInA = [await getRaw(serverA, LIST, {}), await getRaw(serverA, LIST, {})];
      expect(hitsInA.map((hit) => hit.headers['x-cache'])).toEqual(['HIT', 'HIT']);
      expect(reachingExpressInA).toBe(0);
      const inB = await getRaw(serverB, '/api/hero/', {});
      expect(remaining(inB)).toBe(remaining(hitsInA[1]!) - 1);
    } finally {
      await Promise.all([serverA, serverB].map((server) => new Promise((resolve) => server.close(resolve))));
      await a.settled();
      await b.settled();
      await backendA.close();
      await backendB.close();
    }
  });
});
