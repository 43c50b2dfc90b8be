import type { ReadyChecks } from '@bookstore/contracts';
import type { Database } from '../../db/client';
import { migrationLevel, readJournal, type JournalEntry } from '../../ops/migration-level';

/** Rejects when `work` has not settled within `ms`; a late failure of `work` is then ignored. */
export function within<T>(work: Promise<T>, ms: number): Promise<T> {
  work.catch(() => {});
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, deadline]).finally(() => clearTimeout(timer));
}

/**
 * The readiness checks: the database answers `select 1` in time, then every migration of the journal
 * shipped with this version is applied; and the mail worker ticked lately. The journal is read once (it changes only with a new version).
 */
export function readinessChecks(database: Database, timeoutMs: number, mailWorker: () => ReadyChecks['mailWorker']): () => Promise<ReadyChecks> {
  const storeChecks = databaseChecks(database, timeoutMs);
  return async () => ({ ...(await storeChecks()), mailWorker: mailWorker() });
}

function databaseChecks(database: Database, timeoutMs: number): () => Promise<Omit<ReadyChecks, 'mailWorker'>> {
  let journal: Promise<JournalEntry[]> | undefined;
  return async () => {
    try {
      await within(database.ping(), timeoutMs);
    } catch {
      return { database: 'down', migrations: 'unknown' };
    }
    try {
      journal ??= readJournal();
      const level = await within(
        journal.then((entries) => migrationLevel(database.db, entries)),
        timeoutMs,
      );
      return { database: 'up', migrations: level.applied === level.expected ? 'applied' : 'pending' };
    } catch {
      journal = undefined;
      return { database: 'up', migrations: 'unknown' };
    }
  };
}
