import {
  CLOSED_ORDER_STATUSES,
  ORDER_STATUSES,
  ORDER_STATUS_TRANSITIONS,
  canTransition,
  isClosedOrderStatus,
  orderStatusLabel,
  orderStatusMessage,
  orderStatusSentence,
  shortOrderId,
} from './order-status';
import { canTrackOrder } from './orders.schemas';

describe('order statuses', () => {
  it('when a known status is shown, then its customer message is used', () => {
    expect(orderStatusMessage('pending')).toBe('Your order is pending confirmation.');
    expect(orderStatusMessage('out_for_delivery')).toBe('is out for delivery');
    expect(orderStatusMessage('partially_refunded')).toBe('has been partially refunded');
  });

  it('when the status is unknown, then "Your order status is unknown."', () => {
    expect(orderStatusMessage('lost_in_space')).toBe('Your order status is unknown.');
    expect(orderStatusMessage('constructor')).toBe('Your order status is unknown.');
  });

  it('when a badge is drawn, then the label is upper case with spaces for underscores', () => {
    expect(orderStatusLabel('ready_for_shipment')).toBe('READY FOR SHIPMENT');
  });

  it('when an order moves forward along the table, then the move is allowed', () => {
    expect(canTransition('pending', 'confirmed')).toBe(true);
    expect(canTransition('shipped', 'delivered')).toBe(true);
    expect(canTransition('delivered', 'refunded')).toBe(true);
  });

  it('when a move skips back or leaves a final status, then it is refused', () => {
    expect(canTransition('shipped', 'pending')).toBe(false);
    expect(canTransition('pending', 'delivered')).toBe(false);
    for (const to of ORDER_STATUSES) expect(canTransition('cancelled', to)).toBe(false);
  });
});

describe('canTrackOrder', () => {
  it('when the tracking id or courier is missing, then tracking cannot open', () => {
    expect(canTrackOrder({ trackingId: 'TCS123', shippingMethod: 'tcs' })).toBe(true);
    expect(canTrackOrder({ trackingId: null, shippingMethod: 'tcs' })).toBe(false);
    expect(canTrackOrder({ trackingId: 'TCS123', shippingMethod: null })).toBe(false);
  });
});

describe('closed orders', () => {
  it('when the transition table is read, then the closed statuses are exactly cancelled, refunded and partially refunded', () => {
    expect([...CLOSED_ORDER_STATUSES].sort()).toEqual(['cancelled', 'partially_refunded', 'refunded']);
  });

  it('when an order is closed, then no move leaves it, and every open status has a move', () => {
    for (const status of ORDER_STATUSES) {
      expect(isClosedOrderStatus(status)).toBe(ORDER_STATUS_TRANSITIONS[status].length === 0);
      if (isClosedOrderStatus(status)) for (const to of ORDER_STATUSES) expect(canTransition(status, to)).toBe(false);
    }
    expect(isClosedOrderStatus('lost')).toBe(false);
  });
});

describe('orderStatusSentence', () => {
  const orderId = 'ab12cd34-0000-4000-8000-000000000000';

  it('when a status completes "Your order …", then it becomes a sentence, naming the order when its number is given', () => {
    expect(orderStatusSentence('shipped')).toBe('Your order has been shipped.');
    expect(orderStatusSentence('ready_for_shipment')).toBe('Your order is ready for shipment.');
    expect(orderStatusSentence('shipped', 'KG-10234')).toBe('Your order KG-10234 has been shipped.');
    expect(orderStatusSentence('partially_refunded', 'KG-10234')).toBe('Your order KG-10234 has been partially refunded.');
  });

  it('when the message already is a sentence (pending, unknown), then it is kept word for word, with or without a number', () => {
    expect(orderStatusSentence('pending')).toBe('Your order is pending confirmation.');
    expect(orderStatusSentence('pending', 'KG-10234')).toBe('Your order is pending confirmation.');
    expect(orderStatusSentence('lost_in_space', 'KG-10234')).toBe('Your order status is unknown.');
  });

  it('when an old-style short id is needed, then it is the first 8 characters of the id in upper case', () => {
    expect(shortOrderId(orderId)).toBe('AB12CD34');
  });
});
