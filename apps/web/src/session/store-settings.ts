import { defaultPublicStoreSettings, storeSettingsPaths, type PublicStoreSettings } from '@bookstore/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { storeSettingsKeys } from './query-keys';

// built on first use, not at import: a call at module level would keep this file in the entry chunk
let defaults: PublicStoreSettings | undefined;
const compiledDefaults = () => (defaults ??= defaultPublicStoreSettings());

/** Owners rarely change them; a save in this tab refreshes them at once (the admin page invalidates the key). */
const STALE_MS = 10 * 60_000;

/**
 * The shop's public settings (GET /api/store/settings): name, contact details, payment options and money
 * rules. Until they arrive, or if the call fails, the compiled defaults, so nothing on the page blanks.
 */
export function useStoreSettings(): PublicStoreSettings {
  const { data } = useQuery({
    queryKey: storeSettingsKeys.public,
    queryFn: ({ signal }) => apiCall(storeSettingsPaths.get, { signal }),
    staleTime: STALE_MS,
  });
  return data?.settings ?? compiledDefaults();
}

