import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';
import { successResponse } from '../common/envelope';
import { storeSettingsSchema } from '../store/store-settings';

/** One setting changed by one save: its path ('money.shippingFee') and the values before and after. */
export const storeSettingChangeSchema = z.object({
  field: z.string(),
  from: z.union([z.string(), z.number(), z.boolean(), z.null()]),
  to: z.union([z.string(), z.number(), z.boolean(), z.null()]),
});
export type StoreSettingChange = z.infer<typeof storeSettingChangeSchema>;

/** One save in the history: who, when, and every setting it changed. */
export const storeSettingsRevisionSchema = z.object({
  id: z.string(),
  changedAt: z.string(),
  /** The admin's e-mail as it was at the time (kept if the account goes). */
  changedBy: z.string(),
  changes: z.array(storeSettingChangeSchema),
});
export type StoreSettingsRevision = z.infer<typeof storeSettingsRevisionSchema>;

/** Saves shown on the settings page, newest first. */
export const STORE_SETTINGS_HISTORY_SIZE = 20;

export const adminStoreSettingsResponseSchema = successResponse({
  settings: storeSettingsSchema,
  /** When the settings were last saved; null while the shop runs on its defaults. */
  updatedAt: z.string().nullable(),
  history: z.array(storeSettingsRevisionSchema),
});
export type AdminStoreSettingsResponse = z.infer<typeof adminStoreSettingsResponseSchema>;

export const adminSettingsRoutes = {
  /** The settings (with the notification address) and the latest saves. */
  get: defineEndpoint({ method: 'GET', path: '/api/admin/settings', response: adminStoreSettingsResponseSchema }),
  /** Replaces all the settings in one transaction and records what changed. */
  save: defineEndpoint({ method: 'PUT', path: '/api/admin/settings', body: storeSettingsSchema, response: adminStoreSettingsResponseSchema }),
  /**
   * Multipart, file field STORE_LOGO_FIELD (<= STORE_LOGO_MAX_BYTES, JPEG, PNG or WebP by content):
   * re-encoded to WebP inside STORE_LOGO_BOX; replaces the logo and records it in the history.
   */
  uploadLogo: defineEndpoint({
    method: 'POST',
    path: '/api/admin/settings/logo',
    body: z.object({}),
    response: adminStoreSettingsResponseSchema,
    multipart: true,
  }),
  /** Removes the logo (and its file) and records it in the history. */
  removeLogo: defineEndpoint({ method: 'DELETE', path: '/api/admin/settings/logo', response: adminStoreSettingsResponseSchema }),
};
