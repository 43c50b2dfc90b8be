import { ADMIN_MAIL_MESSAGES, adminMailRoutes, type AdminMailListResponse, type AdminMailQueryInput } from '@bookstore/contracts';
import { apiCall } from '@/lib/api-client';
import { useAdminQueryRoot } from '../layout/admin-session';
import { sectionKeys, useSectionList } from '../shared/section-query';
import { useAdminMutation } from '../shared/use-admin-mutation';

export const adminMailKeys = sectionKeys<AdminMailQueryInput>('mail');

/** GET /api/admin/mail: one page of the mails that failed every try. */
export function useFailedMails(query: AdminMailQueryInput) {
  return useSectionList(adminMailKeys, query, (query, signal): Promise<AdminMailListResponse> => apiCall(adminMailRoutes.list, { query, signal }));
}

/** POST /api/admin/mail/:mailId/retry: the mail goes back to the queue and out at once. */
export function useRetryMail() {
  const root = useAdminQueryRoot();
  return useAdminMutation({
    mutationFn: (mailId: string) => apiCall(adminMailRoutes.retry, { params: { mailId } }),
    successMessage: ADMIN_MAIL_MESSAGES.retried,
    invalidate: () => [adminMailKeys.all(root)],
  });
}
