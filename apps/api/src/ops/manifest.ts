import { createHash } from 'node:crypto';
import { createReadStream, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { OpsError } from './run-tool';

export const BACKUP_FORMAT = 'bookstore-backup';
export const BACKUP_FORMAT_VERSION = 1;

/** The database file inside `database/`, one per mode. */
export const DATABASE_FILES = { pglite: 'pglite-datadir.tar.gz', postgres: 'postgres.dump' } as const;

const manifestSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  formatVersion: z.literal(BACKUP_FORMAT_VERSION),
  app: z.object({ version: z.string() }),
  createdAt: z.string(),
  /** pglite: the embedded database's data folder; postgres: `pg_dump --format=custom`. */
  mode: z.enum(['pglite', 'postgres']),
  database: z.object({ file: z.string(), bytes: z.number().int().nonnegative(), sha256: z.string().regex(/^[0-9a-f]{64}$/) }),
  migrations: z.object({ applied: z.number().int(), expected: z.number().int(), lastApplied: z.string().nullable() }),
  /** disk: DATA_DIR/uploads and DATA_DIR/private are in `files/`; cloudinary: the files live there, not here. */
  files: z.enum(['disk', 'cloudinary']),
});
export type BackupManifest = z.infer<typeof manifestSchema>;
export type BackupMode = BackupManifest['mode'];

/** The API's version, from apps/api/package.json: two folders up from src/ops, one up from the dist bundle. */
export function appVersion(): string {
  for (const candidate of ['../../package.json', '../package.json']) {
    try {
      const pkg = JSON.parse(readFileSync(path.resolve(__dirname, candidate), 'utf8')) as { name?: string; version?: string };
      if (pkg.name === '@bookstore/api' && pkg.version) return pkg.version;
    } catch {
      // not at this level
    }
  }
  return 'unknown';
}

export async function sha256Of(file: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

export async function readManifest(file: string): Promise<BackupManifest> {
  let raw: unknown;
  try {
    raw = JSON.parse(await readFile(file, 'utf8'));
  } catch {
    throw new OpsError('The backup manifest is unreadable: not a backup of this store');
  }
  const parsed = manifestSchema.safeParse(raw);
  if (!parsed.success) {
    const formatVersion = (raw as { formatVersion?: unknown } | null)?.formatVersion;
    throw new OpsError(
      typeof formatVersion === 'number' && formatVersion > BACKUP_FORMAT_VERSION
        ? `This backup was written by a newer version of the store (format ${formatVersion}); upgrade before restoring it`
        : `The backup manifest is not one this store wrote: ${parsed.error.issues[0]?.path.join('.')} ${parsed.error.issues[0]?.message}`,
    );
  }
  return parsed.data;
}
