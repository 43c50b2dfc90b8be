import { NodePgSession, NodePgTransaction } from 'drizzle-orm/node-postgres';
import { Pool, Query, type PoolClient } from 'pg';
import type { Db, Tx } from '../../db/client';

/** The first statement of a transaction: a named statement with $1... parameters, written for both drivers. */
export interface OpeningStatement {
  /** Unique per text (pg refuses one name for two texts). */
  name: string;
  text: string;
  values: unknown[];
}

/** The parts of pg's Query and connection this file relies on (pg 8: not in its type declarations). */
interface PgConnection {
  parsedStatements: Record<string, string | undefined>;
  parse(config: { text: string }): void;
  bind(config: object): void;
  execute(config: object): void;
}
interface PgQueryInternals {
  _results: unknown;
  prepare(connection: PgConnection): void;
  handleReadyForQuery(connection: PgConnection): void;
}
const PgQuery = Query as unknown as new (config: { name: string; text: string; values: unknown[] }, values?: unknown, callback?: (err: Error | null, result: { rows: Record<string, unknown>[] }) => void) => PgQueryInternals;

/**
 * A named statement sent in the same write as the `begin` before it (extended protocol, one Sync): one
 * round trip instead of two. Only for a statement already parsed on the connection, so the `begin`'s
 * ParseComplete (which pg credits to this query's name) never marks a statement that was not.
 */
class BeginThen extends PgQuery {
  override prepare(connection: PgConnection): void {
    connection.parse({ text: 'begin' });
    connection.bind({});
    connection.execute({});
    super.prepare(connection);
  }

  // the answer holds two results (begin's, then the statement's): the caller wants the statement's
  override handleReadyForQuery(connection: PgConnection): void {
    if (Array.isArray(this._results)) this._results = this._results[this._results.length - 1];
    super.handleReadyForQuery(connection);
  }
}

/** Sends a query object on the client (pg answers a query object through its callback, not a promise). */
function run(client: PoolClient, Kind: typeof PgQuery, opening: OpeningStatement): Promise<Record<string, unknown>[]> {
  return new Promise((resolve, reject) => {
    const { name, text, values } = opening;
    client.query(new Kind({ name, text, values }, undefined, (err, result) => (err ? reject(err) : resolve(result.rows))) as never);
  });
}

interface DrizzleInternals {
  _: { session: { client: unknown; dialect: ConstructorParameters<typeof NodePgSession>[1]; schema: ConstructorParameters<typeof NodePgSession>[2]; options: ConstructorParameters<typeof NodePgSession>[3] } };
}

/**
 * Runs `work` in a transaction whose first statement is `opening` (its rows handed to `work`), committed
 * when `work` resolves and rolled back when anything throws, as `db.transaction` does. On PostgreSQL the
 * `begin` travels with the opening statement; on the embedded database it is simply the transaction's
 * first statement.
 */
export async function transactionOpenedWith<T>(db: Db, opening: OpeningStatement, work: (tx: Tx, rows: Record<string, unknown>[]) => Promise<T>): Promise<T> {
  const session = (db as unknown as DrizzleInternals)._.session;
  const pool = session.client;
  if (!(pool instanceof Pool)) {
    return db.transaction(async (tx) => {
      // the embedded database's transaction handle runs the statement text as it is
      const handle = (tx as unknown as DrizzleInternals)._.session.client as { query(text: string, values: unknown[]): Promise<{ rows: Record<string, unknown>[] }> };
      return work(tx, (await handle.query(opening.text, opening.values)).rows);
    });
  }
  const client = await pool.connect();
  const tx = new NodePgTransaction(session.dialect, new NodePgSession(client, session.dialect, session.schema, session.options), session.schema) as unknown as Tx;
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
    const result = await work(tx, rows);
    await client.query('commit');
    return result;
  } catch (error) {
    // a broken connection is dropped rather than handed back to the pool
    await client.query('rollback').catch((err: unknown) => (release = err instanceof Error ? err : new Error(String(err))));
    throw error;
  } finally {
    client.release(release === false ? undefined : release);
  }
}
