import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import { Client } from 'pg';
import { openDatabase, type Database, type Db } from '../../db/client';
import { runMigrations } from '../../db/migrate';
import { createTestApp } from '../../test/test-app';

export const run = promisify(execFile);
export const onPostgres = Boolean(process.env.DATABASE_URL);

/** Where a store lives: DATA_DIR, plus its own database on the test server when DATABASE_URL is set. */
export interface StoreTarget {
  dataDir: string;
  databaseUrl?: string;
  drop(): Promise<void>;
}

async function admin<T>(work: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** A fresh DATA_DIR (not created yet) and, on PostgreSQL, an empty database of its own. */
export async function freshTarget(dataDir: string): Promise<StoreTarget> {
  if (!onPostgres) return { dataDir, drop: async () => {} };
  const name = `bookstore_test_ops_${process.pid}_${randomBytes(4).toString('hex')}`;
  await admin((c) => c.query(`create database ${name}`));
  const url = new URL(process.env.DATABASE_URL!);
  url.pathname = `/${name}`;
  return { dataDir, databaseUrl: url.toString(), drop: () => admin((c) => c.query(`drop database if exists ${name} with (force)`)).then(() => {}) };
}

export function openTarget(target: StoreTarget): Promise<Database> {
  return openDatabase(target.databaseUrl ? { databaseUrl: target.databaseUrl, poolMax: 2 } : { dataDir: target.dataDir });
}

/** The whole API over a target's database and DATA_DIR (migrated first). */
export async function openStore(target: StoreTarget) {
  const database = await openTarget(target);
  await runMigrations(database);
  return createTestApp({ dataDir: target.dataDir, uploadsDir: path.join(target.dataDir, 'uploads') }, { database });
}

/** Every row of every table of the store, in a stable order. */
export async function allRows(db: Db): Promise<Record<string, string[]>> {
  const tables = await db.execute(sql`select tablename from pg_tables where schemaname = 'public' order by tablename`);
  const result: Record<string, string[]> = {};
  for (const { tablename } of tables.rows as { tablename: string }[]) {
    const rows = await db.execute(sql.raw(`select * from "${tablename}"`));
    result[tablename] = rows.rows.map((row) => JSON.stringify(row)).sort();
  }
  return result;
}

/** Every file under a folder with its bytes in base64, by relative path. */
export async function allFiles(root: string): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  if (!existsSync(root)) return out;
  for (const entry of await readdir(root, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const full = path.join(entry.parentPath, entry.name);
    out[path.relative(root, full)] = (await readFile(full)).toString('base64');
  }
  return out;
}

/** What a failed restore must leave alone: the DATA_DIR's files and, on PostgreSQL, the database's tables. */
export async function targetState(target: StoreTarget): Promise<{ files: string[]; tables: string[] }> {
  const files = existsSync(target.dataDir) ? (await readdir(target.dataDir, { recursive: true })).map(String).sort() : [];
  if (!target.databaseUrl) return { files, tables: [] };
  const client = new Client({ connectionString: target.databaseUrl });
  await client.connect();
  try {
    const tables = await client.query<{ t: string }>("select schemaname || '.' || tablename as t from pg_tables where schemaname not in ('pg_catalog', 'information_schema') order by 1");
    return { files, tables: tables.rows.map((r) => r.t) };
  } finally {
    await client.end();
  }
}
