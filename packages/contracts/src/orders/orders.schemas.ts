import { z } from 'zod';
import { paginationSchema } from '../catalog/catalog.schemas';
import { successResponse } from '../common/envelope';
import { idRule } from '../common/fields';
import { MESSAGES } from '../common/messages';
import { blankToUndefined } from '../common/query';
import { ONLINE_PAYMENT_OPTIONS, PAYMENT_METHODS, PAYMENT_STATUSES } from '../checkout/payments';
import { COURIER_IDS } from './couriers';
import { ORDER_STATUSES } from './order-status';

/** Where the order goes, as entered at checkout. */
export const orderAddressSchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  mobileNumber: z.string(),
  address: z.string(),
  city: z.string(),
  postCode: z.string(),
  country: z.string(),
});
export type OrderAddress = z.infer<typeof orderAddressSchema>;

/** A line as sold: price is the unit price in rupees; productId is null once the book left the catalogue. */
export const orderItemSchema = z.object({
  productId: z.string().nullable(),
  quantity: z.number().int(),
  price: z.number(),
  format: z.string(),
  product: z.object({ name: z.string(), image: z.string() }),
});
export type OrderItem = z.infer<typeof orderItemSchema>;

/** An order (spec section 3). Amounts are rupees; `createdAt` is an ISO timestamp, `estimatedDelivery` a date. */
export const orderSchema = z.object({
  id: z.string(),
  /** What the shopper and the shop quote ('KG-10234', order-number.ts); unique. */
  orderNumber: z.string(),
  status: z.enum(ORDER_STATUSES),
  createdAt: z.string(),
  estimatedDelivery: z.string().nullable(),
  trackingId: z.string().nullable(),
  shippingMethod: z.enum(COURIER_IDS).nullable(),
  shippingAddress: orderAddressSchema,
  paymentMethod: z.enum(PAYMENT_METHODS),
  onlinePaymentOption: z.enum(ONLINE_PAYMENT_OPTIONS).nullable(),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  /** Why the shop refused the latest payment proof, while the payment is 'rejected'; otherwise null. */
  paymentRejectReason: z.string().nullable(),
  totalPrice: z.number(),
  subtotal: z.number(),
  taxes: z.number(),
  shippingFee: z.number(),
  items: z.array(orderItemSchema),
});
export type Order = z.infer<typeof orderSchema>;

/** Orders per page of GET /api/orders/get: the default covers a customer's whole history in practice. */
export const ORDERS_PAGE_SIZE = { default: 50, max: 100 } as const;

const invalid = MESSAGES.general.invalidRequest;
/** A whole number 1..max from the query string; blank or absent means `fallback`; anything else 'Invalid request'. */
const pageNumber = (fallback: number, max: number) =>
  z.preprocess(blankToUndefined, z.coerce.number({ error: invalid }).int(invalid).min(1, invalid).max(max, invalid).default(fallback));

/** `?page&limit` of the orders list, coerced from strings; blank means the default. */
export const ordersQuerySchema = z.object({
  page: pageNumber(1, 100_000),
  limit: pageNumber(ORDERS_PAGE_SIZE.default, ORDERS_PAGE_SIZE.max),
});
export type OrdersQuery = z.infer<typeof ordersQuerySchema>;
export type OrdersQueryInput = z.input<typeof ordersQuerySchema>;

/** `:orderId` of a customer's own order. */
export const orderParamsSchema = z.object({ orderId: idRule() });
export type OrderParams = z.infer<typeof orderParamsSchema>;

/** The signed-in customer's orders, newest first, one page at a time. */
export const ordersListResponseSchema = successResponse({ orders: z.array(orderSchema), pagination: paginationSchema.optional() });
export type OrdersListResponse = z.infer<typeof ordersListResponseSchema>;

/** Tracking opens only when both the id and the courier are known ('Tracking ID has not been added yet.'). */
export function canTrackOrder(order: Pick<Order, 'trackingId' | 'shippingMethod'>): boolean {
  return Boolean(order.trackingId && order.shippingMethod);
}
