import { ORDER_STATUSES, canTransition, orderStatusLabel, orderStatusMessage } from './order-status';
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
