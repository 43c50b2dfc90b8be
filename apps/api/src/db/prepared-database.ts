import { sql } from 'drizzle-orm';
import type { Database } from './client';

/**
 * The embedded database's start-up work: `prepare` (migrations, seed, first admin), then `vacuum (analyze)`,
 * then the database is closed. The embedded database has no autovacuum daemon: without statistics its
 * planner reads a large catalogue the slow way (suggestions 1.5 s instead of milliseconds at 100,000 books),
 * and without vacuum the rows that stock changes and edits leave dead are never reclaimed, and the search
 * tables' index-only walks visit the table for every entry (a rare-word search cost ~6 ms of the database
 * instead of ~1 at 100,000 books). Each start vacuums what changed since the last; the statistics and
 * the visibility map stay on disk for the instance the store then opens.
 *
 * The store runs this in a process of its own (prepare-database.ts), never in its own: PGlite's WebAssembly
 * memory grows but never shrinks (`analyze` of 100,000 books touches ~65 MB of it), and creating a database
 * and seeding the demo leave ~380 MB that the C allocator keeps even once the instance is closed.
 */
export async function prepareEmbeddedDatabase(open: () => Promise<Database>, prepare: (database: Database) => Promise<void>): Promise<void> {
  const database = await open();
  try {
    await prepare(database);
    await database.db.execute(sql`vacuum (analyze)`);
  } catch (error) {
    // the work's own error is the one to report, not a failure to close after it
    await database.close().catch(() => {});
    throw error;
  }
  await database.close();
}
