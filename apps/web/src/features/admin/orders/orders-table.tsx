import { COURIERS, formatRupees, type AdminOrderSummary } from '@bookstore/contracts';
import { Link, useLocation } from 'react-router';
import { type Column, DataTable, type DataTableProps } from '../shared/data-table';
import { formatDateTime, paymentLabel, plural } from '../shared/format';
import { Badge, StatusBadge } from '../shared/status-badge';

/** The columns of an orders list; `from` is the list's address, for the detail page's way back. */
function orderColumns(from: string): readonly Column<AdminOrderSummary>[] {
  return [
    {
      header: 'Order',
      cell: (order) => (
        <>
          <Link to={`/admin/orders/${order.id}`} state={{ from }} className="admin-table__link">
            {order.orderNumber}
          </Link>
          <span className="admin-table__sub">{formatDateTime(order.createdAt)}</span>
        </>
      ),
    },
    {
      header: 'Customer',
      cell: (order) => (
        <>
          <bdi>{order.customerName}</bdi>
          {order.isGuest && <Badge tone="info">Guest</Badge>}
          <span className="admin-table__sub">{order.mobileNumber || order.email}</span>
          {order.city && <span className="admin-table__sub">{order.city}</span>}
        </>
      ),
    },
    { header: 'Items', cell: (order) => plural(order.itemCount, 'item') },
    { header: 'Total', cell: (order) => formatRupees(order.total), className: 'admin-table__money' },
    {
      header: 'Payment',
      cell: (order) => (
        <>
          {paymentLabel(order.paymentMethod, order.onlinePaymentOption)}
          {order.proofWaiting && (
            <span className="admin-table__badge">
              <Badge tone="warn">Proof waiting</Badge>
            </span>
          )}
        </>
      ),
    },
    { header: 'Status', cell: (order) => <StatusBadge status={order.status} /> },
    {
      header: 'Shipping',
      cell: (order) =>
        order.trackingId ? (
          <>
            {order.shippingMethod ? COURIERS[order.shippingMethod].name : 'Courier'}
            <span className="admin-table__sub">{order.trackingId}</span>
          </>
        ) : (
          <span className="admin-muted">Not shipped</span>
        ),
    },
  ];
}

type OrdersTableProps = Omit<DataTableProps<AdminOrderSummary>, 'columns' | 'rows' | 'rowKey' | 'noun'> & {
  orders: readonly AdminOrderSummary[] | undefined;
};

/** A list of orders (the orders page, a customer's orders), each row linking to the order's detail. */
export function OrdersTable({ orders, ...table }: OrdersTableProps) {
  const location = useLocation();
  const from = `${location.pathname}${location.search}`;
  return <DataTable noun="orders" {...table} columns={orderColumns(from)} rows={orders} rowKey={(order) => order.id} />;
}
