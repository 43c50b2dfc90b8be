import { formatRupees, orderWhatsAppUrl, PAGE_SIZES, type Order } from '@bookstore/contracts';
import { Link } from 'react-router';
import { OrderLines } from '@/components/order';
import { formatCalendarDate } from '../format';
import { OrderCardHead } from './order-card-head';
import { PaymentState } from './payment-state';

interface OrderCardProps {
  order: Order;
  onDetails: () => void;
  onTrack: () => void;
  /** Sends a new payment screenshot for this order (while the shop takes one). */
  onUploadProof?: (file: File) => Promise<unknown>;
}

const NOT_YET = 'Not available yet';

/** One order (spec 'Orders'): status, id, dates, tracking, the first 2 books and the total, and its 3 actions. */
export function OrderCard({ order, onDetails, onTrack, onUploadProof }: OrderCardProps) {
  const shown = order.items.slice(0, PAGE_SIZES.orderCardItems);
  const more = order.items.length - shown.length;
  const firstProductId = order.items[0]?.productId ?? null;
  const headingId = `order-${order.id}-title`;

  return (
    <article className={`order-card order-status--${order.status}`} aria-labelledby={headingId}>
      <OrderCardHead order={order} title={`Order ${order.orderNumber}`} headingId={headingId} level={3} />
      <PaymentState order={order} upload={onUploadProof} />

      <dl className="order-card__facts">
        <div>
          <dt>Estimated delivery</dt>
          <dd>{order.estimatedDelivery ? formatCalendarDate(order.estimatedDelivery) : NOT_YET}</dd>
        </div>
        <div>
          <dt>Tracking ID</dt>
          <dd className="order-card__tracking">{order.trackingId ?? NOT_YET}</dd>
        </div>
      </dl>

      <OrderLines items={shown} />
      {more > 0 && <p className="order-card__more">+{more} more items</p>}

      <p className="order-card__total">
        <span>Total</span> <strong>{formatRupees(order.totalPrice)}</strong>
      </p>

      <div className="order-card__actions">
        {firstProductId ? (
          <Link to={`/product/${encodeURIComponent(firstProductId)}`} className="btn btn--primary">
            Buy Again
          </Link>
        ) : (
          <button type="button" className="btn btn--primary" disabled>
            Buy Again
          </button>
        )}
        <button type="button" className="btn btn--outline" onClick={onDetails}>
          Details
        </button>
        <button type="button" className="btn btn--outline" onClick={onTrack}>
          Order Track Id
        </button>
      </div>
      <p className="order-card__ask">
        <a href={orderWhatsAppUrl(order.orderNumber)} target="_blank" rel="noopener noreferrer">
          Ask about {order.orderNumber} on WhatsApp
          <span className="visually-hidden"> (opens in a new tab)</span>
        </a>
      </p>
    </article>
  );
}
