import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { products } from '../../db/schema';
import { productColumns, type ProductRow } from './product-mapper';

/** Stands for the page subquery while Drizzle writes the statement around it. */
const PAGE_MARK = '(select 1 as found, null::uuid[] as ids) as page';

/**
 * A list page's statement: `page` (a one-row subquery of `found` and the page's `ids`, in order) joined to
 * those books, in that order. Drizzle writes the part around the page once (its 25 columns cost more to
 * write than the rest of the statement), and the rows are decoded with the columns' own decoders, as
 * Drizzle's select would.
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

  return async (page) => {
    const result = await db.execute<Record<string, unknown>>(sql`${before}${page}${after}`);
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
