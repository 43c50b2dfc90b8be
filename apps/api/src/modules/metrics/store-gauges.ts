import { sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import { Gauge, type Registry } from 'prom-client';
import type { Database } from '../../db/client';
import { within } from '../system/readiness';

/** A scrape never waits longer than this for the outbox counts (a database that hangs leaves them unknown). */
const OUTBOX_READ_TIMEOUT_MS = 2_000;

interface OutboxCounts {
  depth: number;
  failed: number;
}

/**
 * The mail outbox gauges, read at scrape time with one query over the two partial indexes (never the sent
 * mail). Both gauges are collected at once during a scrape and share that one read. When the read fails they
 * show NaN rather than an old value.
 */
export function registerOutboxGauges(registry: Registry, database: Database, logger: Logger): void {
  let reading: Promise<OutboxCounts | undefined> | undefined;
  const read = () => {
    reading ??= within(
      database.db.execute(sql`
        select count(*) filter (where status in ('pending', 'sending'))::int as depth,
               count(*) filter (where status = 'failed')::int as failed
        from mail_outbox where status in ('pending', 'sending', 'failed')`),
      OUTBOX_READ_TIMEOUT_MS,
    )
      .then((result) => {
        const row = result.rows[0] as { depth: number | string; failed: number | string } | undefined;
        return { depth: Number(row?.depth ?? 0), failed: Number(row?.failed ?? 0) };
      })
      .catch((err: unknown) => {
        logger.warn({ err }, 'metrics: the mail outbox could not be counted');
        return undefined;
      })
      .finally(() => {
        reading = undefined;
      });
    return reading;
  };
  new Gauge({
    name: 'mail_outbox_depth',
    help: 'Mails waiting to be sent (pending, or being sent now).',
    registers: [registry],
    async collect() {
      this.set((await read())?.depth ?? Number.NaN);
    },
  });
  new Gauge({
    name: 'mail_outbox_failed',
    help: "Mails that failed after their last try, waiting for 'Send again' in the back office.",
    registers: [registry],
    async collect() {
      this.set((await read())?.failed ?? Number.NaN);
    },
  });
}

/** The database's load: the PostgreSQL pool, or the embedded database's queue of waiting calls. */
export function registerDatabaseGauges(registry: Registry, database: Database): void {
  const usage = database.usage;
  if (!usage) return;
  const gauge = (name: string, help: string, value: () => number) =>
    new Gauge({
      name,
      help,
      registers: [registry],
      collect() {
        this.set(value());
      },
    });
  if (database.driver === 'postgres') {
    const pool = () => {
      const now = usage();
      return now.driver === 'postgres' ? now : { total: 0, idle: 0, waiting: 0 };
    };
    gauge('db_pool_connections', 'Open connections of the PostgreSQL pool (busy and idle).', () => pool().total);
    gauge('db_pool_idle_connections', 'Idle connections of the PostgreSQL pool.', () => pool().idle);
    gauge('db_pool_waiting_queries', 'Queries waiting for a free connection of the PostgreSQL pool.', () => pool().waiting);
    return;
  }
  gauge('db_queue_depth', 'Calls waiting for their turn at the embedded database (PGlite), the running one excepted.', () => {
    const now = usage();
    return now.driver === 'pglite' ? now.queued : 0;
  });
}
