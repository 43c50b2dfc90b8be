import { and, asc, count, eq, gte, max, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { products } from '../../db/schema';

/** The books a sitemap lists: the active ones, read in id order a page at a time. */
export function createSitemapRepository(db: Db) {
  return {
    /**
     * The first id of each page of `pageSize` books and each page's last change, in one pass over the
     * primary key: a page is then read from its first id on (keyset), never by an offset.
     */
    async pages(pageSize: number): Promise<{ firstId: string; lastmod: Date }[]> {
      const rows = await db.execute<{ first_id: string; lastmod: Date | string }>(sql`
        select min(id::text) as first_id, max(updated_at) as lastmod
        from (select id, updated_at, (row_number() over (order by id) - 1) / ${pageSize} as page
              from ${products} where is_active) numbered
        group by page order by page`);
      return rows.rows.map((row) => ({ firstId: row.first_id, lastmod: new Date(row.lastmod) }));
    },

    async page(firstId: string, pageSize: number): Promise<{ id: string; updatedAt: Date }[]> {
      return db
        .select({ id: products.id, updatedAt: products.updatedAt })
        .from(products)
        .where(and(eq(products.isActive, true), gte(products.id, firstId)))
        .orderBy(asc(products.id))
        .limit(pageSize);
    },

    async categories(): Promise<{ category: string; books: number; lastmod: Date | null }[]> {
      return db
        .select({ category: products.category, books: count(), lastmod: max(products.updatedAt) })
        .from(products)
        .where(eq(products.isActive, true))
        .groupBy(products.category);
    },
  };
}
