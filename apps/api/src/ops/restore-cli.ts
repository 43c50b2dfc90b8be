/**
 * `pnpm restore FILE [--force]`: brings a fresh DATA_DIR or an empty database (DATABASE_URL) back to the
 * state of a backup, then runs the migrations of this version.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { resolveDataDir } from '../db/seed/data-dir';
import { restoreBackup } from './restore';
import { OpsError } from './run-tool';

const USAGE = `Usage: pnpm restore FILE [--force]

  FILE          an archive written by pnpm backup
  --force       replace a DATA_DIR or database that is not empty (its store is overwritten)
  -h, --help    show this help

Environment: DATABASE_URL (an empty PostgreSQL database, needs pg_restore) or DATA_DIR (a fresh folder for
the embedded database, default <repo>/.data). Stop the store first.`;

async function main(): Promise<void> {
  const { values, positionals } = parseArgs({
    options: { force: { type: 'boolean' }, help: { type: 'boolean', short: 'h' } },
    strict: true,
    allowPositionals: true,
  });
  if (values.help) return void console.log(USAGE);
  if (positionals.length !== 1) throw new OpsError(`Give exactly one backup file\n\n${USAGE}`);
  const file = path.resolve(process.env.INIT_CWD ?? process.cwd(), positionals[0]!);
  const databaseUrl = process.env.DATABASE_URL || undefined;
  const dataDir = resolveDataDir();
  const { manifest, migrations } = await restoreBackup({ file, databaseUrl, dataDir, force: Boolean(values.force) });
  const where = databaseUrl ? 'the PostgreSQL database (DATABASE_URL)' : dataDir;
  console.log(
    `Restored the backup of ${manifest.createdAt} (version ${manifest.app.version}) into ${where}; ` +
      `migrations: ${migrations.applied} of ${migrations.expected} applied.`,
  );
}

main().catch((error: unknown) => {
  console.error(`Restore failed: ${error instanceof OpsError ? error.message : error instanceof Error ? error.stack : String(error)}`);
  process.exitCode = 1;
});
