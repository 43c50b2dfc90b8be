import { COURIERS, formatRupees, type AdminOrderSummary } from '@bookstore/contracts';
import { Link, useLocation } from 'react-router';
import { formatDateTime, paymentLabel, plural } from '../shared/format';
import { Badge, StatusBadge } from '../shared/status-badge';

/**
 * Orders as a table on wide screens and as one card per order on phones (the same markup: each cell
 * carries its column's name for the card layout).
 */
export function OrdersTable({ orders, caption }: { orders: readonly AdminOrderSummary[]; caption: string }) {
  const location = useLocation();
  const from = `${location.pathname}${location.search}`;
  return (
    <table className="admin-table admin-table--cards">
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">Order</th>
          <th scope="col">Customer</th>
          <th scope="col">Items</th>
          <th scope="col">Total</th>
          <th scope="col">Payment</th>
          <th scope="col">Status</th>
          <th scope="col">Shipping</th>
        </tr>
      </thead>
      <tbody>
        {orders.map((order) => (
          <tr key={order.id}>
            <th scope="row" className="admin-table__main">
              <Link to={`/admin/orders/${order.id}`} state={{ from }} className="admin-table__link">
                #{order.shortId}
              </Link>
              <span className="admin-table__sub">{formatDateTime(order.createdAt)}</span>
            </th>
            <td data-label="Customer">
              <bdi>{order.customerName}</bdi>
              <span className="admin-table__sub">{order.mobileNumber || order.email}</span>
              {order.city && <span className="admin-table__sub">{order.city}</span>}
            </td>
            <td data-label="Items">{plural(order.itemCount, 'item')}</td>
            <td data-label="Total" className="admin-table__money">
              {formatRupees(order.total)}
            </td>
            <td data-label="Payment">
              {paymentLabel(order.paymentMethod, order.onlinePaymentOption)}
              {order.proofWaiting && (
                <span className="admin-table__badge">
                  <Badge tone="warn">Proof waiting</Badge>
                </span>
              )}
            </td>
            <td data-label="Status">
              <StatusBadge status={order.status} />
            </td>
            <td data-label="Shipping">
              {order.trackingId ? (
                <>
                  {order.shippingMethod ? COURIERS[order.shippingMethod].name : 'Courier'}
                  <span className="admin-table__sub">{order.trackingId}</span>
                </>
              ) : (
                <span className="admin-muted">Not shipped</span>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
