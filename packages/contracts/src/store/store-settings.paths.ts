import { typedRoutes } from '../common/route';
import type { storeSettingsRoutes } from './store-settings.routes';

/** Method and path of each call; `storeSettingsRoutes` adds the schemas the API validates with. */
export const storeSettingsSpecs = {
  /** The public part of the settings: no notification address. */
  get: { method: 'GET', path: '/api/store/settings' },
} as const;

/** What the web app calls: the same specs, typed by their endpoints, holding no zod at run time. */
export const storeSettingsPaths = typedRoutes<typeof storeSettingsRoutes>(storeSettingsSpecs);
