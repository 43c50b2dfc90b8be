import { adminSettingsRoutes, STORE_LOGO_FIELD, STORE_SETTINGS_MESSAGES, type AdminStoreSettingsResponse, type StoreSettings } from '@bookstore/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { storeSettingsKeys } from '@/session';
import { useAdminQueryRoot } from '../layout/admin-session';
import type { Root } from '../shared/section-query';
import { useAdminMutation } from '../shared/use-admin-mutation';

const settingsKey = (root: Root) => [...root, 'settings'] as const;

/** GET /api/admin/settings: the settings and the latest saves. */
export function useAdminSettings() {
  const root = useAdminQueryRoot();
  return useQuery({
    queryKey: settingsKey(root),
    queryFn: ({ signal }): Promise<AdminStoreSettingsResponse> => apiCall(adminSettingsRoutes.get, { signal }),
  });
}

/** PUT /api/admin/settings; toasts 'Settings saved' (or 'Nothing changed') and refreshes the page and the storefront. */
export function useSaveSettings(onSaved: (saved: AdminStoreSettingsResponse) => void) {
  const root = useAdminQueryRoot();
  return useAdminMutation({
    mutationFn: (settings: StoreSettings) => apiCall(adminSettingsRoutes.save, { body: settings }),
    successMessage: STORE_SETTINGS_MESSAGES.saved,
    invalidate: () => [settingsKey(root), storeSettingsKeys.public],
    onSuccess: onSaved,
  });
}

/** POST /api/admin/settings/logo; toasts 'Logo updated' and refreshes the page and the storefront's header. */
export function useUploadLogo(onDone: () => void) {
  const root = useAdminQueryRoot();
  return useAdminMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append(STORE_LOGO_FIELD, file);
      return apiCall(adminSettingsRoutes.uploadLogo, { body: form });
    },
    successMessage: STORE_SETTINGS_MESSAGES.logoUpdated,
    failureMessage: STORE_SETTINGS_MESSAGES.logoUploadFailed,
    invalidate: () => [settingsKey(root), storeSettingsKeys.public],
    onSuccess: onDone,
  });
}

/** DELETE /api/admin/settings/logo; toasts 'Logo removed'. */
export function useRemoveLogo(onDone: () => void) {
  const root = useAdminQueryRoot();
  return useAdminMutation({
    mutationFn: () => apiCall(adminSettingsRoutes.removeLogo),
    successMessage: STORE_SETTINGS_MESSAGES.logoRemoved,
    failureMessage: STORE_SETTINGS_MESSAGES.logoRemoveFailed,
    invalidate: () => [settingsKey(root), storeSettingsKeys.public],
    onSuccess: onDone,
  });
}
