import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { openDatabase } from '../db/client';
import { DATABASE_FOLDER, FILE_ROOTS, MANIFEST_NAME, writeArchive } from './archive';
import { appVersion, BACKUP_FORMAT, BACKUP_FORMAT_VERSION, DATABASE_FILES, sha256Of, type BackupManifest } from './manifest';
import { migrationLevel, readJournal } from './migration-level';
import { assertEmbeddedClosed } from './embedded-lock';
import { pgDump } from './postgres-tools';
import { OpsError } from './run-tool';

export interface BackupOptions {
  /** The archive to write (`.tar.gz`). */
  out: string;
  /** A PostgreSQL server; without it the embedded database in `DATA_DIR/pglite`. */
  databaseUrl?: string;
  /** DATA_DIR: the embedded database and, in disk mode, `uploads/` and `private/`. */
  dataDir: string;
  /** Files live on Cloudinary: the archive holds the database only. */
  cloudinary?: boolean;
  now?: Date;
}

/**
 * Writes one archive: manifest, database, and DATA_DIR's uploads and private files in disk mode.
 * On PostgreSQL, pg_dump takes a consistent snapshot while the store runs. The embedded database serves one
 * process at a time: stop the store first.
 */
export async function createBackup(options: BackupOptions): Promise<BackupManifest> {
  const out = path.resolve(options.out);
  if (!existsSync(path.dirname(out))) throw new OpsError(`The folder of ${out} does not exist`);
  const mode = options.databaseUrl ? 'postgres' : 'pglite';
  const embeddedDir = path.join(options.dataDir, 'pglite');
  if (mode === 'pglite' && !existsSync(path.join(embeddedDir, 'PG_VERSION'))) {
    throw new OpsError(`No embedded database in ${embeddedDir}: set DATA_DIR to the store's data folder, or DATABASE_URL`);
  }
  if (mode === 'pglite') assertEmbeddedClosed(embeddedDir);
  const staging = await mkdtemp(path.join(os.tmpdir(), 'bookstore-backup-'));
  try {
    await mkdir(path.join(staging, DATABASE_FOLDER));
    const databaseFile = path.join(staging, DATABASE_FOLDER, DATABASE_FILES[mode]);
    const database = await openDatabase(options.databaseUrl ? { databaseUrl: options.databaseUrl, poolMax: 1 } : { dataDir: options.dataDir });
    let migrations;
    try {
      migrations = await migrationLevel(database.db, await readJournal());
      if (options.databaseUrl) {
        await pgDump(options.databaseUrl, databaseFile);
      } else {
        const client = (database.db as unknown as { $client: PGlite }).$client;
        const dump = await client.dumpDataDir('gzip');
        await writeFile(databaseFile, Buffer.from(await dump.arrayBuffer()));
      }
    } finally {
      await database.close();
    }
    const manifest: BackupManifest = {
      format: BACKUP_FORMAT,
      formatVersion: BACKUP_FORMAT_VERSION,
      app: { version: appVersion() },
      createdAt: (options.now ?? new Date()).toISOString(),
      mode,
      database: { file: `${DATABASE_FOLDER}/${DATABASE_FILES[mode]}`, bytes: (await stat(databaseFile)).size, sha256: await sha256Of(databaseFile) },
      migrations,
      files: options.cloudinary ? 'cloudinary' : 'disk',
    };
    await writeFile(path.join(staging, MANIFEST_NAME), `${JSON.stringify(manifest, null, 2)}\n`);
    const roots = options.cloudinary ? [] : FILE_ROOTS.filter((root) => existsSync(path.join(options.dataDir, root)));
    await writeArchive(out, staging, options.dataDir, roots);
    return manifest;
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}
