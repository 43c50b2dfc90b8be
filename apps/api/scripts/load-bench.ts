/**
 * The HTTP half of `pnpm bench`: starts the API in this process on a free port (never 3000) over the
 * benchmark database and puts each catalogue call under concurrent load with autocannon, reporting
 * p50/p99 latency and requests per second.
 */
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import autocannon from 'autocannon';
import type { Store } from 'express-rate-limit';
import pino from 'pino';
import { createApp } from '../src/app';
import { loadConfig } from '../src/config';
import type { Database } from '../src/db/client';
import { createMemoryMailer } from '../src/lib/mail/mailer';
import type { RateLimitBackend } from '../src/lib/rate-limit/backend';
import { createDiskStorage } from '../src/lib/storage/disk-storage';

export interface LoadScenario {
  name: string;
  /** One path, or several sent in turn (suggestions typed by many shoppers). */
  paths: string[];
}

export interface LoadResult {
  name: string;
  requests: number;
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
}

const q = (params: Record<string, string | number | string[]>) => {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) for (const v of [value].flat()) search.append(key, String(v));
  return `/api/products/get?${search.toString()}`;
};

/** Words shoppers type into the header box, typos and Urdu included; each asks for the first 5 books. */
const SUGGESTION_TERMS = ['gh', 'ghal', 'ghalib', 'galib', 'iqbal', 'anat', 'anatomy', 'physics class', 'urdu', 'غالب', 'اردو', 'bio', 'pride', 'zzqx'];

export function defaultScenarios(productId: string | undefined): LoadScenario[] {
  return [
    { name: 'product list, page 1 (featured)', paths: [q({ limit: 20 })] },
    { name: 'product list, page 50', paths: [q({ limit: 20, page: 50 })] },
    { name: 'category, price-low sort', paths: [q({ category: 'Urdu Novels', sort: 'price-low', limit: 20 })] },
    {
      name: 'filtered list (category+sub+price+rating+stock)',
      paths: [
        q({ category: 'Urdu Novels', subCategory: 'Old Books', minPrice: 300, maxPrice: 2000, rating: 4, availability: 'in-stock', sort: 'price-low', limit: 20 }),
      ],
    },
    { name: 'newest sort, page 3', paths: [q({ sort: 'newest', page: 3, limit: 20 })] },
    { name: 'search results page', paths: [q({ search: 'anatomy', limit: 20 })] },
    { name: 'search suggestions (14 terms, limit 5)', paths: SUGGESTION_TERMS.map((search) => q({ search, limit: 5 })) },
    { name: 'facets (sidebar, cached)', paths: ['/api/products/facets'] },
    { name: 'facets for a search', paths: ['/api/products/facets?search=ghalib'] },
    ...(productId
      ? [
          { name: 'product page', paths: [`/api/products/${productId}`] },
          { name: 'related products', paths: [`/api/products/${productId}/related`] },
          { name: 'reviews of a book', paths: [`/api/reviews/product/${productId}?limit=3`] },
        ]
      : []),
  ];
}

/** A rate-limit backend that never limits: the benchmark is one client hammering the API on purpose. */
const unlimitedStore = (): Store => ({
  increment: async () => ({ totalHits: 1, resetTime: undefined }),
  decrement: async () => {},
  resetKey: async () => {},
});
const unlimited: RateLimitBackend = {
  kind: 'memory',
  store: unlimitedStore,
  logger: { error: () => {}, warn: () => {} },
  close: async () => {},
};

export async function runLoadBench(
  database: Database,
  dataDir: string,
  scenarios: LoadScenario[],
  { connections, durationSeconds }: { connections: number; durationSeconds: number },
): Promise<LoadResult[]> {
  const config = {
    ...loadConfig({ ...process.env, DATA_DIR: dataDir, JWT_SECRET: randomBytes(32).toString('hex'), LOG_LEVEL: 'silent' }),
    port: 0,
  };
  const logger = pino({ level: 'silent' });
  const app = createApp({
    config,
    database,
    storage: createDiskStorage(config.uploadsDir),
    mailer: createMemoryMailer(),
    logger,
    rateLimitBackend: unlimited,
  });
  const server = app.listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  const { port } = server.address() as AddressInfo;
  const results: LoadResult[] = [];
  try {
    for (const scenario of scenarios) {
      const url = `http://127.0.0.1:${port}`;
      // warm-up: plans, caches and the JIT settle before the measured run
      await autocannon({ url, connections: 4, duration: 1, requests: scenario.paths.map((path) => ({ method: 'GET', path })) });
      const result = await autocannon({
        url,
        connections,
        duration: durationSeconds,
        requests: scenario.paths.map((path) => ({ method: 'GET', path })),
      });
      const row: LoadResult = {
        name: scenario.name,
        requests: result.requests.total,
        rps: Math.round(result.requests.average),
        p50: result.latency.p50,
        p99: result.latency.p99,
        non2xx: result.non2xx,
        errors: result.errors + result.timeouts,
      };
      results.push(row);
      console.log(
        `${row.name.padEnd(48)} ${String(row.rps).padStart(6)} req/s  p50 ${String(row.p50).padStart(4)} ms  p99 ${String(row.p99).padStart(5)} ms${row.non2xx || row.errors ? `  (${row.non2xx} non-2xx, ${row.errors} errors)` : ''}`,
      );
    }
  } finally {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
  return results;
}

export function loadResultsTable(results: LoadResult[]): string {
  const lines = ['| call | req/s | p50 ms | p99 ms | requests | non-2xx | errors |', '|---|---:|---:|---:|---:|---:|---:|'];
  for (const r of results) lines.push(`| ${r.name} | ${r.rps} | ${r.p50} | ${r.p99} | ${r.requests} | ${r.non2xx} | ${r.errors} |`);
  return lines.join('\n');
}
