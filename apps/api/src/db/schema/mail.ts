import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export type MailStatus = 'pending' | 'sending' | 'sent' | 'failed';

/**
 * The transactional outbox: a mail is written in the transaction of the change that causes it, and a
 * worker sends it later (lib/mail/outbox). `claimed_until` is the lease of a worker that took the row; a
 * row still 'sending' past it belonged to a process that died and is taken again.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid().primaryKey().defaultRandom(),
    /** 'otp-verify', 'order-confirmation', ... for the back office and the logs. */
    kind: text().notNull(),
    /** Higher goes first: codes before order mails. */
    priority: integer().notNull().default(0),
    recipient: text().notNull(),
    subject: text().notNull(),
    textBody: text().notNull(),
    htmlBody: text().notNull(),
    /** The From display name (the store's name when the mail was written); null: MAIL_FROM as it is. */
    senderName: text(),
    status: text().$type<MailStatus>().notNull().default('pending'),
    attempts: integer().notNull().default(0),
    nextAttemptAt: timestamp({ withTimezone: true }).notNull(),
    claimedUntil: timestamp({ withTimezone: true }),
    lastError: text(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    sentAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    check('mail_outbox_status_ck', sql`${t.status} in ('pending', 'sending', 'sent', 'failed')`),
    index('mail_outbox_due_idx').on(t.priority.desc(), t.createdAt).where(sql`${t.status} in ('pending', 'sending')`),
    index('mail_outbox_failed_idx').on(t.createdAt.desc()).where(sql`${t.status} = 'failed'`),
  ],
);
