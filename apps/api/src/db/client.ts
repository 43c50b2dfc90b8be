import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { Client, Pool } from 'pg';
import * as schema from './schema';
import { createDatabaseQueue } from './queue';

/** One type for both drivers: node-postgres and PGlite speak the same dialect through Drizzle. */
export type Db = NodePgDatabase<typeof schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  driver: 'pglite' | 'postgres';
  /** Runs a trivial query; throws when the database does not answer. */
  ping(): Promise<void>;
  /**
   * Runs long work (migrations) on a connection of its own without the statement limits; the embedded
   * database has none and simply runs it.
   */
  longRunning<T>(work: (db: Db) => Promise<T>): Promise<T>;
  /**
   * Embedded database only (one process holds it): a number that changes whenever a statement that may
   * write has ended, so a committed value read from the database stays valid while it is unchanged. On a
   * PostgreSQL server other processes write too, so there is none.
   */
  writeEpoch?: () => number;
  /** How busy the database is now (the metrics read it at each scrape). */
  usage?: () => DatabaseUsage;
  close(): Promise<void>;
}

/** PostgreSQL: the pool's connections and the queries waiting for one. Embedded: the calls waiting in the queue. */
export type DatabaseUsage = { driver: 'postgres'; total: number; idle: number; waiting: number } | { driver: 'pglite'; queued: number };

/** Limits on a PostgreSQL server (the embedded database cannot hang on a network); 0 means no limit. */
export interface DatabaseTimeouts {
  /** Opening a connection, and waiting for a free one in the pool. */
  connectMs: number;
  /** One statement: the server cancels it; if the server does not answer at all the client gives up soon after. */
  statementMs: number;
  /** The server ends a session whose transaction sits idle this long. */
  idleInTransactionMs: number;
  /**
   * Embedded database only: how long a query or transaction waits for its turn behind the others before
   * the request answers 503 'The store is busy' (DB_QUEUE_TIMEOUT_MS).
   */
  queueMs?: number;
}

/** Without settings (seeding, benchmarks, admin CLI): a connection must open in time, statements may run long. */
const DEFAULT_TIMEOUTS: DatabaseTimeouts = { connectMs: 5_000, statementMs: 0, idleInTransactionMs: 0 };
const DEFAULT_QUEUE_MS = 5_000;
/** The client waits this much longer than the server's own statement limit, so a live server cancels first. */
const CLIENT_GRACE_MS = 1_000;
const IDLE_CONNECTION_MS = 30_000;
/**
 * The embedded database's buffer pool lives in the store's own memory and, once filled, is never given
 * back (128 MB by default): 32 MB keeps the hot catalogue pages, the rest is read from the operating
 * system's file cache, which does not count against the process.
 */
const PGLITE_SHARED_BUFFERS = '32MB';
const KEEPALIVE_DELAY_MS = 10_000;

export interface DatabaseOptions {
  /** A PostgreSQL server; without it an embedded PGlite database is used. */
  databaseUrl?: string;
  /** Folder of the embedded database (ignored with databaseUrl). */
  dataDir?: string;
  /** Open the embedded database from a prepared snapshot (tests) instead of a folder. */
  loadDataDir?: Blob;
  poolMax?: number;
  /** PostgreSQL limits; unset parts take DEFAULT_TIMEOUTS. */
  timeouts?: Partial<DatabaseTimeouts>;
  /**
   * Told when an idle pooled connection dies (server restart, administrator, network). Without a
   * listener node-postgres re-throws such errors and the whole process stops; the pool replaces the
   * connection on its next use, so logging is all that is needed.
   */
  onIdleError?: (error: Error) => void;
}

/**
 * PGlite holds every caller while a transaction runs (its own wait has no bound). Its public calls wait
 * here instead, at most `timeoutMs`: past that the request answers 503 'The store is busy'. Statements
 * inside a transaction use the transaction's own handle and never queue again.
 */
