import { randomUUID } from 'node:crypto';
import {
  STORE_SETTINGS_MESSAGES as M,
  STORE_SETTINGS_HISTORY_SIZE,
  toPublicStoreSettings,
  type AdminStoreSettingsResponse,
  type PublicStoreSettings,
  type StoreLogo,
  type StoreSettings,
  type StoreSettingsRevision,
} from '@bookstore/contracts';
import type { Logger } from 'pino';
import type { Db } from '../../db/client';
import type { SessionUser } from '../../lib/auth/session';
import { badRequest } from '../../lib/errors';
import type { Storage } from '../../lib/storage/storage';
import { processLogo } from '../../lib/uploads/image-processing';
import { removeStoredFiles, storeAll } from '../../lib/uploads/stored-files';
import { settingsChanges } from './settings-diff';
import { storeSettingsRepository as repo, type StoreSettingsChangeRow } from './store-settings.repository';
import type { StoreSettingsStore } from './store-settings.store';

export interface StoreSettingsServiceDeps {
  db: Db;
  store: StoreSettingsStore;
  clock: () => Date;
  storage: Storage;
  logger: Pick<Logger, 'warn'>;
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
export function createStoreSettingsService({ db, store, clock, storage, logger }: StoreSettingsServiceDeps) {
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
          // the logo is the logo endpoints' alone: whatever the body says of it, the stored one stays
          next = { ...next, identity: { ...next.identity, logo: before.identity.logo } };
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

    /**
     * Re-encodes the upload (processLogo), stores it, then in one transaction puts it in the settings
     * with a history entry ('Logo', old URL to new). The new file is removed again if that fails; the
     * old one after the commit.
     */
    async uploadLogo(admin: SessionUser, file: { data: Buffer } | undefined): Promise<AdminView> {
      if (!file) throw badRequest(M.logoRequired);
      const processed = await processLogo(file.data);
      const [stored] = await storeAll(storage, logger, [{ folder: 'logo', name: `${randomUUID()}.webp`, data: processed.data, contentType: 'image/webp' }]);
      const logo: StoreLogo = { url: stored!.url, key: stored!.key, width: processed.width, height: processed.height };
      let old: StoreLogo | null;
      try {
        old = await replaceLogo(admin, logo);
      } catch (err) {
        await removeStoredFiles(storage, logger, [logo.key]);
        throw err;
      }
      store.invalidate();
      if (old && old.key !== logo.key) await removeStoredFiles(storage, logger, [old.key]);
      return adminView();
    },

    /** Takes the logo out of the settings (history: 'Logo', old URL to none), then removes its file. */
    async removeLogo(admin: SessionUser): Promise<AdminView & { changed: boolean }> {
      const old = await replaceLogo(admin, null);
      store.invalidate();
      if (old) await removeStoredFiles(storage, logger, [old.key]);
      return { ...(await adminView()), changed: old !== null };
    },
  };

  /** One transaction: the locked row gets `logo` and one history entry; answers the logo it replaced. Nothing to replace: nothing written. */
  async function replaceLogo(admin: SessionUser, logo: StoreLogo | null): Promise<StoreLogo | null> {
    const now = clock();
    let old: StoreLogo | null = null;
    try {
      await db.transaction(async (tx) => {
        const before = store.fromRow(await repo.lockOrCreate(tx, store.defaults, now)).settings;
        old = before.identity.logo;
        // rolled back: removing no logo writes nothing, not even the defaults' row
        if (old === null && logo === null) throw new NothingChanged();
        await repo.update(tx, { ...before, identity: { ...before.identity, logo } }, now);
        const change = { field: 'identity.logo', from: old?.url ?? null, to: logo?.url ?? null };
        await repo.insertChange(tx, { changedAt: now, changedById: admin.id, changedByEmail: admin.email, changes: [change] });
      });
    } catch (err) {
      if (!(err instanceof NothingChanged)) throw err;
    }
    return old;
  }
}
export type StoreSettingsService = ReturnType<typeof createStoreSettingsService>;
