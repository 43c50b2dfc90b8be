/**
 * PostgreSQL's CPU per statement of a catalogue list, as a warm store runs it (named prepared statements,
 * one connection):
 *
 *   DATABASE_URL=postgres://... npx tsx scripts/statement-cpu.ts [--runs 1000] 'search=novel' 'page=2000'
 *
 * Each argument is a query string of GET /api/products/get. The list runs once through the catalogue's
 * own service (so the facets and anchors are in place), then again to record the statements a warm store
 * sends for it; each of those then runs `runs` times as a named statement on one connection, and the
 * backend's CPU (user + system, /proc/<pid>/stat, so the database server must be on this host) is divided
 * by the runs. Also printed: how many of the runs PostgreSQL planned afresh (custom) and how many reused
 * its generic plan. Reads only.
 */
import { productsQuerySchema } from '@bookstore/contracts';
import { drizzle } from 'drizzle-orm/node-postgres';
import { Client, Pool } from 'pg';
import * as schema from '../src/db/schema';
import { createCatalogRepository } from '../src/modules/catalog/catalog.repository';
import { createCatalogService } from '../src/modules/catalog/catalog.service';
import { processCpuMs } from './bench/cpu';


async function main(): Promise<void> {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('DATABASE_URL is required (PostgreSQL)');
  const args = process.argv.slice(2);
  const runsAt = args.indexOf('--runs');
  const runs = runsAt >= 0 ? Number(args.splice(runsAt, 2)[1]) : 1000;
  const options = '-c max_parallel_workers_per_gather=0';
  const pool = new Pool({ connectionString: url, max: 1, options });
  const sent: { query: string; params: unknown[] }[] = [];
  const db = drizzle(pool, { schema, casing: 'snake_case', logger: { logQuery: (query, params) => sent.push({ query, params }) } });
  const service = createCatalogService(createCatalogRepository(db), { version: async () => 1 });
  const client = new Client({ connectionString: url, options: process.env.PLAN_CACHE_MODE ? `${options} -c plan_cache_mode=${process.env.PLAN_CACHE_MODE}` : options });
  await client.connect();
  try {
    const pid = (await client.query<{ pid: number }>('select pg_backend_pid() as pid')).rows[0]!.pid;
    let statementNumber = 0;
    for (const text of args) {
      const query = productsQuerySchema.parse(Object.fromEntries(new URLSearchParams(text)));
      await service.listProducts(query);
      // anchors are walked in the background by the first deep page
      await new Promise((resolve) => setTimeout(resolve, 500));
      await service.listProducts(query);
      sent.length = 0;
      await service.listProducts(query);
      let total = 0;
      const lines: string[] = [];
      for (const { query: statement, params } of [...sent]) {
        const name = `cpu_${(statementNumber += 1)}`;
        const run = () => client.query({ name, text: statement, values: params });
        for (let i = 0; i < 20; i += 1) await run();
        const before = processCpuMs(pid);
        const started = performance.now();
        for (let i = 0; i < runs; i += 1) await run();
        const ms = (processCpuMs(pid) - before) / runs;
        const wall = (performance.now() - started) / runs;
        total += ms;
        const plans = (await client.query<{ generic_plans: string; custom_plans: string }>('select generic_plans, custom_plans from pg_prepared_statements where name = $1', [name])).rows[0];
        lines.push(`  ${ms.toFixed(3)} ms cpu, ${wall.toFixed(3)} ms wall, plans generic ${plans?.generic_plans} custom ${plans?.custom_plans}: ${statement.replace(/\s+/g, ' ').slice(0, 160)}`);
      }
      console.log(`?${text}: ${sent.length} statement(s), ${total.toFixed(3)} ms cpu per answer`);
      console.log(lines.join('\n'));
    }
  } finally {
    await client.end();
    await pool.end();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
});
