import { eq } from 'drizzle-orm';
import { FEED_MAX_AGE_MS, type ChangeFeed } from '../../db/change-feed';
import type { Database, Db } from '../../db/client';
import { catalogueState } from '../../db/schema';

/**
 * The catalogue's current version (see `catalogue_state`): what every catalogue cache is valid for.
 * `known()`, when present, gives it without waiting if this process already vouches for it (undefined
 * when it would have to be read): a cached answer then needs no promise at all.
 */
export type CatalogueVersion = (() => Promise<number>) & { known?: () => number | undefined };

export interface CatalogueVersionOptions {
  /**
   * A number that moves whenever the version may have changed; undefined while nothing vouches for that
   * (then every call reads the database). The embedded database's write epoch, or on PostgreSQL the
   * change feed's catalogue epoch.
   */
  epoch?: () => number | undefined;
  /** The longest a version read is kept even though the epoch has not moved (the safety net of the feed). */
  maxAgeMs?: number;
}

/**
 * Reads the version: one row by primary key. Requests that arrive while a read runs share it, so a burst
 * costs one query however many requests it holds. With an `epoch` the version read is kept until the epoch
 * moves (or `maxAgeMs` passes): a cached answer then costs no query at all.
 */
export function createCatalogueVersion(db: Db, { epoch, maxAgeMs = Infinity }: CatalogueVersionOptions = {}): CatalogueVersion {
  let pending: Promise<number> | undefined;
  let known: { epoch: number; version: number; at: number } | undefined;
  const read = () => {
    const startedAt = epoch?.();
    const at = Date.now();
    return db
      .select({ version: catalogueState.version })
      .from(catalogueState)
      .where(eq(catalogueState.id, 1))
      .then(([row]) => {
        const version = row?.version ?? 0;
        // kept only if nothing was written or heard while it was read
        if (startedAt !== undefined && startedAt === epoch?.()) known = { epoch: startedAt, version, at };
        return version;
      })
      .finally(() => {
        pending = undefined;
      });
  };
  const knownNow = () => (known && known.epoch === epoch?.() && Date.now() - known.at < maxAgeMs ? known.version : undefined);
  const version = () => {
    const now = knownNow();
    return now === undefined ? (pending ??= read()) : Promise.resolve(now);
  };
  return Object.assign(version, { known: knownNow });
}

/**
 * The version as this process should read it: the embedded database's write epoch (one process writes it),
 * else the change feed when this process listens (several processes on one PostgreSQL), else per request.
 */
export function catalogueVersionOf(database: Pick<Database, 'db' | 'writeEpoch'>, changes?: ChangeFeed): CatalogueVersion {
  if (database.writeEpoch) return createCatalogueVersion(database.db, { epoch: database.writeEpoch });
  if (changes) return createCatalogueVersion(database.db, { epoch: () => changes.epoch('catalogue'), maxAgeMs: FEED_MAX_AGE_MS });
  return createCatalogueVersion(database.db);
}
