import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { orderItems, orders, paymentProofs } from '../../db/schema';

export type OrderRow = typeof orders.$inferSelect;
export type OrderItemRow = typeof orderItems.$inferSelect;

/** Reads of the orders list: two queries for a whole page, whatever its size. */
export const ordersRepository = {
  /**
   * One page of a customer's orders, newest first, with the customer's order count (a window over the
   * same scan). Served by the index on (user_id, created_at).
   */
  async pageOf(db: Db, userId: string, page: { limit: number; offset: number }): Promise<{ rows: OrderRow[]; total: number | null }> {
    const rows = await db
      .select({ order: orders, total: sql<number>`count(*) over ()`.mapWith(Number) })
      .from(orders)
      .where(eq(orders.userId, userId))
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(page.limit)
      .offset(page.offset);
    return { rows: rows.map((r) => r.order), total: rows[0]?.total ?? null };
  },

  async countOf(db: Db, userId: string): Promise<number> {
    const [row] = await db
      .select({ total: sql<number>`count(*)`.mapWith(Number) })
      .from(orders)
      .where(eq(orders.userId, userId));
    return row?.total ?? 0;
  },

  /** The lines of several orders at once (index on order_id); in a stable order within each order. */
  async itemsOf(db: Db, orderIds: string[]): Promise<OrderItemRow[]> {
    if (orderIds.length === 0) return [];
    return db
      .select()
      .from(orderItems)
      .where(inArray(orderItems.orderId, orderIds))
      .orderBy(asc(orderItems.orderId), asc(orderItems.name), asc(orderItems.format));
  },

  /**
   * The reason of the latest refused proof of each order whose payment is 'rejected' (index on
   * payment_proofs (order_id, created_at)); orders in any other state are not read.
   */
  async rejectReasonsOf(db: Db, of: { id: string; paymentStatus: string }[]): Promise<Map<string, string>> {
    const ids = of.filter((order) => order.paymentStatus === 'rejected').map((order) => order.id);
    if (ids.length === 0) return new Map();
    const rows = await db
      .selectDistinctOn([paymentProofs.orderId], { orderId: paymentProofs.orderId, reason: paymentProofs.rejectReason })
      .from(paymentProofs)
      .where(and(inArray(paymentProofs.orderId, ids), eq(paymentProofs.status, 'rejected')))
      .orderBy(paymentProofs.orderId, desc(paymentProofs.createdAt), desc(paymentProofs.id));
    return new Map(rows.flatMap((row) => (row.reason ? [[row.orderId, row.reason] as const] : [])));
  },

  /** Guest orders of this e-mail (index on lower(email)) that no account holds yet get the account. */
  async claimGuestOrders(tx: Tx, userId: string, email: string, now: Date): Promise<number> {
    const claimed = await tx
      .update(orders)
      .set({ userId, updatedAt: now })
      .where(and(eq(orders.isGuest, true), isNull(orders.userId), sql`lower(${orders.email}) = lower(${email})`))
      .returning({ id: orders.id });
    return claimed.length;
  },
};
