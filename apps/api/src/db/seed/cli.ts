/**
 * `pnpm seed`: fills an empty catalogue with the demo books and banners.
 * `pnpm seed --books 100000`: adds that many generated books for load tests.
 *
 * Uses DATABASE_URL when set, else the embedded database under DATA_DIR (default: `.data` at the repo
 * root). Covers are written to `<DATA_DIR>/uploads`, where the API serves them.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { createDiskStorage } from '../../lib/storage/disk-storage';
import { openDatabase } from '../client';
import { runMigrations } from '../migrate';
import { resolveDataDir } from './data-dir';
import { seedDemoCatalogue, seedScaleCatalogue } from './seed';

const USAGE = `Usage: pnpm seed [--books N]

  (no options)  seed the demo catalogue into an empty database
  --books N     add N generated books (for benchmarks), on top of what is there
  -h, --help    show this help

Environment: DATABASE_URL (PostgreSQL server) or DATA_DIR (embedded database, default <repo>/.data)`;

function parseBookCount(value: string): number {
  const n = Number(value.replace(/[_,]/g, ''));
  if (!Number.isInteger(n) || n < 1 || n > 10_000_000) {
    throw new Error(`--books needs a whole number from 1 to 10,000,000, got "${value}"`);
  }
  return n;
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { books: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
    strict: true,
    allowPositionals: false,
  });
  if (values.help) {
    console.log(USAGE);
    return;
  }
  const books = values.books === undefined ? undefined : parseBookCount(values.books);
  const databaseUrl = process.env.DATABASE_URL || undefined;
  const dataDir = resolveDataDir();
  const where = databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite in ${dataDir}`;

  const database = await openDatabase({ databaseUrl, dataDir });
  try {
    await runMigrations(database);
    const storage = createDiskStorage(path.join(dataDir, 'uploads'));
    if (books !== undefined) {
      const interactive = process.stderr.isTTY;
      let lastTenth = 0;
      const result = await seedScaleCatalogue(database.db, storage, books, {
        onProgress: (done, total) => {
          if (interactive) process.stderr.write(`\r  ${done.toLocaleString('en-US')} / ${total.toLocaleString('en-US')} books`);
          else if (Math.floor((done * 10) / total) > lastTenth || done === total) {
            lastTenth = Math.floor((done * 10) / total);
            console.error(`  ${done.toLocaleString('en-US')} / ${total.toLocaleString('en-US')} books`);
          }
        },
      });
      if (interactive) process.stderr.write('\n');
      const seconds = (result.durationMs / 1000).toFixed(1);
      console.log(`Added ${result.products.toLocaleString('en-US')} generated books in ${seconds} s to ${where}.`);
    } else {
      const result = await seedDemoCatalogue(database.db, storage);
      console.log(
        result.seeded
          ? `Seeded ${result.products} demo books and ${result.heroImages} hero images into ${where}.`
          : `Nothing to do: the catalogue in ${where} already has books (use --books N to add generated ones).`,
      );
    }
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(`Seeding failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
});
