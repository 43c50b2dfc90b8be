import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { StoreSettingChange, StoreSettings } from '@bookstore/contracts';
import { users } from './users';

/**
 * The shop's settings, one row (id = 1) written on the first save; until then the defaults apply
 * (contracts' defaultStoreSettings with STORE_EMAIL). `version` goes up by one per save.
 */
export const storeSettings = pgTable(
  'store_settings',
  {
    id: integer().primaryKey(),
    data: jsonb().$type<StoreSettings>().notNull(),
    version: bigint({ mode: 'number' }).notNull().default(1),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('store_settings_single_row_ck', sql`${t.id} = 1`)],
);

/** One row per save that changed something: who, when, and each setting's old and new value. */
export const storeSettingsChanges = pgTable(
  'store_settings_changes',
  {
    id: uuid().primaryKey().defaultRandom(),
    changedAt: timestamp({ withTimezone: true }).notNull(),
    /** Null once the admin's account is deleted; the e-mail below stays. */
    changedById: uuid().references(() => users.id, { onDelete: 'set null' }),
    changedByEmail: text().notNull(),
    changes: jsonb().$type<StoreSettingChange[]>().notNull(),
  },
  (t) => [index('store_settings_changes_changed_at_idx').on(t.changedAt.desc())],
);
