import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { productsQuerySchema } from '@bookstore/contracts';
import express from 'express';
import { insertProduct } from '../../../test/factories';
import { copyOfParsed } from '../direct-reads';
import { REQUEST_ID, fourSides, type FourSides, type Side } from './two-stacks';

/**
 * A direct read's fresh answer (the cache off, or a miss) is written by the fast path itself, not by
 * Express's helpers: its status line, every header (names, spelling, order) and body must be the stack's.
 */

let sides: FourSides;
let slow: Side;
let fast: Side;
let slowOff: Side;
let fastOff: Side;

const CATEGORY = 'Fast Heads';
const LIST = `/api/products/get?category=${encodeURIComponent(CATEGORY)}&limit=6`;
/** A page under 1 KB: sent as is, whatever the client takes. */
const SMALL = `/api/products/get?category=${encodeURIComponent(CATEGORY)}&limit=1&search=zzzznothing`;
let bookId: string;

beforeAll(async () => {
  sides = await fourSides({ corsOrigins: ['http://allowed.example'] });
  ({ slow, fast, slowOff, fastOff } = sides);
  for (let i = 0; i < 6; i++) bookId = (await insertProduct(slow.t.db, { category: CATEGORY, description: 'A long description. '.repeat(20) })).id;
});
afterAll(() => sides.close());

interface RawAnswer {
  status: number;
  /** Every header line as sent, in order, the date's value left out. */
  lines: string[];
  body: Buffer;
}

function getLines(one: Side, path: string, headers: Record<string, string>): Promise<RawAnswer> {
  const { port } = one.server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path, headers: { 'x-request-id': REQUEST_ID, ...headers }, agent: false }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const lines: string[] = [];
          for (let i = 0; i < res.rawHeaders.length; i += 2) {
            const name = res.rawHeaders[i]!;
            const value = res.rawHeaders[i + 1]!.replace(/; t=\d+/, '; t=*');
            lines.push(`${name}: ${/^date$/i.test(name) ? '*' : value}`);
          }
          resolve({ status: res.statusCode!, lines, body: Buffer.concat(chunks) });
        });
      })
      .on('error', reject);
  });
}

/** The stack's answer, then the fast path's, to the same request; the limiter's count left aside (each app counts its own). */
async function both(pair: { slow: Side; fast: Side }, path: string, headers: Record<string, string> = {}) {
  const viaStack = await getLines(pair.slow, path, headers);
  const viaFast = await getLines(pair.fast, path, headers);
  const before = pair.fast.throughExpress;
  await getLines(pair.fast, path, headers);
  const fastPathUsed = pair.fast.throughExpress === before;
  const strip = (answer: RawAnswer) => ({ ...answer, lines: answer.lines.map((line) => line.replace(/; r=\d+/, '; r=*')), body: answer.body.toString('base64') });
  return { viaStack: strip(viaStack), viaFast: strip(viaFast), fastPathUsed };
}

const ENCODINGS: [string, Record<string, string>][] = [
  ['no Accept-Encoding', {}],
  ['identity', { 'accept-encoding': 'identity' }],
  ['gzip', { 'accept-encoding': 'gzip' }],
  ['br', { 'accept-encoding': 'br' }],
  ['a browser\'s list', { 'accept-encoding': 'gzip, deflate, br, zstd' }],
  ['br refused', { 'accept-encoding': 'br;q=0, gzip' }],
  ['any encoding', { 'accept-encoding': '*' }],
  ['neither br nor gzip', { 'accept-encoding': 'gzip;q=0, br;q=0' }],
  ['an allowed Origin', { origin: 'http://allowed.example', 'accept-encoding': 'br' }],
  ['an allowed Origin, no encoding', { origin: 'http://allowed.example' }],
  ['a foreign Origin', { origin: 'http://evil.example', 'accept-encoding': 'gzip' }],
];

