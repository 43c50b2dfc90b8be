import { z } from 'zod';
import { paginationSchema } from '../catalog/catalog.schemas';
import { ONLINE_PAYMENT_OPTIONS, PAYMENT_METHODS, PAYMENT_STATUSES, PROOF_STATUSES } from '../checkout/payments';
import { defineEndpoint } from '../common/endpoint';
import { binaryFileResponseSchema, successResponse } from '../common/envelope';
import { idRule } from '../common/fields';
import { MESSAGES } from '../common/messages';
import { blankToUndefined, optionalQueryText } from '../common/query';
import { multiLineString, singleLineString } from '../common/text';
import { COURIER_IDS } from '../orders/couriers';
import { ORDER_STATUSES, type OrderStatus } from '../orders/order-status';
import { orderAddressSchema } from '../orders/orders.schemas';

/** The back office's orders: pipeline, proof review and shipping. Amounts are rupees; ids are uuids. */

const invalid = MESSAGES.general.invalidRequest;

/** The shop's clock: day boundaries of filters, the dashboard and "not in the past" follow Pakistan time. */
export const STORE_TIME_ZONE = 'Asia/Karachi';

/** 'YYYY-MM-DD' of `date` on the shop's calendar. */
export function storeDate(date: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: STORE_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(date);
}

/** True for a real calendar date written 'YYYY-MM-DD'. */
export function isIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const parsed = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === value;
}

/** 'ready_for_shipment' -> 'ready for shipment' (inside sentences). */
export const orderStatusWords = (status: string) => status.replace(/_/g, ' ');

export const ADMIN_ORDER_MESSAGES = {
  statusUpdated: 'Order status updated',
  proofApproved: 'Payment proof approved',
  proofRejected: 'Payment proof rejected',
  shippingSaved: 'Shipping details saved',
  orderNotFound: 'Order not found',
  proofNotFound: MESSAGES.orders.proofNotFound,
  proofAlreadyReviewed: 'This payment proof has already been reviewed.',
  proofOrderClosed: 'This order is closed; its payment proof can no longer be reviewed.',
  rejectReasonRequired: 'Please give a reason of 3 to 300 characters.',
  noteTooLong: 'The note must not exceed 500 characters.',
  courierRequired: 'Choose a courier for this tracking ID.',
  trackingIdTooLong: 'The tracking ID must not exceed 100 characters.',
  invalidDate: 'Enter the date as YYYY-MM-DD.',
  estimatedDeliveryPast: 'The estimated delivery cannot be in the past.',
  dateRangeReversed: 'The start date must be on or before the end date.',
  illegalTransition: (from: string, to: string) =>
    from === to
      ? `This order is already ${orderStatusWords(from)}.`
      : `This order cannot move from ${orderStatusWords(from)} to ${orderStatusWords(to)}.`,
  shippingClosed: (status: string) => `Shipping details cannot be changed on a ${orderStatusWords(status)} order.`,
} as const;

/** The notes of an order's history (the back office's order detail lists them), written by the API. */
export const ORDER_EVENT_NOTES = {
  placed: 'Order placed',
  proofUploaded: 'Payment proof uploaded',
  proofReplaced: 'Payment proof replaced',
  proofApproved: ADMIN_ORDER_MESSAGES.proofApproved,
  proofRejected: (reason: string) => `${ADMIN_ORDER_MESSAGES.proofRejected}: ${reason}`,
} as const;

/** Statuses whose shipping details may be set or corrected. */
export const SHIPPING_EDITABLE_STATUSES: readonly OrderStatus[] = [
  'confirmed',
  'processing',
  'ready_for_shipment',
  'shipped',
  'out_for_delivery',
  'delivered',
];

export const ADMIN_PAGE_SIZE = { default: 20, max: 100 } as const;

/** A whole number 1..max from the query string; blank or absent means `fallback`. */
export const adminPageNumber = (fallback: number, max: number) =>
  z.preprocess(blankToUndefined, z.coerce.number({ error: invalid }).int(invalid).min(1, invalid).max(max, invalid).default(fallback));

/** `?page&limit` of every back-office list. */
export const adminPageQueryShape = {
  page: adminPageNumber(1, 100_000),
  limit: adminPageNumber(ADMIN_PAGE_SIZE.default, ADMIN_PAGE_SIZE.max),
};

const optionalEnumQuery = <T extends readonly [string, ...string[]]>(values: T) =>
  z.preprocess(blankToUndefined, z.enum(values, { error: invalid }).optional());

const optionalDateQuery = z.preprocess(
  blankToUndefined,
  singleLineString(ADMIN_ORDER_MESSAGES.invalidDate).trim().refine(isIsoDate, ADMIN_ORDER_MESSAGES.invalidDate).optional(),
);

