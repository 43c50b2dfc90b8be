import type { AdminOrderDetail } from '@bookstore/contracts';
import { Link } from 'react-router';

/** Who ordered (their account, when it still exists) and where the parcel goes. */
export function CustomerCard({ order }: { order: AdminOrderDetail }) {
  const address = order.shippingAddress;
  return (
    <div className="admin-customer">
      <p className="admin-customer__name">
        {order.customer ? (
          <Link to={`/admin/customers/${order.customer.id}`}>
            <bdi>{order.customer.name}</bdi>
          </Link>
        ) : order.isGuest ? (
          <span>Guest checkout (no account)</span>
        ) : (
          <span>Account deleted</span>
        )}
      </p>
      {order.customer && <p className="admin-table__sub">{order.customer.email}</p>}
      <address className="admin-address">
        <bdi>{`${address.firstName} ${address.lastName}`.trim()}</bdi>
        <br />
        <bdi>{address.address}</bdi>
        <br />
        {[address.city, address.postCode].filter(Boolean).join(' ')}
        <br />
        {address.country}
        <br />
        <a href={`tel:${address.mobileNumber}`}>{address.mobileNumber}</a>
        <br />
        <a href={`mailto:${address.email}`}>{address.email}</a>
      </address>
    </div>
  );
}
