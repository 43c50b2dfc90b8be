import { sql, type SQL } from 'drizzle-orm';

/** `'a', 'b', 'c'` as bound parameters, for `in (...)` / `not in (...)` of raw SQL. */
export const sqlList = (values: readonly string[]): SQL =>
  sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  );