/** `GET /api/admin/orders` filters; `from`/`to` are inclusive days of the shop's calendar. */
export const adminOrdersQuerySchema = z
  .object({
    status: optionalEnumQuery(ORDER_STATUSES),
    paymentMethod: optionalEnumQuery(PAYMENT_METHODS),
    /** 'waiting': only orders with a payment proof nobody has reviewed yet. */
    proof: optionalEnumQuery(['waiting'] as const),
    from: optionalDateQuery,
    to: optionalDateQuery,
    /** Order number ('KG-10234' or '10234'), order id (whole or its first 8 characters), customer name, phone or e-mail. */
    search: optionalQueryText,
    ...adminPageQueryShape,
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    message: ADMIN_ORDER_MESSAGES.dateRangeReversed,
    path: ['to'],
  });
export type AdminOrdersQuery = z.infer<typeof adminOrdersQuerySchema>;
export type AdminOrdersQueryInput = z.input<typeof adminOrdersQuerySchema>;

/** One row of the orders table. `orderNumber` is what shop and customer quote ('KG-10234'); `shortId` the id's first 8 characters, upper-cased. */
export const adminOrderSummarySchema = z.object({
  id: z.string(),
  orderNumber: z.string(),
  shortId: z.string(),
  createdAt: z.string(),
  status: z.enum(ORDER_STATUSES),
  customerName: z.string(),
  email: z.string(),
  mobileNumber: z.string(),
  city: z.string(),
  /** Copies over all lines. */
  itemCount: z.number().int(),
  total: z.number(),
  paymentMethod: z.enum(PAYMENT_METHODS),
  onlinePaymentOption: z.enum(ONLINE_PAYMENT_OPTIONS).nullable(),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  /** A payment proof waits for review (payment 'pending_review' on an order that is still open). */
  proofWaiting: z.boolean(),
  shippingMethod: z.enum(COURIER_IDS).nullable(),
  trackingId: z.string().nullable(),
  /**
   * Placed without an account (guest checkout, docs/guest-checkout.md); stays true once an account with
   * the order's e-mail claimed it.
   */
  isGuest: z.boolean(),
});
export type AdminOrderSummary = z.infer<typeof adminOrderSummarySchema>;

/** Orders per status over the other filters (the status tabs), plus `all`. */
export const adminOrderCountsSchema = z.object({
  all: z.number().int(),
  ...(Object.fromEntries(ORDER_STATUSES.map((status) => [status, z.number().int()])) as Record<OrderStatus, z.ZodNumber>),
});
export type AdminOrderCounts = z.infer<typeof adminOrderCountsSchema>;

export const adminOrdersListResponseSchema = successResponse({
  orders: z.array(adminOrderSummarySchema),
  pagination: paginationSchema,
  counts: adminOrderCountsSchema,
});
export type AdminOrdersListResponse = z.infer<typeof adminOrdersListResponseSchema>;

/** A line as sold; productId is null once the book left the catalogue. Prices are unit prices. */
export const adminOrderItemSchema = z.object({
  productId: z.string().nullable(),
  name: z.string(),
  image: z.string(),
  format: z.string(),
  quantity: z.number().int(),
  price: z.number(),
  originalPrice: z.number().nullable(),
  lineTotal: z.number(),
});
export type AdminOrderItem = z.infer<typeof adminOrderItemSchema>;

export const adminPersonRefSchema = z.object({ id: z.string(), name: z.string() });

export const adminProofSchema = z.object({
  id: z.string(),
  /**
   * Where an admin's browser loads the screenshot: the API path of `adminOrdersRoutes.proofImage`
   * (same origin, the session cookie authorises it), never the file's storage address.
   */
  url: z.string(),
  status: z.enum(PROOF_STATUSES),
  rejectReason: z.string().nullable(),
  createdAt: z.string(),
  reviewedAt: z.string().nullable(),
  reviewedBy: adminPersonRefSchema.nullable(),
});
export type AdminProof = z.infer<typeof adminProofSchema>;

/** One entry of the order's timeline; `actor` is null for the customer's own steps or a removed account. */
export const adminOrderEventSchema = z.object({
  id: z.string(),
  actor: adminPersonRefSchema.nullable(),
  fromStatus: z.enum(ORDER_STATUSES).nullable(),
  toStatus: z.enum(ORDER_STATUSES).nullable(),
  note: z.string(),
  createdAt: z.string(),
});
export type AdminOrderEvent = z.infer<typeof adminOrderEventSchema>;

export const adminOrderDetailSchema = adminOrderSummarySchema.extend({
  items: z.array(adminOrderItemSchema),
  /** The account that placed the order; null once it was deleted. */
  customer: z.object({ id: z.string(), name: z.string(), email: z.string() }).nullable(),
  shippingAddress: orderAddressSchema,
  subtotal: z.number(),
  tax: z.number(),
  shippingFee: z.number(),
  estimatedDelivery: z.string().nullable(),
  /** Oldest first. */
  proofs: z.array(adminProofSchema),
  /** Oldest first. */
  events: z.array(adminOrderEventSchema),
  /** The moves the transition table allows from the current status. */
  allowedStatuses: z.array(z.enum(ORDER_STATUSES)),
  /** The courier's tracking page when both courier and tracking id are known and the courier has one. */
  trackingUrl: z.string().nullable(),
});
export type AdminOrderDetail = z.infer<typeof adminOrderDetailSchema>;

