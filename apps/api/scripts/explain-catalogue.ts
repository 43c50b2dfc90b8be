/**
 * The statements a catalogue list really sends, each with its EXPLAIN (ANALYZE, BUFFERS), on PostgreSQL:
 *
 *   DATABASE_URL=postgres://... npx tsx scripts/explain-catalogue.ts 'search=novel' 'page=2000' ['sort=price-low&page=40' ...]
 *
 * Each argument is a query string of GET /api/products/get. The lists run through the catalogue's own
 * service and repository (the facets a browse list takes its total from included), without the response
 * cache, twice each (the second run shows the plans and buffers a warm server has). Reads only.
 */
import { productsQuerySchema } from '@bookstore/contracts';
import { drizzle } from 'drizzle-orm/node-postgres';
import { Pool } from 'pg';
import * as schema from '../src/db/schema';
import { createCatalogRepository } from '../src/modules/catalog/catalog.repository';
import { createCatalogService } from '../src/modules/catalog/catalog.service';

async function main(): Promise<void> {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('DATABASE_URL is required (PostgreSQL)');
  const pool = new Pool({ connectionString: url, max: 1 });
  const sent: { query: string; params: unknown[] }[] = [];
  const db = drizzle(pool, { schema, casing: 'snake_case', logger: { logQuery: (query, params) => sent.push({ query, params }) } });
  let version = 0;
  // a new version each time: the facets are read again, as after any change to the catalogue
  const service = createCatalogService(createCatalogRepository(db), { version: async () => version });
  try {
    for (const text of process.argv.slice(2)) {
      const query = productsQuerySchema.parse(Object.fromEntries(new URLSearchParams(text)));
      for (const run of [1, 2]) {
        sent.length = 0;
        version += 1;
        const started = performance.now();
        const { products, pagination } = await service.listProducts(query);
        const ms = (performance.now() - started).toFixed(1);
        console.log(`\n===== ?${text} (run ${run}): ${ms} ms, ${products.length} books, total ${pagination.total}${pagination.totalIsLowerBound ? '+' : ''}`);
        for (const { query: statement, params } of [...sent]) {
          console.log(`--- ${statement.replace(/\s+/g, ' ')}\n    params ${JSON.stringify(params)}`);
          const plan = await pool.query<{ 'QUERY PLAN': string }>(`explain (analyze, buffers) ${statement}`, params);
          console.log(plan.rows.map((row) => `    ${row['QUERY PLAN']}`).join('\n'));
        }
      }
    }
  } finally {
    await pool.end();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
});
