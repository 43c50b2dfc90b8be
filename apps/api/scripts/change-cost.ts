/**
 * What a catalogue change costs the deep pages: on one connection (as a store's pool under load, or
 * PGlite's one queue), the deep page of each list is read until its anchors are walked and its plan kept;
 * then another connection makes `--change` (a stock crossing zero, or a price) and every list's deep page
 * is read once, as shoppers would (each read told the new catalogue version, as the service does), the
 * walks it started are awaited, and the shop's page is read `--runs` times more. Printed per phase: the
 * reading backend's CPU (/proc/<pid>/stat: the server must be on this host) and the statements sent (walks,
 * reads from anchors, reads with OFFSET). Writes one book (the change): run it on a clone. Without
 * DATABASE_URL, the embedded database under `--data-dir` (its `pglite` folder): the CPU is then this
 * process's own (PGlite runs in it, the catalogue code too).
 *
 *   DATABASE_URL=postgres://... npx tsx scripts/change-cost.ts [--root /work/wt/base] [--page 2000] [--runs 50] \
 *     [--change stock|price] [--rounds 3]
 *   npx tsx scripts/change-cost.ts --data-dir /tmp/pglite-copy [...]
 *
 * `--root` runs another checkout's catalogue code (A/B).
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import type * as Contracts from '@bookstore/contracts';
import type * as Drizzle from 'drizzle-orm';
import type * as DrizzlePg from 'drizzle-orm/node-postgres';
import type * as Pg from 'pg';
import type * as DbClient from '../src/db/client';
import type * as Schema from '../src/db/schema';
import type * as Repository from '../src/modules/catalog/catalog.repository';
import type * as Anchors from '../src/modules/catalog/page-anchors';
import { processCpuMs } from './bench/cpu';

async function main(): Promise<void> {
  const url = process.env.DATABASE_URL || undefined;
  const args = process.argv.slice(2);
  const option = (name: string, fallback: string) => {
    const at = args.indexOf(name);
    return at >= 0 ? args.splice(at, 2)[1]! : fallback;
  };
  const root = path.resolve(option('--root', path.join(__dirname, '..', '..', '..')));
  const page = Number(option('--page', '2000'));
  const runs = Number(option('--runs', '50'));
  const rounds = Number(option('--rounds', '3'));
  const change = option('--change', 'stock');
  const dataDir = option('--data-dir', '');
  if (!url && !dataDir) throw new Error('DATABASE_URL (PostgreSQL) or --data-dir (PGlite) is required');
  const api = path.join(root, 'apps/api');
  const load = createRequire(path.join(api, 'package.json'));
  const { Pool, Client } = load('pg') as typeof Pg;
  const { drizzle } = load('drizzle-orm/node-postgres') as typeof DrizzlePg;
  const { sql } = load('drizzle-orm') as typeof Drizzle;
  const { productsQuerySchema, SORT_OPTIONS } = load('@bookstore/contracts') as typeof Contracts;
  const schema = load(path.join(api, 'src/db/schema')) as typeof Schema;
  const { createCatalogRepository } = load(path.join(api, 'src/modules/catalog/catalog.repository')) as typeof Repository;
  const { pageAnchorsOf } = load(path.join(api, 'src/modules/catalog/page-anchors')) as typeof Anchors;

  const { openDatabase } = load(path.join(api, 'src/db/client')) as typeof DbClient;
  const embedded = url ? undefined : await openDatabase({ dataDir });
  const writer = url ? new Client({ connectionString: url }) : undefined;
  await writer?.connect();
  const pool = url ? new Pool({ connectionString: url, max: 1, options: '-c max_parallel_workers_per_gather=0' }) : undefined;
  const db = (pool ? drizzle(pool, { schema, casing: 'snake_case' }) : embedded!.db) as unknown as DbClient.Db;
  const write = async (text: string) => (writer ? writer.query(text) : db.execute(sql.raw(text)));
  // every statement the catalogue sends goes through the session's prepareQuery (db.execute and the named ones)
  const sent: string[] = [];
  const session = (db as unknown as { session: { prepareQuery: (query: { sql: string }, ...rest: unknown[]) => unknown } }).session;
  const prepare = session.prepareQuery.bind(session);
  session.prepareQuery = (query, ...rest) => {
    sent.push(query.sql);
    return prepare(query, ...rest);
  };
  try {
    const repository = createCatalogRepository(db as never);
    const anchors = pageAnchorsOf(db as never);
    const pid = pool ? (await pool.query<{ pid: number }>('select pg_backend_pid() as pid')).rows[0]!.pid : undefined;
    const cpuMs = () => {
      if (pid !== undefined) return processCpuMs(pid);
      const used = process.cpuUsage();
      return (used.user + used.system) / 1000;
    };
    const version = async () => Number(((await write('select version::text as v from catalogue_state where id = 1')) as { rows: { v: string }[] }).rows[0]!.v);
    const read = async (sort: string, v: number) =>
      (await repository.listProducts(productsQuerySchema.parse({ sort, page: String(page) }), { withTotal: false, version: v })).rows.length;
    const kinds = () => {
      const count = { walks: 0, anchored: 0, offset: 0, other: 0 };
      for (const text of sent.splice(0)) {
        if (/row_number\(\) over/.test(text)) count.walks += 1;
        else if (/union all/.test(text)) count.anchored += 1;
        else if (/page\.found/.test(text)) count.offset += 1;
        else count.other += 1;
      }
      return `walks ${count.walks}, anchored ${count.anchored}, offset ${count.offset}, other ${count.other}`;
    };
    const measure = async (label: string, run: () => Promise<unknown>, n = 1) => {
      const cpu = cpuMs();
      const started = performance.now();
      await run();
      const ms = Math.round(cpuMs() - cpu);
      console.log(`  ${label}: db ${ms} ms cpu (${(ms / n).toFixed(2)}/read), ${(performance.now() - started).toFixed(0)} ms wall; ${kinds()}`);
    };

    // warm: each list walked, its plans kept (a named statement gets its generic plan after 5 runs)
    let v = await version();
    for (let n = 0; n < 7; n += 1) {
      for (const sort of SORT_OPTIONS) await read(sort, v);
      await anchors.settled();
    }
    sent.splice(0);
    for (let round = 1; round <= rounds; round += 1) {
      console.log(`round ${round} (${change})`);
      await measure(`steady, shop page ${page} ×${runs}`, async () => {
        for (let n = 0; n < runs; n += 1) await read('featured', v);
      }, runs);
      const set = change === 'price' ? 'price_paisa = price_paisa + 100' : 'stock_quantity = case when stock_quantity > 0 then 0 else 5 end';
      await write(`update products set ${set} where id = (select id from products where is_active order by created_at desc, id limit 1 offset ${12_345 + round})`);
      v = await version();
      sent.splice(0);
      await measure(`after the change, page ${page} of each of ${SORT_OPTIONS.length} sorts, walks awaited`, async () => {
        for (const sort of SORT_OPTIONS) await read(sort, v);
        await anchors.settled();
      }, SORT_OPTIONS.length);
      await measure(`then shop page ${page} ×${runs}`, async () => {
        for (let n = 0; n < runs; n += 1) await read('featured', v);
      }, runs);
    }
  } finally {
    await pool?.end();
    await writer?.end();
    await embedded?.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
  process.exitCode = 1;
});
