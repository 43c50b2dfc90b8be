/**
 * `pnpm bench`: fills the catalogue up to 100,000 books (generated, on top of what is there), times the
 * typical catalogue queries in SQL, then puts the API's catalogue calls under concurrent HTTP load
 * (autocannon; see load-bench.ts) and writes both tables to a Markdown file.
 * Same database selection as the seeder: DATABASE_URL, else the embedded database under DATA_DIR.
 *
 * Options: --books N (fill up to N books, default 100000; 0 = use what is there), --runs N (timed SQL runs
 * per query, default 5; the median is printed), --explain (show plans), --duration S (seconds of load per
 * call, default 10), --connections N (default 20), --no-load (SQL only), --out FILE (default
 * DATA_DIR/bench-results.md).
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { and, arrayOverlaps, asc, count, desc, eq, ilike, sql } from 'drizzle-orm';
import { openDatabase, type Db } from '../src/db/client';
import { runMigrations } from '../src/db/migrate';
import { products } from '../src/db/schema';
import { resolveDataDir } from '../src/db/seed/data-dir';
import { seedScaleCatalogue } from '../src/db/seed/seed';
import { createDiskStorage } from '../src/lib/storage/disk-storage';
import { defaultScenarios, loadResultsTable, runLoadBench } from './load-bench';

const PAGE = 20;

interface BenchQuery {
  name: string;
  run: (db: Db) => Promise<unknown[]>;
  /** The same query as SQL for --explain. */
  explain?: ReturnType<typeof sql>;
}

const listColumns = {
  id: products.id,
  name: products.name,
  pricePaisa: products.pricePaisa,
  originalPricePaisa: products.originalPricePaisa,
  images: products.images,
  category: products.category,
  author: products.author,
  ratingAvg: products.ratingAvg,
  stockQuantity: products.stockQuantity,
  bestseller: products.bestseller,
};

const active = eq(products.isActive, true);

const QUERIES: BenchQuery[] = [
  {
    name: 'newest, first page',
    run: (db) => db.select(listColumns).from(products).where(active).orderBy(desc(products.createdAt), asc(products.id)).limit(PAGE),
    explain: sql`select id from products where is_active order by created_at desc, id limit 20`,
  },
  {
    name: 'newest, page 50',
    run: (db) => db.select(listColumns).from(products).where(active).orderBy(desc(products.createdAt), asc(products.id)).limit(PAGE).offset(PAGE * 49),
  },
  {
    name: 'featured (bestsellers first)',
    run: (db) => db.select(listColumns).from(products).where(active).orderBy(desc(products.bestseller), desc(products.createdAt), asc(products.id)).limit(PAGE),
  },
  {
    name: "category 'Urdu Novels', first page",
    run: (db) =>
      db.select(listColumns).from(products).where(and(active, eq(products.category, 'Urdu Novels'))).orderBy(desc(products.createdAt), asc(products.id)).limit(PAGE),
    explain: sql`select id from products where is_active and category = 'Urdu Novels' order by created_at desc, id limit 20`,
  },
  {
    name: "category 'Urdu Novels', count",
    run: (db) => db.select({ n: count() }).from(products).where(and(active, eq(products.category, 'Urdu Novels'))),
  },
  {
    name: "subcategory 'Old Books', first page",
    run: (db) =>
      db.select(listColumns).from(products).where(and(active, arrayOverlaps(products.subCategoryKeys, ['old books']))).orderBy(desc(products.createdAt), asc(products.id)).limit(PAGE),
  },
  {
    name: "search 'anatomy' (ILIKE, trigram)",
    run: (db) => db.select(listColumns).from(products).where(and(active, ilike(products.searchText, '%anatomy%'))).orderBy(desc(products.createdAt), asc(products.id)).limit(PAGE),
    explain: sql`select id from products where is_active and search_text ilike '%anatomy%' order by created_at desc, id limit 20`,
  },
  {
    name: "search 'anatomy', count",
    run: (db) => db.select({ n: count() }).from(products).where(and(active, ilike(products.searchText, '%anatomy%'))),
  },
  {
    name: "search 'غالب' (Urdu)",
    run: (db) => db.select(listColumns).from(products).where(and(active, ilike(products.searchText, '%غالب%'))).orderBy(desc(products.createdAt), asc(products.id)).limit(PAGE),
  },
  {
    name: "search 'zzqx' (no match)",
    run: (db) => db.select(listColumns).from(products).where(and(active, ilike(products.searchText, '%zzqx%'))).limit(PAGE),
  },
  {
    name: 'price low to high, first page',
    run: (db) => db.select(listColumns).from(products).where(active).orderBy(asc(products.pricePaisa), desc(products.createdAt), asc(products.id)).limit(PAGE),
    explain: sql`select id from products where is_active order by price_paisa, created_at desc, id limit 20`,
  },
  {
    name: 'price range (min, max)',
    run: (db) => db.select({ min: sql<number>`min(${products.pricePaisa})`, max: sql<number>`max(${products.pricePaisa})` }).from(products).where(active),
  },
  {
    name: 'facets: counts, subcategories, prices',
    run: (db) =>
      db
        .select({ category: products.category, subs: products.subCategories, n: count(), min: sql`min(${products.pricePaisa})`, max: sql`max(${products.pricePaisa})` })
        .from(products)
        .where(active)
        .groupBy(products.category, products.subCategories),
    explain: sql`select category, sub_categories, count(*), min(price_paisa), max(price_paisa) from products where is_active group by category, sub_categories`,
  },
];

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] as number) : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
}

