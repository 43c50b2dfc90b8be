import { DocumentTitle } from '@/session/document-title';
import { EmptyState } from '../shared/query-states';
import { useUrlFilters } from '../shared/use-url-filters';
import { dateRangeError, readOrderFilters, statusTitle, toOrdersQuery } from './order-filters';
import { useAdminOrders } from './orders-api';
import { OrdersFilterBar } from './orders-filter-bar';
import { OrdersTable } from './orders-table';
import { StatusTabs } from './status-tabs';

/** /admin/orders: every order, by status tab, filtered and searched; all of it in the address. */
export function OrdersPage() {
  const { params, update, clear } = useUrlFilters();
  const filters = readOrderFilters(params);
  const dateError = dateRangeError(filters);
  const orders = useAdminOrders(toOrdersQuery(filters), { enabled: !dateError });
  const data = orders.data;
  const filtered = Boolean(filters.paymentMethod || filters.proof || filters.from || filters.to || filters.search);

  return (
    <>
      <DocumentTitle title="Orders" />
      <h1 className="admin-title">Orders</h1>
      <OrdersFilterBar filters={filters} params={params} dateError={dateError} update={update} clear={clear} />
      <StatusTabs active={filters.status} counts={data?.counts} />
      <OrdersTable
        caption={filters.status ? `${statusTitle(filters.status)} orders` : 'Orders'}
        orders={data?.orders}
        query={orders}
        notice={dateError ? <EmptyState title="Check the dates">{dateError}</EmptyState> : undefined}
        empty={{ message: filtered || filters.status ? 'No order matches these filters.' : 'Orders appear here as soon as shoppers place them.' }}
        onReset={filtered || filters.status ? clear : undefined}
        pagination={data?.pagination}
        pageLabel="Orders"
      />
    </>
  );
}
