import { STORE_NAME, type PublicStoreSettingsResponse } from '@bookstore/contracts';
import { useQuery } from '@tanstack/react-query';
import { storeSettingsKeys } from './query-keys';

/**
 * The store name for the header, which sits in the entry chunk: it only reads what the footer's query
 * (useStoreSettings, in a lazy chunk) brings, so the first load carries no fetching code of its own.
 */
export function useStoreName(): string {
  const { data } = useQuery<PublicStoreSettingsResponse>({ queryKey: storeSettingsKeys.public, enabled: false });
  return data?.settings.identity.name ?? STORE_NAME;
}
