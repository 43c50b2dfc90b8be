import { NodePgSession, NodePgTransaction } from 'drizzle-orm/node-postgres';
import { Pool, type PoolClient } from 'pg';
import { BeginThen, CommitAfter, PgQuery, type PgConnection, type PgQueryConfig } from './pipelined-queries';
import type { Db, Tx } from '../../db/client';

/** The first statement of a transaction: a named statement with $1... parameters, written for both drivers. */
export interface OpeningStatement {
  /** Unique per text (pg refuses one name for two texts). */
  name: string;
  text: string;
  values: unknown[];
}

/** Sends a query object on the client (pg answers a query object through its callback, not a promise). */
function run(client: PoolClient, Kind: typeof PgQuery, opening: OpeningStatement): Promise<Record<string, unknown>[]> {
  return new Promise((resolve, reject) => {
    const { name, text, values } = opening;
    client.query(new Kind({ name, text, values }, undefined, (err, result) => (err ? reject(err) : resolve(result.rows))) as never);
  });
}

/**
 * The connection as the transaction's drizzle session sees it: statements go through as they are, except
 * the one after `commitWithNext()`, which carries the commit (CommitAfter). One per pooled connection, so
 * the statements kept per connection (reusable-statement) stay kept.
 */
class CommittingClient {
  /** 'next': the next statement carries the commit; 'sent': it went, and nothing may follow it. */
  state: 'open' | 'next' | 'sent' = 'open';
  constructor(private readonly client: PoolClient) {}

  query(config: string | PgQueryConfig, values?: unknown[], callback?: unknown): unknown {
    if (this.state === 'open') return this.client.query(config as never, values as never, callback as never);
    // a statement after the commit would run outside the transaction
    if (this.state === 'sent' || typeof callback === 'function') return Promise.reject(new Error('transactionOpenedWith: a statement after the commit was sent'));
    this.state = 'sent';
    const query = typeof config === 'string' ? { text: config } : config;
    return new Promise((resolve, reject) =>
      this.client.query(new CommitAfter({ ...query, values: values ?? query.values }, (err, result) => (err ? reject(err) : resolve(result))) as never),
    );
  }
}
const committingClients = new WeakMap<PoolClient, CommittingClient>();
function committingClientOf(client: PoolClient): CommittingClient {
  let committing = committingClients.get(client);
  if (!committing) committingClients.set(client, (committing = new CommittingClient(client)));
  committing.state = 'open';
  return committing;
}

interface DrizzleInternals {
  _: { session: { client: unknown; dialect: ConstructorParameters<typeof NodePgSession>[1]; schema: ConstructorParameters<typeof NodePgSession>[2]; options: ConstructorParameters<typeof NodePgSession>[3] } };
}

/**
 * Called by the work right before its last statement: on PostgreSQL the commit is sent with that statement
 * (one round trip less). A statement after it is refused; when none comes, the commit goes alone.
 */
export type CommitWithNext = () => void;

/**
 * Runs `work` in a transaction whose first statement is `opening` (its rows handed to `work`), committed
 * when `work` resolves and rolled back when anything throws, as `db.transaction` does. On PostgreSQL the
 * `begin` travels with the opening statement, and the commit with the statement after `commitWithNext()`;
 * on the embedded database the opening is simply the transaction's first statement.
 */
export async function transactionOpenedWith<T>(
  db: Db,
  opening: OpeningStatement,
  work: (tx: Tx, rows: Record<string, unknown>[], commitWithNext: CommitWithNext) => Promise<T>,
): Promise<T> {
  const session = (db as unknown as DrizzleInternals)._.session;
  const pool = session.client;
  if (!(pool instanceof Pool)) {
    return db.transaction(async (tx) => {
      // the embedded database's transaction handle runs the statement text as it is
      const handle = (tx as unknown as DrizzleInternals)._.session.client as { query(text: string, values: unknown[]): Promise<{ rows: Record<string, unknown>[] }> };
      return work(tx, (await handle.query(opening.text, opening.values)).rows, () => undefined);
    });
  }
  const client = await pool.connect();
  const committing = committingClientOf(client);
  const tx = new NodePgTransaction(session.dialect, new NodePgSession(committing as never, session.dialect, session.schema, session.options), session.schema) as unknown as Tx;
  let release: boolean | Error = false;
  try {
    const connection = (client as unknown as { connection: PgConnection }).connection;
    let rows: Record<string, unknown>[];
    if (connection.parsedStatements[opening.name] === opening.text) {
      rows = await run(client, BeginThen, opening);
    } else {
      await client.query('begin');
      rows = await run(client, PgQuery, opening);
    }
    const result = await work(tx, rows, () => {
      if (committing.state === 'open') committing.state = 'next';
    });
    if (committing.state !== 'sent') await client.query('commit');
    return result;
  } catch (error) {
    // a broken connection is dropped rather than handed back to the pool
    await client.query('rollback').catch((err: unknown) => (release = err instanceof Error ? err : new Error(String(err))));
    throw error;
  } finally {
    committing.state = 'open';
    client.release(release === false ? undefined : release);
  }
}
