import { desc, eq, sql } from 'drizzle-orm';
import type { StoreSettingChange, StoreSettings } from '@bookstore/contracts';
import type { Db, Tx } from '../../db/client';
import { storeSettings, storeSettingsChanges } from '../../db/schema';

export type StoreSettingsRow = typeof storeSettings.$inferSelect;
export type StoreSettingsChangeRow = typeof storeSettingsChanges.$inferSelect;

/** The settings row (id = 1) and its change history. Each call is one statement. */
export const storeSettingsRepository = {
  async find(db: Db | Tx): Promise<StoreSettingsRow | undefined> {
    const [row] = await db.select().from(storeSettings).where(eq(storeSettings.id, 1));
    return row;
  },

  /** Writes the defaults if no save happened yet, then locks the row: two saves run one after the other. */
  async lockOrCreate(tx: Tx, defaults: StoreSettings, now: Date): Promise<StoreSettingsRow> {
    await tx.insert(storeSettings).values({ id: 1, data: defaults, version: 0, updatedAt: now }).onConflictDoNothing();
    const [row] = await tx.select().from(storeSettings).where(eq(storeSettings.id, 1)).for('update');
    return row!;
  },

  async update(tx: Tx, data: StoreSettings, now: Date): Promise<void> {
    await tx
      .update(storeSettings)
      .set({ data, version: sql`${storeSettings.version} + 1`, updatedAt: now })
      .where(eq(storeSettings.id, 1));
  },

  async insertChange(tx: Tx, change: { changedAt: Date; changedById: string; changedByEmail: string; changes: StoreSettingChange[] }) {
    await tx.insert(storeSettingsChanges).values(change);
  },

  /** The latest saves, newest first. */
  async history(db: Db, limit: number): Promise<StoreSettingsChangeRow[]> {
    return db.select().from(storeSettingsChanges).orderBy(desc(storeSettingsChanges.changedAt), desc(storeSettingsChanges.id)).limit(limit);
  },
};