function queueCalls(client: PGlite, timeoutMs: number): { writeEpoch: () => number; queued: () => number } {
  const queue = createDatabaseQueue(timeoutMs);
  const query = client.query.bind(client);
  const exec = client.exec.bind(client);
  const transaction = client.transaction.bind(client);
  let epoch = 0;
  // anything but a plain select may write; what it writes is seen by others once it ends (commits)
  const writing = <T>(run: () => Promise<T>): Promise<T> =>
    run().finally(() => {
      epoch += 1;
    });
  client.query = ((...args: Parameters<PGlite['query']>) =>
    READ_ONLY.test(args[0]) ? queue.run(() => query(...args)) : writing(() => queue.run(() => query(...args)))) as PGlite['query'];
  client.exec = (...args) => writing(() => queue.run(() => exec(...args)));
  client.transaction = ((work: Parameters<PGlite['transaction']>[0]) => writing(() => queue.run(() => transaction(work)))) as PGlite['transaction'];
  return { writeEpoch: () => epoch, queued: () => queue.depth() };
}

/** A statement that cannot write (drizzle's selects); `select ... for update` still counts as one that may. */
const READ_ONLY = /^\s*select\b(?![\s\S]*\bfor\s+(update|share|no\s+key\s+update|key\s+share)\b)/i;

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    const connectionString = options.databaseUrl;
    const limits = { ...DEFAULT_TIMEOUTS, ...options.timeouts };
    const connection = {
      connectionString,
      connectionTimeoutMillis: limits.connectMs,
      keepAlive: true,
      keepAliveInitialDelayMillis: KEEPALIVE_DELAY_MS,
    };
    const pool = new Pool({
      ...connection,
      max: options.poolMax ?? 10,
      idleTimeoutMillis: IDLE_CONNECTION_MS,
      // undefined leaves the server's own setting alone
      statement_timeout: limits.statementMs || undefined,
      query_timeout: limits.statementMs ? limits.statementMs + CLIENT_GRACE_MS : undefined,
      idle_in_transaction_session_timeout: limits.idleInTransactionMs || undefined,
      // The store's statements are short and many run at once. A named statement's generic plan (after its
      // fifth run) can pick Gather nodes, and starting worker processes for each of them cost ~8 ms a
      // search and halved throughput at 100 connections; the cores are better spent on other requests.
      // Long work (migrations, backups) runs on its own connection with the server's setting.
      options: '-c max_parallel_workers_per_gather=0',
    });
    pool.on('error', options.onIdleError ?? (() => {}));
    const db = drizzlePg(pool, { schema, casing: 'snake_case' });
    return {
      db,
      driver: 'postgres',
      ping: async () => {
        await pool.query('select 1');
      },
      longRunning: async (work) => {
        const client = new Client(connection);
        // a dying connection fails the running query; without a listener it would also stop the process
        client.on('error', () => {});
        await client.connect();
        try {
          return await work(drizzlePg(client, { schema, casing: 'snake_case' }));
        } finally {
          await client.end();
        }
      },
      usage: () => ({ driver: 'postgres', total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
      close: () => pool.end(),
    };
  }
  let dataDir: string | undefined;
  if (!options.loadDataDir && options.dataDir) {
    dataDir = path.resolve(options.dataDir, 'pglite');
    mkdirSync(dataDir, { recursive: true });
  }
  const client = await PGlite.create({
    ...(dataDir ? { dataDir } : {}),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    extensions: { pg_trgm },
    startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${PGLITE_SHARED_BUFFERS}`],
  });
  const { writeEpoch, queued } = queueCalls(client, options.timeouts?.queueMs ?? DEFAULT_QUEUE_MS);
  const db = drizzlePglite(client, { schema, casing: 'snake_case' }) as unknown as Db;
  return {
    db,
    driver: 'pglite',
    ping: async () => {
      await client.query('select 1');
    },
    longRunning: (work) => work(db),
    writeEpoch,
    usage: () => ({ driver: 'pglite', queued: queued() }),
    close: () => client.close(),
  };
}
