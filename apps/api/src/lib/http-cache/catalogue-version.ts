import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { catalogueState } from '../../db/schema';

/** The catalogue's current version (see `catalogue_state`): what every catalogue cache is valid for. */
export type CatalogueVersion = () => Promise<number>;

/**
 * Reads the version: one row by primary key. Requests that arrive while a read runs share it, so a burst
 * costs one query however many requests it holds.
 */
export function createCatalogueVersion(db: Db): CatalogueVersion {
  let pending: Promise<number> | undefined;
  return () =>
    (pending ??= db
      .select({ version: catalogueState.version })
      .from(catalogueState)
      .where(eq(catalogueState.id, 1))
      .then(([row]) => row?.version ?? 0)
      .finally(() => {
        pending = undefined;
      }));
}
