import {
  ADMIN_CUSTOMER_MESSAGES,
  ADMIN_CUSTOMER_ORDERS_LIMIT,
  toRupees,
  type AdminCustomerDetail,
  type AdminCustomersQuery,
  type AdminCustomerSummary,
  type AdminOrderSummary,
  type Pagination,
} from '@bookstore/contracts';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/errors';
import type { AdminOrdersReader } from '../admin-orders';
import { adminCustomersRepository as repo, type CustomerDetailRow, type CustomerRow, type CustomerStats } from './admin-customers.repository';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function toSummary(row: CustomerRow, stats: CustomerStats | undefined): AdminCustomerSummary {
  return {
    ...row,
    createdAt: row.createdAt.toISOString(),
    orderCount: stats?.orderCount ?? 0,
    totalSpent: toRupees(stats?.spentPaisa ?? 0),
  };
}

/** The back office's customers: a page is two queries (accounts, then their order totals grouped). */
export function createAdminCustomersService(db: Db, orders: Pick<AdminOrdersReader, 'latestOf'>) {
  return {
    async list(query: AdminCustomersQuery): Promise<{ customers: AdminCustomerSummary[]; pagination: Pagination }> {
      const { rows, total: counted } = await repo.page(db, query);
      // an empty page past the end has no row to carry the count
      const total = counted ?? (query.page > 1 ? await repo.count(db, query) : 0);
      const stats = await repo.statsOf(
        db,
        rows.map((row) => row.id),
      );
      return {
        customers: rows.map((row) => toSummary(row, stats.get(row.id))),
        pagination: { page: query.page, limit: query.limit, total, pages: Math.ceil(total / query.limit) },
      };
    },

    async detail(userId: string): Promise<{ customer: AdminCustomerDetail; orders: AdminOrderSummary[] }> {
      const row = UUID.test(userId) ? await repo.find(db, userId) : undefined;
      if (!row) throw notFound(ADMIN_CUSTOMER_MESSAGES.customerNotFound);
      const [stats, latest] = await Promise.all([repo.statsOf(db, [row.id]), orders.latestOf(row.id, ADMIN_CUSTOMER_ORDERS_LIMIT)]);
      return {
        customer: { ...toSummary(row, stats.get(row.id)), ...pickDetail(row), updatedAt: row.updatedAt.toISOString() },
        orders: latest,
      };
    },
  };
}
export type AdminCustomersService = ReturnType<typeof createAdminCustomersService>;

const pickDetail = ({ address, postCode, country, shippingAddress, profilePicture }: CustomerDetailRow) => ({
  address,
  postCode,
  country,
  shippingAddress,
  profilePicture,
});
