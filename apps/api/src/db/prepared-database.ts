import { sql } from 'drizzle-orm';
import { collectGarbageNow } from '../lib/memory/full-collection';
import type { Database } from './client';

/**
 * Opens the database the store serves from, once `prepare` (migrations, seed, first admin) has run on it.
 *
 * The embedded database also gets a fresh `analyze`: it has no autovacuum daemon, and without statistics
 * its planner reads a large catalogue the slow way (suggestions 1.5 s instead of milliseconds at 100,000
 * books). That work runs in an instance of its own, closed before the served one opens: PostgreSQL's
 * memory is PGlite's WebAssembly memory, which grows but never shrinks, and `analyze` of 100,000 books
 * touches ~65 MB of it (a sample of 30,000 whole rows) that the store would otherwise keep resident for
 * good. The closed instance's memory goes back to the system with it; the statistics stay on disk.
 */
export async function openPreparedDatabase(open: () => Promise<Database>, prepare: (database: Database) => Promise<void>): Promise<Database> {
  const driver = await prepareAndKeepOpen(open, prepare);
  if (typeof driver !== 'string') return driver;
  // nothing refers to the closed instance any more (it was local to prepareAndKeepOpen) once the
  // callbacks of its last calls have run, after this turn of the event loop
  await new Promise((resolve) => setImmediate(resolve));
  collectGarbageNow();
  return open();
}

/** The database itself when it can stay open (PostgreSQL); otherwise it is closed and only its driver comes back. */
async function prepareAndKeepOpen(open: () => Promise<Database>, prepare: (database: Database) => Promise<void>): Promise<Database | 'pglite'> {
  const database = await open();
  await prepare(database);
  if (database.driver !== 'pglite') return database;
  await database.db.execute(sql`analyze`);
  await database.close();
  return 'pglite';
}
