import { STORE_NAME, storeSettingsPaths } from '@bookstore/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { storeSettingsKeys } from './query-keys';

/** Owners rarely change them; a save in this tab refreshes them at once (the admin page invalidates the key). */
const STALE_MS = 10 * 60_000;

/** GET /api/store/settings, the same for every reader so that whichever renders last sets a working fetch. */
export const storeSettingsQuery = queryOptions({
  queryKey: storeSettingsKeys.public,
  queryFn: ({ signal }) => apiCall(storeSettingsPaths.get, { signal }),
  staleTime: STALE_MS,
});

/**
 * The store name for the header, which sits in the entry chunk: it only reads what the footer's query
 * (useStoreSettings, in a lazy chunk) brings and never fetches, so the first load asks nothing more.
 */
export function useStoreName(): string {
  const { data } = useQuery({ ...storeSettingsQuery, enabled: false });
  return data?.settings.identity.name ?? STORE_NAME;
}
