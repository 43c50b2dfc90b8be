import { ADMIN_MAIL_MESSAGES as M, type AdminMail, type AdminMailQuery, type Pagination } from '@bookstore/contracts';
import { and, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { mailOutbox } from '../../db/schema';
import { AppError, notFound } from '../../lib/errors';
import type { MailOutbox } from '../../lib/mail/outbox';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type Row = typeof mailOutbox.$inferSelect;

const toAdminMail = (row: Row): AdminMail => ({
  id: row.id,
  kind: row.kind,
  recipient: row.recipient,
  subject: row.subject,
  status: row.status,
  attempts: row.attempts,
  lastError: row.lastError,
  createdAt: row.createdAt.toISOString(),
  nextAttemptAt: row.nextAttemptAt.toISOString(),
  sentAt: row.sentAt?.toISOString() ?? null,
});

export function createAdminMailService({ db, outbox, clock }: { db: Db; outbox: Pick<MailOutbox, 'wake'>; clock: () => Date }) {
  return {
    /** One status's mails, newest first. */
    async list(query: AdminMailQuery): Promise<{ mails: AdminMail[]; pagination: Pagination }> {
      const where = eq(mailOutbox.status, query.status);
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(mailOutbox)
          .where(where)
          .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
          .limit(query.limit)
          .offset((query.page - 1) * query.limit),
        db.select({ n: count() }).from(mailOutbox).where(where),
      ]);
      const n = total?.n ?? 0;
      return { mails: rows.map(toAdminMail), pagination: { page: query.page, limit: query.limit, total: n, pages: Math.ceil(n / query.limit) } };
    },

    /** A failed mail gets a fresh set of tries, starting now; any other state is left alone (409). */
    async retry(mailId: string): Promise<AdminMail> {
      if (!UUID.test(mailId)) throw notFound(M.notFound);
      const [row] = await db
        .update(mailOutbox)
        .set({ status: 'pending', attempts: 0, nextAttemptAt: clock() })
        .where(and(eq(mailOutbox.id, mailId), eq(mailOutbox.status, 'failed')))
        .returning();
      if (!row) {
        const [exists] = await db.select({ id: mailOutbox.id }).from(mailOutbox).where(eq(mailOutbox.id, mailId));
        throw exists ? new AppError('CONFLICT', M.notFailed) : notFound(M.notFound);
      }
      outbox.wake();
      return toAdminMail(row);
    },
  };
}
export type AdminMailService = ReturnType<typeof createAdminMailService>;
