import { defaultStoreSettings, type StoreSettings } from '@bookstore/contracts';
import type { SignedIn } from '../../../test/auth-helpers';
import type { TestApp } from '../../../test/test-app';

/** The settings a fresh test app starts with (test config's STORE_EMAIL). */
export const startSettings = (t: TestApp): StoreSettings => defaultStoreSettings({ notificationEmail: t.config.storeEmail });

/** The start settings with `patch` applied to a copy. */
export function changed(t: TestApp, patch: (s: StoreSettings) => void): StoreSettings {
  const settings = structuredClone(startSettings(t));
  patch(settings);
  return settings;
}

/** PUT /api/admin/settings as the admin. */
export const saveSettings = (admin: SignedIn, body: unknown) => admin.agent.put('/api/admin/settings').send(body as object);

/** Saves and fails the test at once if the save is refused. */
export async function saveOrFail(admin: SignedIn, body: StoreSettings) {
  const res = await saveSettings(admin, body);
  if (res.status !== 200) throw new Error(`settings save failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res;
}
