import { sql } from 'drizzle-orm';
import type { Database } from './client';

/** Any number of its own (seed.ts holds another) that no other lock of the store uses. */
const STARTUP_LOCK_KEY = 72_716_017;

/**
 * Runs the start-up work (migrations, moving old proofs, the demo seed, the first admin) in one process at a
 * time: replicas started together would otherwise race, and the loser of a migration race stops with an
 * error. On PostgreSQL a session lock held on a connection of its own; the next process waits for it, then
 * finds everything done. The embedded database serves one process, so nothing to wait for.
 */
export async function underStartupLock<T>(database: Database, work: () => Promise<T>): Promise<T> {
  if (database.driver === 'pglite') return work();
  return database.longRunning(async (connection) => {
    await connection.execute(sql`select pg_advisory_lock(${STARTUP_LOCK_KEY})`);
    try {
      return await work();
    } finally {
      await connection.execute(sql`select pg_advisory_unlock(${STARTUP_LOCK_KEY})`);
    }
  });
}
