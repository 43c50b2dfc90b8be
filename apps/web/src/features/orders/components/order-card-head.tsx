import { orderStatusLabel, orderStatusSentence, type Order } from '@bookstore/contracts';
import { formatPlacedDate } from '../format';
import { StatusIcon } from './status-icon';

interface OrderCardHeadProps {
  order: Pick<Order, 'status' | 'createdAt'>;
  /** 'Order KG-10234': the order's number, the same on every page, mail and message. */
  title: string;
  headingId: string;
  /** h3 in a list of orders, h2 when the order is the page. */
  level: 2 | 3;
}

/** The top of an order card: status icon, 'Order KG-…', the date placed, the status badge and its sentence. */
export function OrderCardHead({ order, title, headingId, level }: OrderCardHeadProps) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <>
      <header className="order-card__header">
        <span className="order-card__icon">
          <StatusIcon status={order.status} />
        </span>
        <div className="order-card__heading">
          <Heading id={headingId} className="order-card__id">
            {title}
          </Heading>
          <p className="order-card__date">Placed on {formatPlacedDate(order.createdAt)}</p>
        </div>
        <span className="order-badge" data-testid="order-status-badge">
          {orderStatusLabel(order.status)}
        </span>
      </header>
      <p className="order-card__message">{orderStatusSentence(order.status)}</p>
    </>
  );
}
