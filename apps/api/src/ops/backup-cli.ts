/**
 * `pnpm backup --out FILE`: one archive with the database and, in disk mode, DATA_DIR's uploads and
 * private files. Uses DATABASE_URL when set (pg_dump), else the embedded database under DATA_DIR
 * (stop the store first: it serves one process at a time).
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { resolveDataDir } from '../db/seed/data-dir';
import { createBackup } from './backup';
import { OpsError } from './run-tool';

const USAGE = `Usage: pnpm backup --out FILE

  --out FILE    the archive to write, e.g. /backups/store-2026-11-25.tar.gz
  -h, --help    show this help

Environment: DATABASE_URL (PostgreSQL, needs pg_dump) or DATA_DIR (embedded database, default <repo>/.data;
stop the store first). CLOUDINARY_URL set: the files are on Cloudinary and only the database is saved.`;

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { out: { type: 'string' }, help: { type: 'boolean', short: 'h' } }, strict: true });
  if (values.help) return void console.log(USAGE);
  if (!values.out) throw new OpsError(`--out FILE is required\n\n${USAGE}`);
  const out = path.resolve(process.env.INIT_CWD ?? process.cwd(), values.out);
  const manifest = await createBackup({
    out,
    databaseUrl: process.env.DATABASE_URL || undefined,
    dataDir: resolveDataDir(),
    cloudinary: Boolean(process.env.CLOUDINARY_URL),
  });
  const files = manifest.files === 'disk' ? 'uploads and private files' : 'no files (they are on Cloudinary)';
  console.log(`Backup written to ${out}: ${manifest.mode} database at migration ${manifest.migrations.lastApplied ?? 'none'}, ${files}.`);
}

main().catch((error: unknown) => {
  console.error(`Backup failed: ${error instanceof OpsError ? error.message : error instanceof Error ? error.stack : String(error)}`);
  process.exitCode = 1;
});
