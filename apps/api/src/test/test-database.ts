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
  const { url, drop } = await createServerDatabase(serverUrl, 'bookstore_test');
  const database = await openDatabase({ databaseUrl: url, poolMax: 4 });
  await runMigrations(database);
  return {
    ...database,
    url,
    close: async () => {
      await database.close();
      await drop();
    },
  };
}

/** An empty database of its own on the PostgreSQL server at `serverUrl`; `drop` removes it, connections and all. */
export async function createServerDatabase(serverUrl: string, prefix: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `${prefix}_${process.pid}_${randomBytes(4).toString('hex')}`;
  const onServer = async (statement: string) => {
    const client = new Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await onServer(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => onServer(`drop database if exists ${name} with (force)`) };
}
