import { sql, type Query, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { products } from '../../db/schema';
import { productColumns, type ProductRow } from './product-mapper';

/** Stands for the page subquery while Drizzle writes the statement around it. */
const PAGE_MARK = '(select 1 as found, null::uuid[] as ids) as page';

/** What of drizzle's database runs a built query, as `db.execute` does, but under a statement name. */
interface Runner {
  dialect: { sqlToQuery(query: SQL): Query };
  session: { prepareQuery(query: Query, fields: undefined, name: string | undefined, arrayMode: false): { execute(): Promise<{ rows: Record<string, unknown>[] }> } };
}

/**
 * Catalogue statement texts run as named prepared statements, process-wide (one name is one text on every
 * connection). A text is one query shape (sort, filters, search pass, anchors); values are parameters.
 * PostgreSQL keeps each name per connection, so past this many shapes the rest run unnamed.
 */
const NAMED_TEXTS = 64;
const names = new Map<string, string>();
const nameOf = (text: string) => {
  let name = names.get(text);
  if (name === undefined && names.size < NAMED_TEXTS) names.set(text, (name = `catalogue_statement_${names.size + 1}`));
  return name;
};

/**
 * `db.execute` of a catalogue statement under its text's name (nameOf): PostgreSQL parses and analyses
 * the text once per connection, not per request (it still plans each run with its values); PGlite ignores
 * the name. Timestamps stay text, as in `db.execute`.
 */
export function namedExecute(db: Db): <T extends Record<string, unknown>>(statement: SQL) => Promise<{ rows: T[] }> {
  const { dialect, session } = db as unknown as Runner;
  return async <T extends Record<string, unknown>>(statement: SQL) => {
    const query = dialect.sqlToQuery(statement);
    return (await session.prepareQuery(query, undefined, nameOf(query.sql), false).execute()) as { rows: T[] };
  };
}

/**
 * A list page's statement: `page` (a one-row subquery of `found` and the page's `ids`, in order) joined to
 * those books, in that order. Drizzle writes the part around the page once (its 25 columns cost more to
 * write than the rest of the statement), and the rows are decoded with the columns' own decoders, as
 * Drizzle's select would. Each shape of the statement runs as a named prepared statement (nameOf).
 */
export function pageStatement(db: Db): (page: SQL) => Promise<{ found: number; rows: ProductRow[] }> {
  const written = db
    .select({ found: sql<number>`page.found`, ...productColumns })
    .from(sql.raw(PAGE_MARK))
    .leftJoin(products, sql`${products.id} = any(page.ids)`)
    .orderBy(sql`array_position(page.ids, ${products.id})`)
    .toSQL();
  const parts = written.sql.split(PAGE_MARK);
  const selected = [...(parts[0] ?? '').matchAll(/"products"\."([^"]+)"/g)].map((m) => m[1]!);
  const fields = Object.entries(productColumns);
  if (parts.length !== 2 || written.params.length !== 0 || selected.length !== fields.length) {
    throw new Error('the list page statement is not what pageStatement expects');
  }
  const [before, after] = parts.map((part) => sql.raw(part)) as [SQL, SQL];
  const decoders = fields.map(([key, column], i) => ({ key, name: selected[i]!, column }));
  const execute = namedExecute(db);

  return async (page) => {
    const result = await execute(sql`${before}${page}${after}`);
    const rows: ProductRow[] = [];
    for (const raw of result.rows) {
      // the left join's row when the page has no books
      if (raw.id === null) continue;
      const row: Record<string, unknown> = {};
      for (const { key, name, column } of decoders) {
        const value = raw[name];
        row[key] = value === null ? null : column.mapFromDriverValue(value);
      }
      rows.push(row as ProductRow);
    }
    return { found: Number(result.rows[0]?.found ?? 0), rows };
  };
}
