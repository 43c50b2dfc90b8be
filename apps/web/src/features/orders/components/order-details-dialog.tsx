import { orderStatusLabel, orderStatusSentence, PAYMENT_METHOD_LABELS, type Order } from '@bookstore/contracts';
import { OrderLines, OrderTotals } from '@/components/order';
import { Dialog } from '@/components/ui/dialog';
import { formatCalendarDate, formatPlacedDate } from '../format';
import { PaymentState } from './payment-state';

/** Everything about one order: status, payment, address, every book and the totals. */
export function OrderDetailsDialog({ order, onClose }: { order: Order | null; onClose: () => void }) {
  if (!order) return null;
  const address = order.shippingAddress;
  const payment = PAYMENT_METHOD_LABELS[order.paymentMethod] ?? order.paymentMethod;

  return (
    <Dialog open onClose={onClose} title={`Order ${order.orderNumber}`} size="large">
      <dl className="order-details">
        <div>
          <dt>Status</dt>
          <dd>
            <span className={`order-badge order-status--${order.status}`}>{orderStatusLabel(order.status)}</span> {orderStatusSentence(order.status)}
          </dd>
        </div>
        <div>
          <dt>Placed on</dt>
          <dd>{formatPlacedDate(order.createdAt)}</dd>
        </div>
        {order.estimatedDelivery && (
          <div>
            <dt>Estimated delivery</dt>
            <dd>{formatCalendarDate(order.estimatedDelivery)}</dd>
          </div>
        )}
        <div>
          <dt>Payment</dt>
          <dd>
            {payment}
            {order.onlinePaymentOption && ` (${order.onlinePaymentOption})`}
            <PaymentState order={order} />
          </dd>
        </div>
        <div>
          <dt>Ship to</dt>
          <dd>
            {address.firstName} {address.lastName}
            <br />
            {address.address}, {address.city} {address.postCode}, {address.country}
            <br />
            {address.mobileNumber} · {address.email}
          </dd>
        </div>
      </dl>

      <h3 className="order-details__heading">Books</h3>
      <OrderLines items={order.items} />
      <OrderTotals totals={{ subtotal: order.subtotal, taxes: order.taxes, shippingFee: order.shippingFee, total: order.totalPrice }} />
    </Dialog>
  );
}
