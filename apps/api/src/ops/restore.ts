import { existsSync } from 'node:fs';
import { cp, mkdir, mkdtemp, readdir, readFile, rename, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { Client } from 'pg';
import { openDatabase } from '../db/client';
import { runMigrations } from '../db/migrate';
import { checkEntries, extractArchive, FILE_ROOTS, FILES_FOLDER, listArchive, MANIFEST_NAME } from './archive';
import { readManifest, sha256Of, type BackupManifest } from './manifest';
import { migrationLevel, readJournal, type MigrationLevel } from './migration-level';
import { assertEmbeddedClosed } from './embedded-lock';
import { pgRestore } from './postgres-tools';
import { OpsError } from './run-tool';

export interface RestoreOptions {
  /** The archive `pnpm backup` wrote. */
  file: string;
  /** Restore into this PostgreSQL database (it must have no tables unless `force`). */
  databaseUrl?: string;
  /** DATA_DIR: the embedded database, and `uploads/` and `private/` in disk mode. */
  dataDir: string;
  /** Replace what the target holds instead of refusing a non-empty one. */
  force?: boolean;
}

export interface RestoreResult {
  manifest: BackupManifest;
  /** Where the database stands after the migrations of this version ran. */
  migrations: MigrationLevel;
}

const nonEmpty = async (dir: string) => existsSync(dir) && (await readdir(dir)).length > 0;

async function tablesIn(databaseUrl: string): Promise<number> {
  const client = new Client({ connectionString: databaseUrl, connectionTimeoutMillis: 5_000 });
  client.on('error', () => {});
  try {
    await client.connect();
  } catch (err) {
    throw new OpsError(`Cannot reach the target database (DATABASE_URL): ${err instanceof Error ? err.message : String(err)}; create it first (createdb)`);
  }
  try {
    const result = await client.query<{ n: string }>(
      "select count(*) as n from pg_tables where schemaname not in ('pg_catalog', 'information_schema')",
    );
    return Number(result.rows[0]?.n ?? 0);
  } finally {
    await client.end();
  }
}

/** Refuses a target that already holds a store (unless forced), before anything is touched. */
async function checkTarget(options: RestoreOptions, manifest: BackupManifest): Promise<void> {
  if (manifest.mode === 'postgres' && !options.databaseUrl) {
    throw new OpsError('This backup holds a PostgreSQL database: set DATABASE_URL to the (empty) database to restore it into');
  }
  if (manifest.mode === 'pglite' && options.databaseUrl) {
    throw new OpsError('This backup holds an embedded (PGlite) database: unset DATABASE_URL and set DATA_DIR to restore it');
  }
  if (!options.databaseUrl) assertEmbeddedClosed(path.join(options.dataDir, 'pglite'));
  if (options.force) return;
  if (options.databaseUrl) {
    const tables = await tablesIn(options.databaseUrl);
    if (tables > 0) throw new OpsError(`The target database already has ${tables} tables: restore into an empty database, or pass --force to replace it`);
    for (const root of FILE_ROOTS) {
      if (await nonEmpty(path.join(options.dataDir, root))) {
        throw new OpsError(`${path.join(options.dataDir, root)} is not empty: restore into a fresh DATA_DIR, or pass --force to replace it`);
      }
    }
  } else if (await nonEmpty(options.dataDir)) {
    throw new OpsError(`${options.dataDir} is not empty: restore into a fresh DATA_DIR, or pass --force to replace it`);
  }
}

/** Loads the data folder into `DATA_DIR/pglite.restoring`, then swaps it in: a failed load leaves DATA_DIR as it was. */
async function restoreEmbedded(dataDir: string, dump: string): Promise<void> {
  const target = path.join(dataDir, 'pglite');
  const incoming = path.join(dataDir, 'pglite.restoring');
  await rm(incoming, { recursive: true, force: true });
  await mkdir(incoming, { recursive: true });
  try {
    const client = await PGlite.create({ dataDir: incoming, loadDataDir: new Blob([new Uint8Array(await readFile(dump))]), extensions: { pg_trgm } });
    await client.query('select 1');
    await client.close();
  } catch (err) {
    await rm(incoming, { recursive: true, force: true });
    throw new OpsError(`The embedded database in the backup could not be opened: ${err instanceof Error ? err.message : String(err)}`);
  }
  await rm(target, { recursive: true, force: true });
  await rename(incoming, target);
}

/** Copies `files/uploads` and `files/private` of the backup over DATA_DIR's (emptied first with force). */
async function restoreFiles(staging: string, dataDir: string, force: boolean): Promise<void> {
  for (const root of FILE_ROOTS) {
    const from = path.join(staging, FILES_FOLDER, root);
    const to = path.join(dataDir, root);
    if (force) await rm(to, { recursive: true, force: true });
    if (existsSync(from)) await cp(from, to, { recursive: true, errorOnExist: false });
  }
}

/**
 * Brings a fresh DATA_DIR or an empty database back to the state of a backup, then runs this version's
 * migrations (an older backup comes up to the current schema). The archive is read through and checked
 * (members, manifest, database checksum) before the target is touched.
 */
export async function restoreBackup(options: RestoreOptions): Promise<RestoreResult> {
  const file = path.resolve(options.file);
  if (!existsSync(file)) throw new OpsError(`${file} does not exist`);
  const entries = await listArchive(file);
  checkEntries(file, entries);
  const staging = await mkdtemp(path.join(os.tmpdir(), 'bookstore-restore-'));
  try {
    await extractArchive(file, staging);
    const manifest = await readManifest(path.join(staging, MANIFEST_NAME));
    const dump = path.join(staging, manifest.database.file);
    if (!path.resolve(dump).startsWith(`${staging}${path.sep}`) || !existsSync(dump) || (await sha256Of(dump)) !== manifest.database.sha256) {
      throw new OpsError(`${file} is damaged: its database does not match the checksum in its manifest`);
    }
    await checkTarget(options, manifest);
    await mkdir(options.dataDir, { recursive: true });
    if (options.databaseUrl) await pgRestore(options.databaseUrl, dump, Boolean(options.force));
    else await restoreEmbedded(options.dataDir, dump);
    if (manifest.files === 'disk') await restoreFiles(staging, options.dataDir, Boolean(options.force));

    const database = await openDatabase(options.databaseUrl ? { databaseUrl: options.databaseUrl, poolMax: 1 } : { dataDir: options.dataDir });
    try {
      await runMigrations(database);
      return { manifest, migrations: await migrationLevel(database.db, await readJournal()) };
    } finally {
      await database.close();
    }
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}
