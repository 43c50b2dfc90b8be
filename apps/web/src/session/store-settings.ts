import { defaultPublicStoreSettings, type PublicStoreSettings } from '@bookstore/contracts';
import { useQuery } from '@tanstack/react-query';
import { storeSettingsQuery } from './store-name';

// built on first use, not at import: a call at module level would keep this file in the entry chunk
let defaults: PublicStoreSettings | undefined;
const compiledDefaults = () => (defaults ??= defaultPublicStoreSettings());

/**
 * The shop's public settings (GET /api/store/settings): name, contact details, payment options and money
 * rules. Until they arrive, or if the call fails, the compiled defaults, so nothing on the page blanks.
 */
export function useStoreSettings(): PublicStoreSettings {
  const { data } = useQuery(storeSettingsQuery);
  return data?.settings ?? compiledDefaults();
}
