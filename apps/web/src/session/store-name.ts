import { STORE_NAME, storeSettingsPaths, type StoreLogo } from '@bookstore/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { storeSettingsKeys } from './query-keys';

/** Owners rarely change them; a save in this tab refreshes them at once (the admin page invalidates the key). */
const STALE_MS = 10 * 60_000;

/**
 * GET /api/store/settings, the same for every reader so that whichever renders last sets a working fetch.
 * The page the server sends already holds its answer (store-settings/settings-page-head.ts): no call on first paint.
 */
export const storeSettingsQuery = queryOptions({
  queryKey: storeSettingsKeys.public,
  queryFn: ({ signal }) => apiCall(storeSettingsPaths.get, { signal }),
  staleTime: STALE_MS,
  initialData: () => {
    const inline = document.getElementById('store-settings')?.textContent;
    return inline ? JSON.parse(inline) : undefined;
  },
});

/**
 * The store name for the header, which sits in the entry chunk: the page's inline settings, or what the
 * footer's query (useStoreSettings, in a lazy chunk) brings; it never fetches itself.
 */
export function useStoreName(): string {
  const { data } = useQuery({ ...storeSettingsQuery, enabled: false });
  return data?.settings.identity.name ?? STORE_NAME;
}

/** The shop's logo for the header, read as useStoreName reads the name; null when it has none. */
export function useStoreLogo(): StoreLogo | null {
  const { data } = useQuery({ ...storeSettingsQuery, enabled: false });
  return data?.settings.identity.logo ?? null;
}
