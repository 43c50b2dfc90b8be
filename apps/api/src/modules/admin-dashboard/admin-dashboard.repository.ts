import { CLOSED_ORDER_STATUSES, LOW_STOCK_THRESHOLD, REVENUE_EXCLUDED_STATUSES, STORE_TIME_ZONE, type DashboardLowStockItem } from '@bookstore/contracts';
import { and, asc, eq, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { products } from '../../db/schema';
import { sqlList as list } from '../../lib/db/sql-list';

export interface DayRow {
  date: string;
  orders: number;
  paisa: number;
}

/** The dashboard's reads: three queries whatever the size of the shop. */
export const adminDashboardRepository = {
  /**
   * Orders and revenue per shop-calendar day from `firstDay` to `lastDay` (inclusive), every day present:
   * one range scan of orders_created_idx, grouped by day and joined to generate_series.
   */
  async daily(db: Db, firstDay: string, lastDay: string): Promise<DayRow[]> {
    const result = await db.execute(sql`
      select to_char(d.day, 'YYYY-MM-DD') as date, coalesce(o.orders, 0) as orders, coalesce(o.paisa, 0) as paisa
      from generate_series(${firstDay}::date, ${lastDay}::date, interval '1 day') as d(day)
      left join (
        select (created_at at time zone ${STORE_TIME_ZONE})::date as day,
               count(*) as orders,
               sum(total_paisa) filter (where status not in (${list(REVENUE_EXCLUDED_STATUSES)})) as paisa
        from orders
        where created_at >= (${firstDay}::date)::timestamp at time zone ${STORE_TIME_ZONE}
          and created_at < (${lastDay}::date + 1)::timestamp at time zone ${STORE_TIME_ZONE}
        group by 1
      ) o on o.day = d.day::date
      order by d.day`);
    const rows = (result as unknown as { rows: Record<string, unknown>[] }).rows;
    return rows.map((row) => ({ date: String(row.date), orders: Number(row.orders), paisa: Number(row.paisa) }));
  },

  /** Orders waiting for confirmation, and open orders whose payment proof waits (from the proofs' status index). */
  async waiting(db: Db): Promise<{ pendingOrders: number; proofsWaiting: number }> {
    const result = await db.execute(sql`
      select (select count(*) from orders where status = 'pending') as pending_orders,
             (select count(distinct pp.order_id) from payment_proofs pp join orders o on o.id = pp.order_id
               where pp.status = 'pending' and o.payment_status = 'pending_review'
                 and o.status not in (${list(CLOSED_ORDER_STATUSES)})) as proofs_waiting`);
    const [row] = (result as unknown as { rows: Record<string, unknown>[] }).rows;
    return { pendingOrders: Number(row?.pending_orders ?? 0), proofsWaiting: Number(row?.proofs_waiting ?? 0) };
  },

  /**
   * Active books with at most LOW_STOCK_THRESHOLD copies, fewest first, with the counts of all such books
   * and of those sold out (windows over the same scan of the partial stock index).
   */
  async lowStock(db: Db, limit: number): Promise<{ items: DashboardLowStockItem[]; lowStockCount: number; outOfStockCount: number }> {
    const rows = await db
      .select({
        id: products.id,
        name: products.name,
        image: sql<string>`coalesce(${products.thumbnails}[1], ${products.images}[1], '')`,
        stockQuantity: products.stockQuantity,
        lowStockCount: sql<number>`count(*) over ()`.mapWith(Number),
        outOfStockCount: sql<number>`count(*) filter (where ${products.stockQuantity} = 0) over ()`.mapWith(Number),
      })
      .from(products)
      .where(and(eq(products.isActive, true), lte(products.stockQuantity, LOW_STOCK_THRESHOLD)))
      .orderBy(asc(products.stockQuantity), asc(products.name), asc(products.id))
      .limit(limit);
    return {
      items: rows.map(({ id, name, image, stockQuantity }) => ({ id, name, image, stockQuantity })),
      lowStockCount: rows[0]?.lowStockCount ?? 0,
      outOfStockCount: rows[0]?.outOfStockCount ?? 0,
    };
  },
};
