import { sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Db, Tx } from '../../db/client';
import { mailOutbox } from '../../db/schema';
import { reusableStatement } from '../db/reusable-statement';
import { currentRequestContext } from '../request-context';
import type { Mailer } from './mailer';

/** Codes first: a shopper waits on the sign-up screen for them, nobody waits on an order notice. */
export const MAIL_PRIORITY = { code: 10, normal: 0 } as const;

export interface OutboxMail {
  /** 'otp-verify', 'order-confirmation', ... */
  kind: string;
  priority?: number;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The From display name (the store's name from its settings); MAIL_FROM's own name without it. */
  fromName?: string;
}

/**
 * Writes mails in the caller's transaction (several in one statement): they go out if and only if the change
 * that causes them commits. The worker sends them; a request that wrote mail wakes it when its answer is
 * sent (createApp), other work calls `MailOutbox.wake()` after its commit.
 */
const MAIL_FIELDS = ['kind', 'priority', 'recipient', 'subject', 'textBody', 'htmlBody', 'senderName'] as const;

/** The insert of `n` mails, values as placeholders m0_kind, m0_priority... and now (see mailValues); also a part of a larger statement. */
export function enqueueQuery(ex: Db | Tx, n: number) {
  const now = sql`${sql.placeholder('now')}::timestamptz`;
  return ex.insert(mailOutbox).values(
    Array.from({ length: n }, (_, i) => ({
      ...(Object.fromEntries(MAIL_FIELDS.map((f) => [f, sql.placeholder(`m${i}_${f}`)])) as Record<(typeof MAIL_FIELDS)[number], ReturnType<typeof sql.placeholder>>),
      nextAttemptAt: now,
      createdAt: now,
    })),
  );
}

// an order writes two mails in its transaction: that insert is built once per connection (lib/db/reusable-statement)
const enqueueStatements = [1, 2].map((n) => reusableStatement(`mail_enqueue_${n}`, (ex) => enqueueQuery(ex, n)));

/** The placeholders' values of enqueueQuery for these mails (without `now`). */
export function mailValues(mails: readonly OutboxMail[]): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  mails.forEach((m, i) => {
    const row = {
      kind: m.kind,
      priority: m.priority ?? MAIL_PRIORITY.normal,
      recipient: m.to,
      subject: m.subject,
      textBody: m.text,
      htmlBody: m.html,
      senderName: m.fromName ?? null,
    } satisfies Record<(typeof MAIL_FIELDS)[number], unknown>;
    for (const field of MAIL_FIELDS) values[`m${i}_${field}`] = row[field];
  });
  return values;
}

/** Tells the request running now that it wrote mail: its answer then wakes the worker (createApp). */
export function noteMailQueued(): void {
  const request = currentRequestContext();
  if (request) request.mailQueued = true;
}

export async function enqueueMail(tx: Db | Tx, mail: OutboxMail | readonly OutboxMail[], now: Date): Promise<void> {
  const mails = Array.isArray(mail) ? (mail as readonly OutboxMail[]) : [mail as OutboxMail];
  if (mails.length === 0) return;
  const values = { ...mailValues(mails), now: now.toISOString() };
  const reused = enqueueStatements[mails.length - 1];
  await (reused ? reused(tx, values) : enqueueQuery(tx, mails.length).execute(values));
  noteMailQueued();
}

export interface MailOutboxOptions {
  db: Db;
  mailer: Mailer;
  logger: Logger;
  clock?: () => Date;
  /** How often the worker looks for due mail when nobody wakes it. */
  pollMs?: number;
  /** Tries before a mail is marked failed. */
  maxAttempts?: number;
  /** The wait after the first failed try; doubles with each further one. */
  backoffMs?: number;
  /** How long a claimed row belongs to this worker; past it another one may take it (its owner died). */
  leaseMs?: number;
  batchSize?: number;
  /**
   * The embedded database's write epoch (it moves with every write, and only this process writes): while
   * it stays, a poll that last found nothing due before a given time need not ask again.
   */
  writeEpoch?: () => number;
}

export const MAIL_WORKER_STALL_MS = 30_000;

