import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { Client } from 'pg';
import { openDatabase, type Database } from '../db/client';
import { runMigrations } from '../db/migrate';

/** On PostgreSQL, `url` names the test's own database (for a second connection of a test's own). */
export type TestDatabase = Database & { url?: string };

/**
 * A database of the test file's own: a copy of the migrated PGlite snapshot by default, or a fresh
 * database on the PostgreSQL server named by DATABASE_URL (created here, dropped on close).
 */
export async function openTestDatabase(): Promise<TestDatabase> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const snapshot = process.env.BOOKSTORE_TEST_SNAPSHOT;
    if (!snapshot) throw new Error('Test snapshot missing: run the tests through jest (globalSetup prepares it).');
    const data = await readFile(snapshot);
    return openDatabase({ loadDataDir: new Blob([new Uint8Array(data)]) });
  }
  const name = `bookstore_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), poolMax: 4 });
  await runMigrations(database);
  return {
    ...database,
    url: url.toString(),
    close: async () => {
      await database.close();
      const cleanup = new Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}