export const adminOrderResponseSchema = successResponse({ order: adminOrderDetailSchema });
export type AdminOrderResponse = z.infer<typeof adminOrderResponseSchema>;

export const adminOrderUpdatedResponseSchema = successResponse({ message: z.string(), order: adminOrderDetailSchema });
export type AdminOrderUpdatedResponse = z.infer<typeof adminOrderUpdatedResponseSchema>;

export const adminOrderParamsSchema = z.object({ orderId: idRule() });
export const adminProofParamsSchema = z.object({ orderId: idRule(), proofId: idRule() });

/** Optional free text kept on the timeline. */
const noteRule = multiLineString(ADMIN_ORDER_MESSAGES.noteTooLong).trim().max(500, ADMIN_ORDER_MESSAGES.noteTooLong);

export const adminOrderStatusBodySchema = z.object({
  status: z.enum(ORDER_STATUSES, { error: invalid }),
  note: noteRule.optional().default(''),
});
export type AdminOrderStatusBody = z.infer<typeof adminOrderStatusBodySchema>;
export type AdminOrderStatusInput = z.input<typeof adminOrderStatusBodySchema>;

export const adminProofRejectBodySchema = z.object({
  reason: multiLineString(ADMIN_ORDER_MESSAGES.rejectReasonRequired)
    .trim()
    .min(3, ADMIN_ORDER_MESSAGES.rejectReasonRequired)
    .max(300, ADMIN_ORDER_MESSAGES.rejectReasonRequired),
});
export type AdminProofRejectBody = z.infer<typeof adminProofRejectBodySchema>;

/**
 * Courier, tracking id and estimated delivery. Blank (or null, or absent) clears a field; a tracking id needs
 * a courier. The API also refuses an estimated delivery before today (unless it is the date already saved).
 */
export const adminShippingBodySchema = z
  .object({
    shippingMethod: z
      .union([z.enum(COURIER_IDS), z.literal('')], { error: invalid })
      .nullish()
      .transform((courier) => courier || null),
    trackingId: singleLineString(invalid)
      .trim()
      .max(100, ADMIN_ORDER_MESSAGES.trackingIdTooLong)
      .nullish()
      .transform((id) => id || null),
    estimatedDelivery: singleLineString(ADMIN_ORDER_MESSAGES.invalidDate)
      .trim()
      .refine((day) => day === '' || isIsoDate(day), ADMIN_ORDER_MESSAGES.invalidDate)
      .nullish()
      .transform((day) => day || null),
  })
  .refine((body) => !body.trackingId || Boolean(body.shippingMethod), {
    message: ADMIN_ORDER_MESSAGES.courierRequired,
    path: ['shippingMethod'],
  });
export type AdminShippingBody = z.infer<typeof adminShippingBodySchema>;
export type AdminShippingInput = z.input<typeof adminShippingBodySchema>;

export const adminOrdersRoutes = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/admin/orders',
    query: adminOrdersQuerySchema,
    response: adminOrdersListResponseSchema,
  }),
  detail: defineEndpoint({
    method: 'GET',
    path: '/api/admin/orders/:orderId',
    params: adminOrderParamsSchema,
    response: adminOrderResponseSchema,
  }),
  updateStatus: defineEndpoint({
    method: 'POST',
    path: '/api/admin/orders/:orderId/status',
    params: adminOrderParamsSchema,
    body: adminOrderStatusBodySchema,
    response: adminOrderUpdatedResponseSchema,
  }),
  approveProof: defineEndpoint({
    method: 'POST',
    path: '/api/admin/orders/:orderId/proofs/:proofId/approve',
    params: adminProofParamsSchema,
    response: adminOrderUpdatedResponseSchema,
  }),
  rejectProof: defineEndpoint({
    method: 'POST',
    path: '/api/admin/orders/:orderId/proofs/:proofId/reject',
    params: adminProofParamsSchema,
    body: adminProofRejectBodySchema,
    response: adminOrderUpdatedResponseSchema,
  }),
  /** The screenshot of one proof, streamed by the API to admins (`AdminProof.url` points here). */
  proofImage: defineEndpoint({
    method: 'GET',
    path: '/api/admin/orders/:orderId/proofs/:proofId/image',
    binary: true,
    params: adminProofParamsSchema,
    response: binaryFileResponseSchema,
  }),
  updateShipping: defineEndpoint({
    method: 'PUT',
    path: '/api/admin/orders/:orderId/shipping',
    params: adminOrderParamsSchema,
    body: adminShippingBodySchema,
    response: adminOrderUpdatedResponseSchema,
  }),
};
