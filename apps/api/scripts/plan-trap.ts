/**
 * Does a search fall into the plan a connection kept for other searches of the same statement text? On one
 * fresh connection, `prime` runs `times` times (default 6: PostgreSQL may keep a generic plan after the
 * fifth), then `target` runs `runs` times; printed: the database's CPU per target run (backend's user +
 * system, /proc/<pid>/stat, so the server must be on this host), wall ms per run, and the named
 * statements' plan counts.
 *
 *   DATABASE_URL=postgres://... npx tsx scripts/plan-trap.ts [--root /work/wt/base] [--runs 100] [--times 6] \
 *     'search=978&page=2' 'search=novel&page=2' ['suggest:978' 'suggest:novel' ...]   (pairs: prime target)
 *
 * A request is a query string of GET /api/products/get, or `suggest:<text>` / `facets:<text>`. `--root`
 * runs another checkout's catalogue code (A/B). `-` as prime runs the target alone. `--plan-cache-mode
 * force_custom_plan` sets the connection's plan_cache_mode (what the statements cost planned for their values). Reads only.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import type * as Contracts from '@bookstore/contracts';
import type * as DrizzlePg from 'drizzle-orm/node-postgres';
import type * as Pg from 'pg';
import type * as Schema from '../src/db/schema';
import type * as Repository from '../src/modules/catalog/catalog.repository';
import { processCpuMs } from './bench/cpu';


async function main(): Promise<void> {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('DATABASE_URL is required (PostgreSQL)');
  const args = process.argv.slice(2);
  const option = (name: string, fallback: string) => {
    const at = args.indexOf(name);
    return at >= 0 ? args.splice(at, 2)[1]! : fallback;
  };
  const root = path.resolve(option('--root', path.join(__dirname, '..', '..', '..')));
  const runs = Number(option('--runs', '100'));
  const times = Number(option('--times', '6'));
  const planCacheMode = option('--plan-cache-mode', 'auto');
  const api = path.join(root, 'apps/api');
  const load = createRequire(path.join(api, 'package.json'));
  const { Pool } = load('pg') as typeof Pg;
  const { drizzle } = load('drizzle-orm/node-postgres') as typeof DrizzlePg;
  const { productsQuerySchema } = load('@bookstore/contracts') as typeof Contracts;
  const schema = load(path.join(api, 'src/db/schema')) as typeof Schema;
  const { createCatalogRepository } = load(path.join(api, 'src/modules/catalog/catalog.repository')) as typeof Repository;

  for (let i = 0; i + 1 < args.length; i += 2) {
    const [prime, target] = [args[i]!, args[i + 1]!];
    const pool = new Pool({ connectionString: url, max: 1, options: `-c max_parallel_workers_per_gather=0 -c plan_cache_mode=${planCacheMode}` });
    try {
      const db = drizzle(pool, { schema, casing: 'snake_case' });
      const repository = createCatalogRepository(db as never);
      const ask = async (request: string) => {
        const [kind, text] = request.split(/:(.*)/s) as [string, string | undefined];
        if (kind === 'suggest') return (await repository.suggest(text)).length;
        if (kind === 'facets') return (await repository.facetRows(text)).length;
        return (await repository.listProducts(productsQuerySchema.parse(Object.fromEntries(new URLSearchParams(request))))).rows.length;
      };
      const pid = (await pool.query<{ pid: number }>('select pg_backend_pid() as pid')).rows[0]!.pid;
      if (prime !== '-') for (let n = 0; n < times; n += 1) await ask(prime);
      const before = processCpuMs(pid);
      const started = performance.now();
      let rows = 0;
      for (let n = 0; n < runs; n += 1) rows = await ask(target);
      const ms = (processCpuMs(pid) - before) / runs;
      const wall = (performance.now() - started) / runs;
      const plans = (await pool.query<{ g: string; c: string }>(`select sum(generic_plans) as g, sum(custom_plans) as c from pg_prepared_statements where name like 'catalogue_statement_%'`)).rows[0];
      console.log(`${prime} ×${times} then ${target} ×${runs}: db ${ms.toFixed(2)} ms cpu/run, ${wall.toFixed(2)} ms wall/run, ${rows} rows; named plans generic ${plans?.g} custom ${plans?.c}`);
    } finally {
      await pool.end();
    }
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
  process.exitCode = 1;
});
