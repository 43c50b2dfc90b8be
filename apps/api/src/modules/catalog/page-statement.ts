import { Column, is, sql, type Query, type SQL } from 'drizzle-orm';
import { PgArray } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { products } from '../../db/schema';
import { cardColumns, type CardRow } from './product-mapper';
import { statementWriter, type Dialect } from './statement-text';

/** Stands for the page subquery while Drizzle writes the statement around it. */
const PAGE_MARK = '(select 1 as found, null::uuid[] as ids) as page';

/** What of drizzle's database runs a built query, as `db.execute` does, but under a statement name. */
interface Runner {
  dialect: Dialect;
  session: {
    prepareQuery(query: Query, fields: undefined, name: string | undefined, arrayMode: false): { execute(): Promise<{ rows: Record<string, unknown>[] }> };
    prepareQuery(
      query: Query,
      fields: undefined,
      name: string | undefined,
      arrayMode: true,
      mapRows: (rows: unknown[][]) => unknown[][],
    ): { execute(): Promise<unknown[][]> };
  };
}

/** Whose budget of names a statement's text takes (nameOf); a 'planned' text is never named. */
export type StatementFamily = 'list' | 'search' | 'planned';

/**
 * Catalogue statement texts run as named prepared statements, process-wide (one name is one text on every
 * connection). A text is one query shape (sort, filters, search pass, anchors); values are parameters.
 * PostgreSQL keeps each name per connection, so past its family's bound a text runs unnamed (parsed and
 * planned each run; same answer). Searches have a bound of their own: they come in many more shapes
 * (pages, sorts, filters, classes of word), and a run of new ones must not take the names the shop's
 * list pages keep. A 'planned' text runs unnamed, so PostgreSQL plans it for its values at every run and
 * never keeps a plan made for none (catalog.repository.ts: searches whose values decide their plan).
 */
export const NAMED_TEXTS: Readonly<Record<StatementFamily, number>> = { list: 64, search: 64, planned: 0 };
const names = new Map<string, string>();
const namedIn: Record<StatementFamily, number> = { list: 0, search: 0, planned: 0 };
export const nameOf = (text: string, family: StatementFamily): string | undefined => {
  let name = names.get(text);
  if (name === undefined && namedIn[family] < NAMED_TEXTS[family]) {
    namedIn[family]++;
    names.set(text, (name = `catalogue_statement_${names.size + 1}`));
  }
  return name;
};

/**
 * `db.execute` of a catalogue statement under its text's name (nameOf): PostgreSQL parses and analyses
 * the text once per connection, not per request (it still plans each run with its values); PGlite ignores
 * the name. Timestamps stay text, as in `db.execute`.
 */
export function namedExecute(db: Db, family: StatementFamily): <T extends Record<string, unknown>>(statement: SQL) => Promise<{ rows: T[] }> {
  const { dialect, session } = db as unknown as Runner;
  const toQuery = statementWriter(dialect);
  return async <T extends Record<string, unknown>>(statement: SQL) => {
    const query = toQuery(statement);
    return (await session.prepareQuery(query, undefined, nameOf(query.sql, family), false).execute()) as { rows: T[] };
  };
}

/** namedExecute's rows as arrays of values in the statement's column order (no object per row). */
function namedExecuteArrays(db: Db): (statement: SQL, family: StatementFamily) => Promise<unknown[][]> {
  const { dialect, session } = db as unknown as Runner;
  const toQuery = statementWriter(dialect);
  const asRead = (rows: unknown[][]) => rows;
  return async (statement, family) => {
    const query = toQuery(statement);
    return session.prepareQuery(query, undefined, nameOf(query.sql, family), true, asRead).execute();
  };
}

/**
 * A card's columns as the page statement selects them: a text[] as its JSON (`array_to_json`), which the
 * drivers read with JSON.parse instead of a character-by-character array parser (~10 times the CPU
 * for a card's five arrays). The column's own decoder takes the parsed array as it takes the driver's.
 */
const pageColumns = Object.fromEntries(
  Object.entries(cardColumns).map(([key, column]) => [key, is(column, PgArray) ? sql`array_to_json(${column})` : column]),
);

/** Drizzle's base decoder, which returns the driver's value as it is. */
const unchanged = Column.prototype.mapFromDriverValue;

/**
 * A column's decoder, or null when it returns the driver's value as it is (text, uuid, boolean; an array
 * of those, read from its JSON): those values are taken as read, without a call or a copy per value.
 */
function decoderOf(column: Column): ((value: unknown) => unknown) | null {
  if (column.mapFromDriverValue === unchanged) return null;
  if (is(column, PgArray) && column.baseColumn.mapFromDriverValue === unchanged) return null;
  return (value) => column.mapFromDriverValue(value);
}

/**
 * A list page's statement: `page` (a one-row subquery of `found` and the page's `ids`, in order) joined to
 * those books, in that order. Drizzle writes the part around the page once (its columns cost more to
 * write than the rest of the statement), and the rows are decoded with the columns' own decoders, as
 * Drizzle's select would. Each shape of the statement runs as a named prepared statement (nameOf), its
 * rows read as arrays.
 */
export function pageStatement(db: Db): (page: SQL, family: StatementFamily) => Promise<{ found: number; rows: CardRow[] }> {
  const written = db
    .select({ found: sql<number>`page.found`, ...pageColumns })
    .from(sql.raw(PAGE_MARK))
    .leftJoin(products, sql`${products.id} = any(page.ids)`)
    .orderBy(sql`array_position(page.ids, ${products.id})`)
    .toSQL();
  const parts = written.sql.split(PAGE_MARK);
  const selected = [...(parts[0] ?? '').matchAll(/"products"\."([^"]+)"/g)].map((m) => m[1]!);
  const fields = Object.entries(cardColumns);
  if (parts.length !== 2 || written.params.length !== 0 || selected.length !== fields.length) {
    throw new Error('the list page statement is not what pageStatement expects');
  }
  const [before, after] = parts.map((part) => sql.raw(part)) as [SQL, SQL];
  // values by position: `found` first, then the card's columns in cardColumns' order
  const decoders = fields.map(([key, column], i) => ({ key, at: i + 1, decode: decoderOf(column) }));
  const idAt = decoders.find(({ key }) => key === 'id')!.at;
  const execute = namedExecuteArrays(db);

  return async (page, family) => {
    const result = await execute(sql`${before}${page}${after}`, family);
    const rows: CardRow[] = [];
    for (const raw of result) {
      // the left join's row when the page has no books
      if (raw[idAt] === null) continue;
      const row: Record<string, unknown> = {};
      for (const { key, at, decode } of decoders) {
        const value = raw[at];
        row[key] = value === null || decode === null ? value : decode(value);
      }
      rows.push(row as CardRow);
    }
    return { found: Number(result[0]?.[0] ?? 0), rows };
  };
}
