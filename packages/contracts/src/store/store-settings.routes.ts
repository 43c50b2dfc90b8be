import type { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';
import { successResponse } from '../common/envelope';
import { storeSettingsSpecs } from './store-settings.paths';
import { publicStoreSettingsSchema } from './store-settings';

export const publicStoreSettingsResponseSchema = successResponse({ settings: publicStoreSettingsSchema });
export type PublicStoreSettingsResponse = z.infer<typeof publicStoreSettingsResponseSchema>;

export const storeSettingsRoutes = {
  /** Served from memory, revalidated by ETag; a save shows at once here and within seconds in other processes. */
  get: defineEndpoint({ ...storeSettingsSpecs.get, response: publicStoreSettingsResponseSchema }),
};
