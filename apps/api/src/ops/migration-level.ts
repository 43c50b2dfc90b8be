import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { migrationsFolder } from '../db/migrate';

export interface JournalEntry {
  tag: string;
  when: number;
}

/** Where a database stands against the migrations shipped with this version. */
export interface MigrationLevel {
  /** Migrations of this version already applied. */
  applied: number;
  /** Migrations this version ships. */
  expected: number;
  /** Tag of the last applied one (`0011_guest_checkout`), null on an empty database. */
  lastApplied: string | null;
}

/** The drizzle journal: every migration this version ships, oldest first. */
export async function readJournal(folder = migrationsFolder()): Promise<JournalEntry[]> {
  const journal = JSON.parse(await readFile(path.join(folder, 'meta', '_journal.json'), 'utf8')) as { entries: JournalEntry[] };
  return journal.entries.map(({ tag, when }) => ({ tag, when }));
}

const isMissingTable = (err: unknown) => {
  const code = (err as { code?: string; cause?: { code?: string } }).code ?? (err as { cause?: { code?: string } }).cause?.code;
  return code === '42P01' || code === '3F000';
};

/**
 * Drizzle's own rule: a migration counts as applied when its journal time is not after the newest
 * `created_at` in `drizzle.__drizzle_migrations`.
 */
export async function migrationLevel(db: Db, journal: JournalEntry[]): Promise<MigrationLevel> {
  let newest = -Infinity;
  try {
    const result = await db.execute(sql`select max(created_at) as newest from drizzle.__drizzle_migrations`);
    const value = (result.rows[0] as { newest: string | number | null } | undefined)?.newest;
    if (value !== null && value !== undefined) newest = Number(value);
  } catch (err) {
    if (!isMissingTable(err)) throw err;
  }
  const applied = journal.filter((entry) => entry.when <= newest);
  return { applied: applied.length, expected: journal.length, lastApplied: applied.at(-1)?.tag ?? null };
}
