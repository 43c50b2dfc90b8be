import pino from 'pino';
import type { Database, DatabaseUsage } from '../../../db/client';
import { createDatabaseQueue } from '../../../db/queue';
import type { RateLimitBackend } from '../../../lib/rate-limit/backend';
import { createMetrics } from '..';
import { valueOf } from './scrape';

const rateLimits = { kind: 'memory', store: () => undefined, logger: { warn: () => {}, error: () => {} }, close: async () => {} } as unknown as RateLimitBackend;

/** A database that answers the outbox count with `rows` (or fails with `error`) and reports `usage`. */
function fakeDatabase(usage: DatabaseUsage, outbox: { rows?: unknown[]; error?: Error }): Database {
  const execute = async () => {
    if (outbox.error) throw outbox.error;
    return { rows: outbox.rows ?? [] };
  };
  return { driver: usage.driver, usage: () => usage, db: { execute } } as unknown as Database;
}

const read = (database: Database) => createMetrics({ config: {}, database, logger: pino({ level: 'silent' }), rateLimits }).registry.metrics();

describe('database and outbox gauges', () => {
  it('when the embedded database has calls waiting, then db_queue_depth says how many', async () => {
    const text = await read(fakeDatabase({ driver: 'pglite', queued: 3 }, { rows: [{ depth: 4, failed: 1 }] }));
    expect(valueOf(text, 'db_queue_depth')).toBe(3);
    expect(valueOf(text, 'mail_outbox_depth')).toBe(4);
    expect(valueOf(text, 'mail_outbox_failed')).toBe(1);
  });

  it('when the PostgreSQL pool is busy, then its connections, idle ones and waiting queries show', async () => {
    const text = await read(fakeDatabase({ driver: 'postgres', total: 10, idle: 0, waiting: 7 }, { rows: [{ depth: '0', failed: '0' }] }));
    expect(valueOf(text, 'db_pool_connections')).toBe(10);
    expect(valueOf(text, 'db_pool_idle_connections')).toBe(0);
    expect(valueOf(text, 'db_pool_waiting_queries')).toBe(7);
    expect(text).not.toContain('db_queue_depth');
  });

  it('when the outbox cannot be counted, then its gauges are NaN, which Prometheus reads as unknown (not an old value), and the rest is still served', async () => {
    const text = await read(fakeDatabase({ driver: 'pglite', queued: 0 }, { error: new Error('connection refused') }));
    expect(text).toMatch(/^mail_outbox_depth nan$/im);
    expect(text).toMatch(/^mail_outbox_failed nan$/im);
    expect(valueOf(text, 'db_queue_depth')).toBe(0);
  });
});

describe('the embedded database queue depth', () => {
  it('when calls wait behind a running one, then depth counts them, and none once they ran', async () => {
    const queue = createDatabaseQueue(60_000);
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const first = queue.run(() => gate);
    const waiting = [queue.run(async () => 1), queue.run(async () => 2)];
    expect(queue.depth()).toBe(2);
    release();
    await Promise.all([first, ...waiting]);
    expect(queue.depth()).toBe(0);
  });
});
