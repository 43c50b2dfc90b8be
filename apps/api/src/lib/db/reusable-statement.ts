import type { Db, Tx } from '../../db/client';

/** A drizzle query built with `sql.placeholder(...)` for its values, before `.prepare()`. */
interface Preparable<T> {
  prepare(name: string): { execute(values?: Record<string, unknown>): Promise<T> };
}

type Prepared<T> = ReturnType<Preparable<T>['prepare']>;

/** The driver connection a drizzle database or transaction runs on (a pg pool or pool client, PGlite or its transaction). */
function connectionOf(ex: Db | Tx): object | undefined {
  const client = (ex as unknown as { _?: { session?: { client?: unknown } } })._?.session?.client;
  return typeof client === 'object' && client !== null ? client : undefined;
}

/**
 * A statement of the hot paths (checkout, the cart), built once per connection instead of on every call,
 * and run as a named prepared statement: PostgreSQL parses and plans it once per connection too. Building
 * a query with drizzle costs more CPU than running a small one, and a transaction must run its statements
 * on its own connection, so the prepared query is kept per connection (a pooled connection serves many
 * transactions; PGlite's transaction objects are new each time, so there it is built per transaction as
 * before). `name` must be unique per query text: pg refuses one name for two texts.
 */
export function reusableStatement<T>(name: string, build: (ex: Db | Tx) => Preparable<T>) {
  const byConnection = new WeakMap<object, Prepared<T>>();
  return (ex: Db | Tx, values: Record<string, unknown>): Promise<T> => {
    const connection = connectionOf(ex);
    let statement = connection ? byConnection.get(connection) : undefined;
    if (!statement) {
      statement = build(ex).prepare(name);
      if (connection) byConnection.set(connection, statement);
    }
    return statement.execute(values);
  };
}
