import { z } from 'zod';
import { paginationSchema } from '../catalog/catalog.schemas';
import { defineEndpoint } from '../common/endpoint';
import { successResponse } from '../common/envelope';
import { idRule } from '../common/fields';
import { MESSAGES } from '../common/messages';
import { blankToUndefined } from '../common/query';
import { adminPageQueryShape } from './orders';

/** The back office's view of the mail outbox: mails that could not be sent, and sending them again. */

export const ADMIN_MAIL_MESSAGES = {
  title: 'Mail',
  subtitle: 'Mails the store could not send after every try. Fix the mail server, then send them again.',
  empty: 'No failed mails. Every mail went out.',
  retry: 'Send again',
  retried: 'The mail will be sent again now',
  notFound: 'Mail not found',
  notFailed: 'Only a failed mail can be sent again',
} as const;

export const MAIL_STATUSES = ['pending', 'sending', 'sent', 'failed'] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

export const adminMailQuerySchema = z.object({
  /** 'failed' when absent: the list the back office is for. */
  status: z.preprocess(blankToUndefined, z.enum(MAIL_STATUSES, { error: MESSAGES.general.invalidRequest }).default('failed')),
  ...adminPageQueryShape,
});
export type AdminMailQuery = z.infer<typeof adminMailQuerySchema>;
export type AdminMailQueryInput = z.input<typeof adminMailQuerySchema>;

/** One outbox row as the back office sees it (never its body: codes stay out of the admin's screen). */
export const adminMailSchema = z.object({
  id: z.string(),
  kind: z.string(),
  recipient: z.string(),
  subject: z.string(),
  status: z.enum(MAIL_STATUSES),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  nextAttemptAt: z.string(),
  sentAt: z.string().nullable(),
});
export type AdminMail = z.infer<typeof adminMailSchema>;

export const adminMailListResponseSchema = successResponse({ mails: z.array(adminMailSchema), pagination: paginationSchema });
export type AdminMailListResponse = z.infer<typeof adminMailListResponseSchema>;
export const adminMailRetryResponseSchema = successResponse({ message: z.string(), mail: adminMailSchema });
export type AdminMailRetryResponse = z.infer<typeof adminMailRetryResponseSchema>;

export const adminMailParamsSchema = z.object({ mailId: idRule() });

export const adminMailRoutes = {
  /** Outbox rows of one status (failed by default), newest first. */
  list: defineEndpoint({ method: 'GET', path: '/api/admin/mail', query: adminMailQuerySchema, response: adminMailListResponseSchema }),
  /** A failed mail goes back to the queue with fresh tries, and is sent at once. */
  retry: defineEndpoint({ method: 'POST', path: '/api/admin/mail/:mailId/retry', params: adminMailParamsSchema, response: adminMailRetryResponseSchema }),
};