describe('catalogue fast path, the heads of fresh answers', () => {
  it.each(ENCODINGS)('when the cache is off and a list is asked for with %s, then every header line, its order and the body are the stack\'s', async (_name, headers) => {
    for (const path of [LIST, SMALL, `/api/products/${bookId}`, `/api/products/${bookId}/related`, '/api/products/facets', '/api/hero/']) {
      const { viaStack, viaFast, fastPathUsed } = await both({ slow: slowOff, fast: fastOff }, path, headers);
      expect([path, viaFast.status]).toEqual([path, 200]);
      expect(viaFast).toEqual(viaStack);
      expect(fastPathUsed).toBe(true);
    }
  });

  it.each(ENCODINGS.map(([name, headers], at) => [name, headers, at] as const))(
    'when the cache keeps a list and it is asked for with %s, then its miss and its hit carry the stack\'s header lines and body',
    async (_name, headers, at) => {
      // a limit of its own: an answer no other case has kept
      const path = `${LIST.replace('limit=6', `limit=${7 + at}`)}&sort=newest`;
      const miss = await both({ slow, fast }, path, headers);
      expect(miss.viaFast).toEqual(miss.viaStack);
      expect(miss.viaFast.lines).toContain('X-Cache: MISS');
      const hit = await both({ slow, fast }, path, headers);
      expect(hit.viaFast).toEqual(hit.viaStack);
      expect(hit.viaFast.lines).toContain('X-Cache: HIT');
    },
  );

  it('when a client holds the current copy, then both answer 304 with the same lines; a stale copy or no-cache gets the whole answer', async () => {
    const { viaStack } = await both({ slow: slowOff, fast: fastOff }, LIST, { 'accept-encoding': 'br' });
    const etag = viaStack.lines.find((line) => line.startsWith('ETag: '))!.slice('ETag: '.length);
    const asks: [Record<string, string>, number][] = [
      [{ 'if-none-match': etag }, 304],
      [{ 'if-none-match': `W/"stale", ${etag}` }, 304],
      [{ 'if-none-match': '*' }, 304],
      [{ 'if-none-match': 'W/"stale"' }, 200],
      [{ 'if-none-match': etag, 'cache-control': 'no-cache' }, 200],
      [{ 'if-modified-since': new Date().toUTCString() }, 200],
    ];
    for (const [conditions, status] of asks) {
      for (const encoding of ['br', 'identity']) {
        const answers = await both({ slow: slowOff, fast: fastOff }, LIST, { 'accept-encoding': encoding, ...conditions });
        expect([conditions, answers.viaFast.status]).toEqual([conditions, status]);
        expect(answers.viaFast).toEqual(answers.viaStack);
        expect(answers.fastPathUsed).toBe(true);
      }
    }
  });

  it('when input the schemas refuse or a book that does not exist is asked for, then the answers are the stack\'s', async () => {
    for (const path of [`${LIST}&rating=9`, `${LIST}&sort=bogus`, '/api/products/00000000-0000-4000-8000-000000000000', '/api/products/not-a-book']) {
      for (const pair of [
        { slow, fast },
        { slow: slowOff, fast: fastOff },
      ]) {
        const { viaStack, viaFast } = await both(pair, path, { 'accept-encoding': 'br' });
        expect([path, viaFast.status]).toEqual([path, viaStack.status]);
        expect(viaFast.status).toBeGreaterThanOrEqual(400);
        expect(viaFast).toEqual(viaStack);
      }
    }
  });

  it('when a list is asked for again with the cache off, then its query is not parsed again and Express\'s send is not used', async () => {
    const path = `${LIST}&sort=price-low`;
    await getLines(fastOff, path, { 'accept-encoding': 'br' });
    const parses = jest.spyOn(productsQuerySchema, 'safeParse');
    const sends = jest.spyOn(express.response, 'send');
    try {
      for (const encoding of ['br', 'gzip', 'identity']) expect((await getLines(fastOff, path, { 'accept-encoding': encoding })).status).toBe(200);
      expect(parses).not.toHaveBeenCalled();
      expect(sends).not.toHaveBeenCalled();
      // the stack's own answer still goes through both
      await getLines(slowOff, path, { 'accept-encoding': 'br' });
      expect(parses).toHaveBeenCalled();
      expect(sends).toHaveBeenCalled();
    } finally {
      parses.mockRestore();
      sends.mockRestore();
    }
  });

  it('when parsed input is handed to a request, then it is a copy of its own at every level, equal to what was parsed', () => {
    const parsed = productsQuerySchema.parse({ subCategory: 'Fiction,History', page: '3', search: 'novel' });
    const copy = copyOfParsed(parsed) as typeof parsed;
    expect(copy).toEqual(parsed);
    expect(copy).not.toBe(parsed);
    expect(copy.subCategory).not.toBe(parsed.subCategory);
    (copy.subCategory as string[] | undefined)?.push('Changed');
    copy.page = 99;
    expect(parsed.page).toBe(3);
    expect(parsed.subCategory).not.toContain('Changed');
  });
});
