/** Order statuses of spec section 4, their customer messages and the moves the shop may make. */
export const ORDER_STATUSES = [
  'pending',
  'confirmed',
  'processing',
  'ready_for_shipment',
  'shipped',
  'out_for_delivery',
  'delivered',
  'cancelled',
  'refunded',
  'partially_refunded',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const ORDER_STATUS_MESSAGES: Record<OrderStatus, string> = {
  pending: 'Your order is pending confirmation.',
  confirmed: 'has been confirmed',
  processing: 'is being processed',
  ready_for_shipment: 'is ready for shipment',
  shipped: 'has been shipped',
  out_for_delivery: 'is out for delivery',
  delivered: 'has been delivered',
  cancelled: 'has been cancelled',
  refunded: 'has been refunded',
  partially_refunded: 'has been partially refunded',
};

export const UNKNOWN_ORDER_STATUS_MESSAGE = 'Your order status is unknown.';

/** Keys the web maps to an icon and a colour; kept here so the status list lives in one place. */
export const ORDER_STATUS_TONES: Record<OrderStatus, 'waiting' | 'active' | 'transit' | 'done' | 'stopped' | 'money'> = {
  pending: 'waiting',
  confirmed: 'active',
  processing: 'active',
  ready_for_shipment: 'active',
  shipped: 'transit',
  out_for_delivery: 'transit',
  delivered: 'done',
  cancelled: 'stopped',
  refunded: 'money',
  partially_refunded: 'money',
};

/** The one transition table; the API refuses any other move. */
export const ORDER_STATUS_TRANSITIONS: Record<OrderStatus, readonly OrderStatus[]> = {
  pending: ['confirmed', 'cancelled'],
  confirmed: ['processing', 'cancelled'],
  processing: ['ready_for_shipment'],
  ready_for_shipment: ['shipped'],
  shipped: ['out_for_delivery', 'delivered'],
  out_for_delivery: ['delivered'],
  delivered: ['refunded', 'partially_refunded'],
  cancelled: [],
  refunded: [],
  partially_refunded: [],
};

/**
 * Orders the shop can no longer act on: the final statuses of the table, which no move leaves
 * (cancelled, refunded, partially_refunded). A payment proof on them can no longer be sent or reviewed,
 * and it no longer waits on the dashboard.
 */
export const CLOSED_ORDER_STATUSES: readonly OrderStatus[] = ORDER_STATUSES.filter((status) => ORDER_STATUS_TRANSITIONS[status].length === 0);

export const isClosedOrderStatus = (status: string): boolean => (CLOSED_ORDER_STATUSES as readonly string[]).includes(status);

export function canTransition(from: OrderStatus, to: OrderStatus): boolean {
  return ORDER_STATUS_TRANSITIONS[from].includes(to);
}

export function orderStatusMessage(status: string): string {
  return Object.hasOwn(ORDER_STATUS_MESSAGES, status) ? ORDER_STATUS_MESSAGES[status as OrderStatus] : UNKNOWN_ORDER_STATUS_MESSAGE;
}

/** The first 8 characters of an order's id, upper case ('AB12CD34'): the number orders were quoted by before KG- numbers, still found by the searches. */
export const shortOrderId = (orderId: string): string => orderId.slice(0, 8).toUpperCase();

/**
 * The customer message of a status as a whole sentence (spec "Order status messages"): 'pending' and
 * unknown statuses already are one ('Your order is pending confirmation.'); the others complete
 * 'Your order …' ('Your order has been shipped.'), naming the order when its number is given, as a mail
 * does ('Your order KG-10234 has been shipped.').
 */
export function orderStatusSentence(status: string, orderNumber?: string): string {
  const message = orderStatusMessage(status);
  if (/^[A-Z]/.test(message)) return message;
  return orderNumber ? `Your order ${orderNumber} ${message}.` : `Your order ${message}.`;
}

/** 'ready_for_shipment' -> 'READY FOR SHIPMENT' (the badge label). */
export function orderStatusLabel(status: string): string {
  return status.replace(/_/g, ' ').toUpperCase();
}
