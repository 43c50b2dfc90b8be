import { DocumentTitle } from '@/components/ui/document-title';
import { Pagination } from '../shared/pagination';
import { EmptyState, ErrorState, ListSkeleton } from '../shared/query-states';
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

  let body;
  if (dateError && !data) {
    body = <EmptyState title="Check the dates">{dateError}</EmptyState>;
  } else if (orders.isPending && !data) {
    body = <ListSkeleton label="Loading orders…" />;
  } else if (orders.isError && !data) {
    body = <ErrorState error={orders.error} onRetry={() => void orders.refetch()} title="Could not load the orders" />;
  } else if (!data || data.orders.length === 0) {
    body = (
      <EmptyState
        title="No orders found"
        actions={
          filtered || filters.status ? (
            <button type="button" className="btn btn--outline" onClick={clear}>
              Show all orders
            </button>
          ) : undefined
        }
      >
        {filtered || filters.status ? 'No order matches these filters.' : 'Orders appear here as soon as shoppers place them.'}
      </EmptyState>
    );
  } else {
    body = (
      <>
        <OrdersTable orders={data.orders} caption={filters.status ? `${statusTitle(filters.status)} orders` : 'Orders'} />
        <Pagination pagination={data.pagination} label="Orders" />
      </>
    );
  }

  return (
    <>
      <DocumentTitle title="Orders" />
      <h1 className="admin-title">Orders</h1>
      <OrdersFilterBar filters={filters} params={params} dateError={dateError} update={update} clear={clear} />
      <StatusTabs active={filters.status} counts={data?.counts} />
      <div className={`admin-list${orders.isFetching && data ? ' is-refreshing' : ''}`} aria-busy={orders.isFetching}>
        {body}
      </div>
    </>
  );
}