/** A failed try to send: `final` when it was the last one and the mail is now marked failed. */
export interface MailSendFailure {
  kind: string;
  final: boolean;
}

interface ClaimedRow {
  id: string;
  recipient: string;
  subject: string;
  text_body: string;
  html_body: string;
  sender_name: string | null;
  attempts: number;
  kind: string;
}

/**
 * The outbox worker: takes due rows with `FOR UPDATE SKIP LOCKED` (so several API processes never take the
 * same one), sends them in priority order, and on failure tries again after backoff × 2^(tries-1) until
 * `maxAttempts`, then marks the mail failed for the back office.
 */
export function createMailOutbox({
  db,
  mailer,
  logger,
  clock = () => new Date(),
  pollMs = 1_000,
  maxAttempts = 6,
  backoffMs = 30_000,
  leaseMs = 5 * 60_000,
  batchSize = 10,
  writeEpoch,
}: MailOutboxOptions) {
  let timer: NodeJS.Timeout | undefined;
  let started = false;
  let running: Promise<number> | undefined;
  let lastTickAt: number | undefined;
  const failureListeners = new Set<(failure: MailSendFailure) => void>();

  /** The earliest time (ms) a pending or leased row falls due, or undefined when there is none: a plain read. */
  async function nextDueAt(): Promise<number | undefined> {
    const result = await db.execute(sql`
      select least(min(next_attempt_at) filter (where status = 'pending'), min(claimed_until) filter (where status = 'sending')) as due
      from mail_outbox where status in ('pending', 'sending')`);
    const due = (result.rows[0] as { due: string | Date | null } | undefined)?.due;
    return due === null || due === undefined ? undefined : new Date(due).getTime();
  }

  /** On the embedded database: the write epoch when nothing was due, and when the first row falls due. */
  let idle: { epoch: number; dueAt: number | undefined } | undefined;

  /**
   * Set when mail is known to be due without asking: a commit wrote some (wake), or the last claim took a
   * full batch. The next tick then claims at once, skipping the look-up (a round trip per tick under load).
   */
  let dueKnown = false;

  async function claim(): Promise<ClaimedRow[]> {
    const now = clock();
    const known = dueKnown;
    dueKnown = false;
    if (!known) {
      // On PGlite every statement runs on the event loop (each cached answer waits for it) and a write moves
      // the write epoch, so the next cached read looks the catalogue version up again. An idle outbox is
      // read, never written; and while no write has happened since, not even read before its next row is due.
      const epoch = writeEpoch?.();
      if (idle && idle.epoch === epoch && (idle.dueAt === undefined || now.getTime() < idle.dueAt)) return [];
      const dueAt = await nextDueAt();
      if (dueAt === undefined || dueAt > now.getTime()) {
        if (epoch !== undefined) idle = { epoch, dueAt };
        return [];
      }
    }
    idle = undefined;
    const leaseEnd = new Date(now.getTime() + leaseMs);
    const result = await db.execute(sql`
      update mail_outbox set status = 'sending', attempts = attempts + 1, claimed_until = ${leaseEnd.toISOString()}
      where id in (
        select id from mail_outbox
        where (status = 'pending' and next_attempt_at <= ${now.toISOString()})
           or (status = 'sending' and claimed_until < ${now.toISOString()})
        order by priority desc, created_at, id
        limit ${batchSize}
        for update skip locked
      )
      returning id, recipient, subject, text_body, html_body, sender_name, attempts, kind, priority, created_at`);
    const rows = result.rows as unknown as (ClaimedRow & { priority: number; created_at: string | Date })[];
    if (rows.length === batchSize) dueKnown = true;
    // RETURNING keeps no order: send codes first, then the oldest
    return rows.sort((a, b) => b.priority - a.priority || new Date(a.created_at).getTime() - new Date(b.created_at).getTime());
  }

  /** Sends one mail; a failure is recorded on its row (tried again later, or failed for good). True when sent. */
  async function deliver(row: ClaimedRow): Promise<boolean> {
    try {
      await mailer.send({ to: row.recipient, subject: row.subject, text: row.text_body, html: row.html_body, fromName: row.sender_name ?? undefined });
      return true;
    } catch (err) {
      const error = err instanceof Error ? err.message : String(err);
      const giveUp = row.attempts >= maxAttempts;
      const next = new Date(clock().getTime() + backoffMs * 2 ** (row.attempts - 1));
      logger.warn({ err, mailId: row.id, kind: row.kind, attempts: row.attempts }, giveUp ? 'a mail failed for good' : 'a mail will be tried again');
      for (const listener of failureListeners) listener({ kind: row.kind, final: giveUp });
      await db.execute(sql`
        update mail_outbox set status = ${giveUp ? 'failed' : 'pending'}, last_error = ${error.slice(0, 1000)},
          next_attempt_at = ${next.toISOString()}, claimed_until = null
        where id = ${row.id} and status = 'sending'`);
      return false;
    }
  }

  /**
   * Marks sent mails. A sent code mail keeps no body and its subject loses the
   * code: the database holds codes only as hashes (otp_codes) once delivered.
   */
  async function markSent(ids: string[]): Promise<void> {
    if (ids.length === 0) return;
    await db.execute(sql`
      update mail_outbox set status = 'sent', sent_at = ${clock().toISOString()}, claimed_until = null, last_error = null,
        subject = case when kind like 'otp-%' then regexp_replace(subject, '[0-9]{6}', '******', 'g') else subject end,
        text_body = case when kind like 'otp-%' then '' else text_body end,
        html_body = case when kind like 'otp-%' then '' else html_body end
      where id in (${sql.join(ids.map((id) => sql`${id}::uuid`), sql`, `)})`);
  }

  async function tick(): Promise<number> {
    lastTickAt = Date.now();
    const rows = await claim();
    // the batch's sent mails are marked in one statement (one per mail cost a round trip each): a crash
    // mid-batch sends again the batch's mails already out, never loses one
    const sent: string[] = [];
    for (const row of rows) if (await deliver(row)) sent.push(row.id);
    await markSent(sent);
    return rows.length;
  }

  /** One tick at a time in this process; a call during a tick waits for it and runs one more. */
  function runOnce(): Promise<number> {
    const previous = running ?? Promise.resolve(0);
    const next: Promise<number> = previous
      .catch(() => 0)
      .then(tick)
      .finally(() => {
        if (running === next) running = undefined;
      });
    running = next;
    return next;
  }

  function schedule(delay: number) {
    if (!started) return;
    clearTimeout(timer);
    timer = setTimeout(() => {
      runOnce()
        .catch((err: unknown) => logger.error({ err }, 'the mail worker could not read the outbox'))
        .finally(() => schedule(pollMs));
    }, delay);
    timer.unref();
  }

  return {
    /** Writes a mail in the caller's transaction (see enqueueMail); the worker sends it after the commit. */
    enqueue: (tx: Db | Tx, mail: OutboxMail | readonly OutboxMail[]) => enqueueMail(tx, mail, clock()),
    start(): void {
      if (started) return;
      started = true;
      lastTickAt = Date.now();
      schedule(0);
    },
    /** Waits for the tick in progress; no new one starts after. */
    async stop(): Promise<void> {
      started = false;
      clearTimeout(timer);
      await running?.catch(() => undefined);
    },
    /** After a commit that wrote mail: send it now rather than at the next poll. */
    wake(): void {
      dueKnown = true;
      if (started) schedule(0);
    },
    /** Sends everything due now (tests, and the admin's retry); resolves with how many rows it took. */
    async drain(): Promise<number> {
      let total = 0;
      for (let round = 0; round < 100; round += 1) {
        const taken = await runOnce();
        total += taken;
        if (taken === 0) break;
      }
      return total;
    },
    /** Tells `listener` of every failed try to send; returns the call that stops telling it. */
    onSendFailure(listener: (failure: MailSendFailure) => void): () => void {
      failureListeners.add(listener);
      return () => failureListeners.delete(listener);
    },
    /** 'alive' while the worker has looked at the outbox within the last 30 s. */
    state(): 'alive' | 'stalled' {
      return started && lastTickAt !== undefined && Date.now() - lastTickAt < MAIL_WORKER_STALL_MS ? 'alive' : 'stalled';
    },
  };
}
export type MailOutbox = ReturnType<typeof createMailOutbox>;
