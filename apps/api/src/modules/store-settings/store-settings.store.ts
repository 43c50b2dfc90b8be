import { storeSettingsSchema, type StoreSettings } from '@bookstore/contracts';
import type { Logger } from 'pino';
import { FEED_MAX_AGE_MS, type ChangeFeed } from '../../db/change-feed';
import type { Db, Tx } from '../../db/client';
import { storeSettingsRepository as repo, type StoreSettingsRow } from './store-settings.repository';

export interface StoreSettingsStoreDeps {
  db: Db;
  /** What applies until the first save (contracts' defaultStoreSettings, with STORE_EMAIL). */
  defaults: StoreSettings;
  logger: Pick<Logger, 'warn'>;
  /** How long a process trusts its copy; another process's save shows here after at most this. */
  maxAgeMs?: number;
  /**
   * When given, another process's save is heard at once: while it listens the copy is kept up to
   * FEED_MAX_AGE_MS (the safety net), while it does not, maxAgeMs again.
   */
  changes?: Pick<ChangeFeed, 'subscribe' | 'listening'>;
  /** Milliseconds now (tests move it); the wall clock by default. */
  now?: () => number;
}

export interface CurrentSettings {
  settings: StoreSettings;
  /** Null while no save happened. */
  updatedAt: Date | null;
}

/**
 * The stored row over the defaults, section by section: a row written before a setting existed still
 * gets that setting's default. A row that no longer passes the schema (edited by hand) falls back to the
 * defaults for the sections that fail, with a warning, so checkout never runs on nonsense.
 */
export function mergedSettings(row: StoreSettingsRow | undefined, defaults: StoreSettings, logger: Pick<Logger, 'warn'>): CurrentSettings {
  if (!row) return { settings: defaults, updatedAt: null };
  const stored = (row.data ?? {}) as Partial<StoreSettings>;
  const candidate = {
    identity: { ...defaults.identity, ...stored.identity },
    payments: { ...defaults.payments, ...stored.payments },
    money: { ...defaults.money, ...stored.money },
    notifications: { ...defaults.notifications, ...stored.notifications },
  };
  const parsed = storeSettingsSchema.safeParse(candidate);
  if (parsed.success) return { settings: parsed.data, updatedAt: row.updatedAt };
  logger.warn({ issues: parsed.error.issues.slice(0, 3) }, 'stored store settings are invalid: using the defaults');
  return { settings: defaults, updatedAt: row.updatedAt };
}

/**
 * The settings every module reads (checkout totals, payment checks, mails, the public read), kept in
 * memory: refreshed after maxAgeMs, at once in this process after a save (`invalidate`), and at once in
 * every other process that hears the save through `changes`. Requests that arrive while a read runs share it.
 */
export function createStoreSettingsStore({ db, defaults, logger, maxAgeMs = 2_000, changes, now = Date.now }: StoreSettingsStoreDeps) {
  let cached: { value: CurrentSettings; at: number } | undefined;
  let pending: Promise<CurrentSettings> | undefined;
  let generation = 0;

  function invalidate(): void {
    generation += 1;
    cached = undefined;
    pending = undefined;
  }
  changes?.subscribe('settings', invalidate);

  function load(): Promise<CurrentSettings> {
    const started = generation;
    pending ??= repo
      .find(db)
      .then((row) => {
        const value = mergedSettings(row, defaults, logger);
        // a save during the read may have made it stale: use it, but do not keep it
        if (started === generation) cached = { value, at: now() };
        return value;
      })
      .finally(() => {
        pending = undefined;
      });
    return pending;
  }

  async function current(): Promise<CurrentSettings> {
    const trusted = changes?.listening() ? Math.max(maxAgeMs, FEED_MAX_AGE_MS) : maxAgeMs;
    if (cached && now() - cached.at < trusted) return cached.value;
    return load();
  }

  return {
    current,
    /** The settings alone. */
    settings: async (): Promise<StoreSettings> => (await current()).settings,
    /**
     * The settings for work inside a transaction: this process's copy while fresh, else the row read
     * through `ex` (with PGlite a read through the pool would wait for the caller's own transaction).
     */
    async within(ex: Db | Tx): Promise<StoreSettings> {
      if (cached && Date.now() - cached.at < maxAgeMs) return cached.value.settings;
      return mergedSettings(await repo.find(ex), defaults, logger).settings;
    },
    /** After a save: the next read goes to the database. */
    invalidate,
    /** The settings a row holds (see mergedSettings). */
    fromRow: (row: StoreSettingsRow) => mergedSettings(row, defaults, logger),
    defaults,
  };
}
export type StoreSettingsStore = ReturnType<typeof createStoreSettingsStore>;
