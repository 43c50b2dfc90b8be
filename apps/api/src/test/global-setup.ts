import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { openDatabase } from '../db/client';
import { runMigrations } from '../db/migrate';

/**
 * Migrates one embedded database once and saves it as a snapshot; every test file then opens its own
 * copy in about half a second instead of running initdb and the migrations again.
 * With DATABASE_URL set, each test file creates its own database on that server instead (see test-app.ts).
 */
export default async function globalSetup(): Promise<void> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'bookstore-test-'));
  process.env.BOOKSTORE_TEST_DIR = dir;
  // every temp folder a test (or what it runs) makes goes inside, so the teardown removes it with the rest
  const tmp = path.join(dir, 'tmp');
  await mkdir(tmp);
  process.env.TMPDIR = tmp;
  if (process.env.DATABASE_URL) return;
  const database = await openDatabase({ dataDir: path.join(dir, 'template') });
  await runMigrations(database);
  const client = (database.db as unknown as { $client: PGlite }).$client;
  const snapshot = await client.dumpDataDir('none');
  await writeFile(path.join(dir, 'snapshot.tar'), Buffer.from(await snapshot.arrayBuffer()));
  await database.close();
  process.env.BOOKSTORE_TEST_SNAPSHOT = path.join(dir, 'snapshot.tar');
}
