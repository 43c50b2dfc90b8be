import path from 'node:path';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { Database } from './client';

/** Where the SQL migrations live: beside this file in the sources, copied beside the bundle in dist/. */
export function migrationsFolder(): string {
  return path.resolve(__dirname, 'migrations');
}

/** Applies the one set of migrations to whichever engine is in use; already-applied ones are skipped. */
export async function runMigrations(database: Database, folder = migrationsFolder()): Promise<void> {
  if (database.driver === 'pglite') {
    await migratePglite(database.db as unknown as PgliteDatabase, { migrationsFolder: folder });
  } else {
    // a migration may rewrite a big table: no statement limit
    await database.longRunning((db) => migratePg(db, { migrationsFolder: folder }));
  }
}
