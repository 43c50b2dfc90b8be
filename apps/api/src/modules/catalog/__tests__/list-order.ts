import type { SortOption } from '@bookstore/contracts';
import { sql } from 'drizzle-orm';
import type { TestApp } from '../../../test/test-app';

/** Each sort's order as the spec states it, written out here rather than taken from the code under test. */
export const SPEC_ORDER: Record<SortOption, string> = {
  featured: 'created_at desc, id',
  'price-low': 'price_paisa, created_at desc, id',
  'price-high': 'price_paisa desc, created_at desc, id',
  newest: 'published_at desc nulls last, created_at desc, id',
  rating: 'rating_avg desc, review_count desc, created_at desc, id',
  'new-books': 'condition, created_at desc, id',
  'old-books': 'condition desc, created_at desc, id',
};

/** The ids of the shop's active books (or one category's) in a sort's order, as OFFSET pages them. */
export async function listIds(db: TestApp['db'], sort: SortOption, category?: string): Promise<string[]> {
  const where = category ? sql`is_active and category = ${category}` : sql`is_active`;
  const { rows } = await db.execute<{ id: string }>(sql`select id from products where ${where} order by ${sql.raw(SPEC_ORDER[sort])}`);
  return rows.map((row) => row.id);
}
