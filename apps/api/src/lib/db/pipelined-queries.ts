import { Query } from 'pg';

/** The parts of pg's Query and connection these queries rely on (pg 8: not in its type declarations). */
export interface PgConnection {
  parsedStatements: Record<string, string | undefined>;
  parse(config: { text: string }): void;
  bind(config: object): void;
  execute(config: object): void;
  sync(): void;
}
interface PgQueryInternals {
  portal: string;
  _results: unknown;
  prepare(connection: PgConnection): void;
  _getRows(connection: PgConnection, rows: number | undefined): void;
  handleReadyForQuery(connection: PgConnection): void;
}
export interface PgQueryConfig {
  name?: string;
  text: string;
  values?: unknown[];
  rowMode?: string;
  types?: unknown;
  queryMode?: 'extended';
}
export type PgQueryCallback = (err: Error | null, result: { rows: Record<string, unknown>[] }) => void;
export const PgQuery = Query as unknown as new (config: PgQueryConfig, values?: unknown, callback?: PgQueryCallback) => PgQueryInternals;

/** Writes a statement without values or results (`begin`, `commit`) into the pipeline being written. */
function writeBare(connection: PgConnection, text: string): void {
  connection.parse({ text });
  connection.bind({});
  connection.execute({});
}

/**
 * A named statement sent in the same write as the `begin` before it (extended protocol, one Sync): one
 * round trip instead of two. Only for a statement already parsed on the connection, so the `begin`'s
 * ParseComplete (which pg credits to this query's name) never marks a statement that was not.
 */
export class BeginThen extends PgQuery {
  override prepare(connection: PgConnection): void {
    writeBare(connection, 'begin');
    super.prepare(connection);
  }

  // the answer holds two results (begin's, then the statement's): the caller wants the statement's
  override handleReadyForQuery(connection: PgConnection): void {
    if (Array.isArray(this._results)) this._results = this._results[this._results.length - 1];
    super.handleReadyForQuery(connection);
  }
}

/**
 * A statement followed by `commit` in the same write (one Sync): one round trip instead of two. When the
 * statement fails, PostgreSQL skips the commit up to the Sync and the transaction stays open (failed) for
 * the caller's rollback. pg credits the commit's ParseComplete to this query's name: the statement's own
 * Parse, if any, was written first and succeeded, so the credit is true.
 */
export class CommitAfter extends PgQuery {
  constructor(config: PgQueryConfig, callback: PgQueryCallback) {
    // always the extended protocol: a statement without values would otherwise go as a simple query, alone
    super({ ...config, queryMode: 'extended' }, undefined, callback);
  }

  override _getRows(connection: PgConnection, rows: number | undefined): void {
    if (rows) throw new Error('CommitAfter: reading a statement by pages is not supported');
    connection.execute({ portal: this.portal });
    writeBare(connection, 'commit');
    connection.sync();
  }

  // the answer holds two results (the statement's, then commit's): the caller wants the statement's
  override handleReadyForQuery(connection: PgConnection): void {
    if (Array.isArray(this._results)) this._results = this._results[0];
    super.handleReadyForQuery(connection);
  }
}
