/**
 * The floor of the store's stack for an uncached catalogue read: a bare `node:http` server and a `pg` Pool
 * of the store's size that, for each URL below, runs the very statement the store runs (text, values, name:
 * captured from a running store) and answers the same bytes (toProduct, JSON.stringify, brotli or gzip as
 * the store compresses an answer built for one request, ETag, request id, the store's fixed headers) with
 * one `res.end`, listening as the store does (32 accepting descriptors). What the store spends beyond
 * this server is its own code (Express, middleware, Drizzle).
 *
 * 1. Start the store with the capture preload and the catalogue cache off, e.g.
 *    CAPTURE_FILE=/tmp/q.jsonl CATALOGUE_CACHE=false RATE_LIMIT_ALLOW_TOKEN=t ... node -r ./scripts/bench/floor-capture.cjs dist/server.js
 * 2. npx tsx scripts/bench/floor-server.ts <store url> <capture file> <port> <database url> [allow token]
 *    (or bundled with esbuild, `--external:pg`, and run with node: then the server is the process started)
 *    It asks the store each URL once, keeps the statement it ran and its answer, checks its own answer is
 *    byte-identical (decompressed), then serves. The store may be stopped after "floor ready".
 */
import { randomUUID, createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { brotliCompressSync, brotliDecompressSync, constants, gzipSync } from 'node:zlib';
import pg from 'pg';
import { toProduct } from '../../src/modules/catalog/product-mapper';
import type { CardRow } from '../../src/modules/catalog/product-mapper';
import { cardColumns } from '../../src/modules/catalog/product-mapper';
import { FRESH_BROTLI_QUALITY } from '../../src/lib/http/fresh-json';
import { acceptManyPerTurn } from '../../src/lib/http/accept-handles';

const URLS = ['/api/products/get?page=2000&limit=20', '/api/products/get?search=novel&limit=20', '/api/products/get?page=1&limit=20'];
const ACCEPT = 'gzip, deflate, br';
/** Headers that change per request or per body: made here, not copied. */
const OWN = new Set(['date', 'connection', 'keep-alive', 'x-request-id', 'etag', 'content-length', 'transfer-encoding']);

const [storeUrl, captureFile, port, databaseUrl, allowToken = ''] = process.argv.slice(2);
if (!storeUrl || !captureFile || !port || !databaseUrl) throw new Error('usage: floor-server.ts <store url> <capture file> <port> <database url> [allow token]');

interface Replay {
  name: string;
  text: string;
  values: unknown[];
  page: number;
  limit: number;
  /** A list's total, from the store's answer (the store takes it from its cached facets); a search counts. */
  total?: number;
  head: string[];
}

const keys = Object.keys(cardColumns) as (keyof CardRow)[];

/** One GET of the store, as the bench asks it (fetch would decompress the body). */
const get = (url: string) =>
  new Promise<{ headers: http.IncomingHttpHeaders; bytes: Buffer }>((resolve, reject) => {
    http
      .get(url, { headers: { 'accept-encoding': ACCEPT, 'x-rate-limit-allow': allowToken } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ headers: res.headers, bytes: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });

/** How long the store is given to walk a list's anchors (page-anchors) after a deep page first asks for them. */
const ANCHOR_WALK_MS = 2000;

async function capture(url: string): Promise<{ replay: Replay; body: string }> {
  // asked once before: a store's first deep page is read with OFFSET while its anchors are walked
  await get(storeUrl + url);
  await new Promise((resolve) => setTimeout(resolve, ANCHOR_WALK_MS));
  writeFileSync(captureFile!, '');
  const answer = await get(storeUrl + url);
  const body = answer.headers['content-encoding'] === 'br' ? brotliDecompressSync(answer.bytes).toString() : answer.bytes.toString();
  const sent = readFileSync(captureFile!, 'utf8').trim().split('\n').filter(Boolean).map((line) => JSON.parse(line) as { name?: string; text: string; values: unknown[] });
  const statements = sent.filter((s) => s.text.includes('page.found'));
  if (statements.length !== 1 || !statements[0]!.name) throw new Error(`${url}: expected one named page statement, the store sent ${sent.length} statements`);
  const head: string[] = [];
  for (const [name, value] of Object.entries(answer.headers)) if (!OWN.has(name)) head.push(name, String(value));
  const query = new URL(url, 'http://x').searchParams;
  const pagination = (JSON.parse(body) as { pagination: { total: number } }).pagination;
  const { name, text, values } = statements[0]! as Required<(typeof statements)[0]>;
  return { replay: { name, text, values, page: Number(query.get('page') ?? 1), limit: Number(query.get('limit')), total: query.has('search') ? undefined : pagination.total, head }, body };
}

const CAP = 1000;
function answerOf(replay: Replay, rows: unknown[][]): string {
  const found = Number(rows[0]?.[0] ?? 0);
  const products = [];
  for (const raw of rows) {
    if (raw[1] === null) continue;
    const row: Record<string, unknown> = {};
    for (let i = 0; i < keys.length; i++) row[keys[i]!] = raw[i + 1];
    products.push(toProduct(row as unknown as CardRow));
  }
  const total = replay.total ?? Math.min(found, CAP);
  const { page, limit } = replay;
  return JSON.stringify({ success: true, products, pagination: { page, limit, total, pages: Math.ceil(total / limit), totalIsLowerBound: replay.total === undefined && found > CAP } });
}

/** Express's default (weak) ETag of a body. */
const etagOf = (body: Buffer) => `W/"${body.length.toString(16)}-${createHash('sha1').update(body).digest('base64').substring(0, 27)}"`;

async function main() {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10, options: '-c max_parallel_workers_per_gather=0' });
  const replays = new Map<string, Replay>();
  for (const url of URLS) {
    const { replay, body } = await capture(url);
    const { rows } = await pool.query({ name: replay.name, text: replay.text, values: replay.values, rowMode: 'array' });
    const mine = answerOf(replay, rows as unknown[][]);
    if (mine !== body) throw new Error(`${url}: the floor's answer differs from the store's`);
    replays.set(url, replay);
  }
  const server = http
    .createServer((req, res) => {
      const replay = replays.get(req.url ?? '');
      if (!replay) return void res.writeHead(404).end();
      pool.query({ name: replay.name, text: replay.text, values: replay.values, rowMode: 'array' }).then(
        ({ rows }) => {
          const json = Buffer.from(answerOf(replay, rows as unknown[][]));
          const accepts = String(req.headers['accept-encoding'] ?? '');
          const br = accepts.includes('br');
          const body = br
            ? brotliCompressSync(json, { params: { [constants.BROTLI_PARAM_QUALITY]: FRESH_BROTLI_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: json.length } })
            : gzipSync(json);
          const head = replay.head.map((value, i) => (i % 2 === 1 && replay.head[i - 1] === 'content-encoding' ? (br ? 'br' : 'gzip') : value));
          res.writeHead(200, [...head, 'x-request-id', randomUUID(), 'etag', etagOf(json), 'content-length', String(body.length)]);
          res.end(body);
        },
        () => void res.writeHead(500).end(),
      );
    })
    // as the store listens: up to 32 connections accepted per turn (lib/http/accept-handles), so p99 compares
    .listen(Number(port), '127.0.0.1', () => {
      void acceptManyPerTurn(server, { onError: (error) => console.error('one accept per turn:', error) }).then(() => console.log(`floor ready on ${port}`));
    });
}

// a plain exit on a signal, so that --cpu-prof writes its profile
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => process.exit(0));
void main();
