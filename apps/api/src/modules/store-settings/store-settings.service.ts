import {
  STORE_SETTINGS_HISTORY_SIZE,
  toPublicStoreSettings,
  type AdminStoreSettingsResponse,
  type PublicStoreSettings,
  type StoreSettings,
  type StoreSettingsRevision,
} from '@bookstore/contracts';
import type { Db } from '../../db/client';
import type { SessionUser } from '../../lib/auth/session';
import { settingsChanges } from './settings-diff';
import { storeSettingsRepository as repo, type StoreSettingsChangeRow } from './store-settings.repository';
import type { StoreSettingsStore } from './store-settings.store';

export interface StoreSettingsServiceDeps {
  db: Db;
  store: StoreSettingsStore;
  clock: () => Date;
}

const toRevision = (row: StoreSettingsChangeRow): StoreSettingsRevision => ({
  id: row.id,
  changedAt: row.changedAt.toISOString(),
  changedBy: row.changedByEmail,
  changes: row.changes,
});

class NothingChanged extends Error {}

type AdminView = Omit<AdminStoreSettingsResponse, 'success' | 'message'>;

/** Reading and saving the shop's settings (docs/store-settings.md). */
export function createStoreSettingsService({ db, store, clock }: StoreSettingsServiceDeps) {
  async function adminView(): Promise<AdminView> {
    const [{ settings, updatedAt }, history] = await Promise.all([store.current(), repo.history(db, STORE_SETTINGS_HISTORY_SIZE)]);
    return { settings, updatedAt: updatedAt?.toISOString() ?? null, history: history.map(toRevision) };
  }

  return {
    adminView,

    async publicView(): Promise<PublicStoreSettings> {
      return toPublicStoreSettings(await store.settings());
    },

    /**
     * One transaction: lock the row (writing the defaults first if this is the first save), compare,
     * write the new settings and one history entry listing each changed setting. A save that changes
     * nothing writes nothing. This process sees the new settings at once, others within seconds.
     */
    async save(admin: SessionUser, next: StoreSettings): Promise<AdminView & { changed: boolean }> {
      const now = clock();
      let changed = true;
      try {
        await db.transaction(async (tx) => {
          // the locked row is the truth; this process's cached copy may be a moment old
          const before = store.fromRow(await repo.lockOrCreate(tx, store.defaults, now)).settings;
          const changes = settingsChanges(before, next);
          // rolled back: a save that changes nothing writes nothing, not even the defaults' row
          if (changes.length === 0) throw new NothingChanged();
          await repo.update(tx, next, now);
          await repo.insertChange(tx, { changedAt: now, changedById: admin.id, changedByEmail: admin.email, changes });
        });
      } catch (err) {
        if (!(err instanceof NothingChanged)) throw err;
        changed = false;
      }
      store.invalidate();
      return { ...(await adminView()), changed };
    },
  };
}
export type StoreSettingsService = ReturnType<typeof createStoreSettingsService>;
