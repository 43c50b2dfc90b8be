import {
  ADMIN_ORDER_MESSAGES,
  ORDER_STATUSES,
  type AdminOrderCounts,
  type AdminOrderDetail,
  type AdminOrdersQuery,
  type AdminOrderSummary,
  type Pagination,
} from '@bookstore/contracts';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/errors';
import { toAdminOrderDetail, toAdminOrderSummary } from './admin-order-mapper';
import { adminOrdersRepository as repo } from './admin-orders.repository';

export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The back office's order reads. */
export function createAdminOrdersReader(db: Db) {
  return {
    /** A page of orders and the per-status counts under the same filters: two queries. */
    async list(query: AdminOrdersQuery): Promise<{ orders: AdminOrderSummary[]; pagination: Pagination; counts: AdminOrderCounts }> {
      const [rows, byStatus] = await Promise.all([repo.page(db, query), repo.countsByStatus(db, query)]);
      const counts = { all: 0 } as AdminOrderCounts;
      for (const status of ORDER_STATUSES) {
        counts[status] = byStatus.get(status) ?? 0;
        counts.all += counts[status];
      }
      const total = query.status ? counts[query.status] : counts.all;
      return {
        orders: rows.map(toAdminOrderSummary),
        pagination: { page: query.page, limit: query.limit, total, pages: Math.ceil(total / query.limit) },
        counts,
      };
    },

    /** Everything about one order: four queries (order with its customer, lines, proofs, timeline). */
    async detail(orderId: string): Promise<AdminOrderDetail> {
      if (!UUID_PATTERN.test(orderId)) throw notFound(ADMIN_ORDER_MESSAGES.orderNotFound);
      const row = await repo.findWithCustomer(db, orderId);
      if (!row) throw notFound(ADMIN_ORDER_MESSAGES.orderNotFound);
      const [items, proofs, events] = await Promise.all([repo.itemsOf(db, orderId), repo.proofsOf(db, orderId), repo.eventsOf(db, orderId)]);
      return toAdminOrderDetail(row, items, proofs, events);
    },

    /** A customer's latest orders, newest first. */
    async latestOf(userId: string, limit: number): Promise<AdminOrderSummary[]> {
      return (await repo.latestOf(db, userId, limit)).map(toAdminOrderSummary);
    },
  };
}
export type AdminOrdersReader = ReturnType<typeof createAdminOrdersReader>;