interface SqlTiming {
  name: string;
  ms: number;
  rows: number;
}

async function timeQueries(db: Db, runs: number, explain: boolean): Promise<SqlTiming[]> {
  const width = Math.max(...QUERIES.map((q) => q.name.length));
  const timings: SqlTiming[] = [];
  for (const query of QUERIES) {
    let rows = await query.run(db); // warm-up
    const times: number[] = [];
    for (let i = 0; i < runs; i += 1) {
      const start = performance.now();
      rows = await query.run(db);
      times.push(performance.now() - start);
    }
    timings.push({ name: query.name, ms: median(times), rows: rows.length });
    console.log(`${query.name.padEnd(width)}  ${median(times).toFixed(2).padStart(9)} ms  (${rows.length} rows)`);
    if (explain && query.explain) {
      const plan = await db.execute<{ 'QUERY PLAN': string }>(sql`explain ${query.explain}`);
      for (const row of plan.rows) console.log(`    ${row['QUERY PLAN']}`);
    }
  }
  return timings;
}

const wholeNumber = (value: string | undefined, fallback: number, name: string, min = 1) => {
  const n = value === undefined ? fallback : Number(value.replace(/[_,]/g, ''));
  if (!Number.isInteger(n) || n < min) throw new Error(`--${name} needs a whole number of ${min} or more`);
  return n;
};

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      runs: { type: 'string' },
      explain: { type: 'boolean' },
      books: { type: 'string' },
      duration: { type: 'string' },
      connections: { type: 'string' },
      'no-load': { type: 'boolean' },
      out: { type: 'string' },
    },
  });
  const runs = wholeNumber(values.runs, 5, 'runs');
  const books = wholeNumber(values.books, 100_000, 'books', 0);
  const durationSeconds = wholeNumber(values.duration, 10, 'duration');
  const connections = wholeNumber(values.connections, 20, 'connections');
  const databaseUrl = process.env.DATABASE_URL || undefined;
  const dataDir = resolveDataDir();
  const out = values.out ? path.resolve(process.env.INIT_CWD ?? process.cwd(), values.out) : path.join(dataDir, 'bench-results.md');
  const database = await openDatabase({ databaseUrl, dataDir });
  try {
    await runMigrations(database);
    const db = database.db;
    const [before] = await db.select({ n: count() }).from(products);
    const missing = books - (before?.n ?? 0);
    if (missing > 0) {
      console.log(`Adding ${missing.toLocaleString('en-US')} generated books (up to ${books.toLocaleString('en-US')})...`);
      await seedScaleCatalogue(db, createDiskStorage(path.join(dataDir, 'uploads')), missing);
    }
    // fresh statistics and visibility map: plans and index-only scans as a long-running shop has them
    await db.execute(sql`vacuum analyze products`);
    const [total] = await db.select({ n: count() }).from(products);
    const where = database.driver === 'pglite' ? `PGlite in ${dataDir}` : 'PostgreSQL (DATABASE_URL)';
    console.log(`${where}: ${total?.n ?? 0} products, median of ${runs} runs\n`);
    const timings = await timeQueries(db, runs, values.explain ?? false);

    const report = [
      `# Catalogue benchmark`,
      '',
      `${new Date().toISOString()} · ${where} · ${(total?.n ?? 0).toLocaleString('en-US')} products · Node ${process.version}`,
      '',
      `## SQL (median of ${runs} runs)`,
      '',
      '| query | ms | rows |',
      '|---|---:|---:|',
      ...timings.map((t) => `| ${t.name} | ${t.ms.toFixed(2)} | ${t.rows} |`),
    ];
    if (!values['no-load']) {
      console.log(`\nHTTP load: ${connections} connections, ${durationSeconds} s per call\n`);
      const [sample] = await db.select({ id: products.id }).from(products).where(and(active, eq(products.category, 'Urdu Novels'))).limit(1);
      const results = await runLoadBench(database, dataDir, defaultScenarios(sample?.id), { connections, durationSeconds });
      report.push('', `## HTTP under load (autocannon, ${connections} connections, ${durationSeconds} s each)`, '', loadResultsTable(results));
    }
    writeFileSync(out, `${report.join('\n')}\n`);
    console.log(`\nResults written to ${out}`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(`Benchmark failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
});
