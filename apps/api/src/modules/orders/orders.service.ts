import type { Order, OrdersQuery, Pagination } from '@bookstore/contracts';
import type { Db, Tx } from '../../db/client';
import { toOrder } from './order-mapper';
import { ordersRepository as repo, type OrderItemRow } from './orders.repository';

/** The signed-in customer's own orders; nobody else's are ever read. */
export function createOrdersService(db: Db) {
  return {
    /** One page, newest first, each with its lines: two queries (orders, then all their lines at once). */
    async list(userId: string, query: OrdersQuery): Promise<{ orders: Order[]; pagination: Pagination }> {
      const { page, limit } = query;
      const { rows, total: counted } = await repo.pageOf(db, userId, { limit, offset: (page - 1) * limit });
      // an empty page past the end has no row to carry the count
      const total = counted ?? (page > 1 ? await repo.countOf(db, userId) : 0);
      const items = await repo.itemsOf(
        db,
        rows.map((r) => r.id),
      );
      const reasons = await repo.rejectReasonsOf(db, rows);
      const byOrder = new Map<string, OrderItemRow[]>();
      for (const item of items) {
        const lines = byOrder.get(item.orderId);
        if (lines) lines.push(item);
        else byOrder.set(item.orderId, [item]);
      }
      return {
        orders: rows.map((row) => toOrder(row, byOrder.get(row.id) ?? [], reasons.get(row.id) ?? null)),
        pagination: { page, limit, total, pages: Math.ceil(total / limit) },
      };
    },
  };
}
export type OrdersService = ReturnType<typeof createOrdersService>;

/**
 * A guest becomes a customer: once an account's e-mail is proven, the guest orders placed with that
 * e-mail (any case) and not yet anyone's become the account's, inside the caller's transaction.
 */
export async function claimGuestOrders(tx: Tx, userId: string, email: string, now: Date): Promise<number> {
  return repo.claimGuestOrders(tx, userId, email, now);
}

/** Why the shop refused the order's latest proof, while its payment is 'rejected'; otherwise null. */
export async function paymentRejectReasonOf(db: Db, order: { id: string; paymentStatus: string }): Promise<string | null> {
  const reasons = await repo.rejectReasonsOf(db, [order]);
  return reasons.get(order.id) ?? null;
}
