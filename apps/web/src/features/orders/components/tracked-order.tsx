import { canTrackOrder, findCourier, PAYMENT_METHOD_LABELS, paymentStatusLabel, type TrackedOrder } from '@bookstore/contracts';
import { OrderLines, OrderTotals } from '@/components/order';
import { formatCalendarDate } from '../format';
import { GuestProofUpload } from './guest-proof-upload';
import { OrderCardHead } from './order-card-head';
import { PaymentState } from './payment-state';
import { TrackingLink } from './tracking-link';

const NOT_YET = 'Not available yet';

/**
 * One order's status page without an account (the private link, or /track-order): where it stands, its
 * delivery and courier, what was ordered and the totals. The address shows only the name and city.
 */
export function TrackedOrderView({ order }: { order: TrackedOrder }) {
  const courier = findCourier(order.shippingMethod);
  const { firstName, lastName, city, country } = order.shippingAddress;
  return (
    <article className={`order-card tracked-order order-status--${order.status}`} aria-labelledby="tracked-order-title">
      <OrderCardHead order={order} title={`Order ${order.orderNumber}`} headingId="tracked-order-title" level={2} />

      <dl className="order-card__facts">
        <div>
          <dt>Estimated delivery</dt>
          <dd>{order.estimatedDelivery ? formatCalendarDate(order.estimatedDelivery) : NOT_YET}</dd>
        </div>
        <div>
          <dt>Courier</dt>
          <dd>{courier?.name ?? NOT_YET}</dd>
        </div>
        <div>
          <dt>Tracking ID</dt>
          <dd className="order-card__tracking">{order.trackingId ?? NOT_YET}</dd>
        </div>
        <div>
          <dt>Payment</dt>
          <dd>
            {PAYMENT_METHOD_LABELS[order.paymentMethod] ?? order.paymentMethod} · {paymentStatusLabel(order.paymentStatus)}
          </dd>
        </div>
        <div>
          <dt>Deliver to</dt>
          <dd>
            {`${firstName} ${lastName}`.trim()}, {city}, {country}
          </dd>
        </div>
      </dl>

      <PaymentState order={order} />
      <GuestProofUpload order={order} />

      {canTrackOrder(order) && (
        <p className="order-card__track">
          <TrackingLink shippingMethod={order.shippingMethod} trackingId={order.trackingId} />
        </p>
      )}

      <OrderLines items={order.items} />
      <OrderTotals totals={{ subtotal: order.subtotal, taxes: order.taxes, shippingFee: order.shippingFee, total: order.totalPrice }} />
    </article>
  );
}
