import { formatRupees, type AdminOrderDetail } from '@bookstore/contracts';
import { Link } from 'react-router';
import { PLACEHOLDER_COVER } from '@/components/product';

/** The books of the order as sold, and the totals. */
export function OrderLines({ order }: { order: AdminOrderDetail }) {
  return (
    <>
      <ul className="admin-lines">
        {order.items.map((item, index) => (
          <li key={`${item.productId ?? 'gone'}-${item.format}-${index}`} className="admin-lines__item">
            <img src={item.image || PLACEHOLDER_COVER} alt="" width={44} height={58} loading="lazy" />
            <div className="admin-lines__name">
              {item.productId ? (
                <Link to={`/admin/products/${encodeURIComponent(item.productId)}`}>
                  <bdi>{item.name}</bdi>
                </Link>
              ) : (
                <bdi>{item.name}</bdi>
              )}
              <span className="admin-table__sub">
                {[item.format, `${item.quantity} × ${formatRupees(item.price)}`].filter(Boolean).join(' · ')}
                {item.originalPrice !== null && item.originalPrice > item.price && <s className="admin-lines__was"> {formatRupees(item.originalPrice)}</s>}
              </span>
            </div>
            <span className="admin-lines__total">{formatRupees(item.lineTotal)}</span>
          </li>
        ))}
      </ul>
      <dl className="admin-totals">
        <div>
          <dt>Subtotal</dt>
          <dd>{formatRupees(order.subtotal)}</dd>
        </div>
        <div>
          <dt>Tax</dt>
          <dd>{formatRupees(order.tax)}</dd>
        </div>
        <div>
          <dt>Shipping</dt>
          <dd>{formatRupees(order.shippingFee)}</dd>
        </div>
        <div className="admin-totals__total">
          <dt>Total</dt>
          <dd>{formatRupees(order.total)}</dd>
        </div>
      </dl>
    </>
  );
}
