import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { catalogueState } from '../../db/schema';

/** The catalogue's current version (see `catalogue_state`): what every catalogue cache is valid for. */
export type CatalogueVersion = () => Promise<number>;

/**
 * Reads the version: one row by primary key. Requests that arrive while a read runs share it, so a burst
 * costs one query however many requests it holds. With `writeEpoch` (the embedded database, which only
 * this process writes) the version read is kept until something may have written since: a cached answer
 * then costs no query at all.
 */
export function createCatalogueVersion(db: Db, { writeEpoch }: { writeEpoch?: () => number } = {}): CatalogueVersion {
  let pending: Promise<number> | undefined;
  let known: { epoch: number; version: number } | undefined;
  const read = () => {
    const epoch = writeEpoch?.();
    return db
      .select({ version: catalogueState.version })
      .from(catalogueState)
      .where(eq(catalogueState.id, 1))
      .then(([row]) => {
        const version = row?.version ?? 0;
        // kept only if no write started or ended while it was read
        if (epoch !== undefined && epoch === writeEpoch?.()) known = { epoch, version };
        return version;
      })
      .finally(() => {
        pending = undefined;
      });
  };
  return () => {
    if (known && known.epoch === writeEpoch?.()) return Promise.resolve(known.version);
    return (pending ??= read());
  };
}
