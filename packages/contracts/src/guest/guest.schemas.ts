import { z } from 'zod';
import { emailRule } from '../auth/rules';
import { checkoutFormShape, checkoutItemSchema, idempotencyKeyRule } from '../checkout/checkout.schemas';
import { PAYMENT_METHODS } from '../checkout/payments';
import { successResponse } from '../common/envelope';
import { idRule, mobileRule, requiredText } from '../common/fields';
import { MESSAGES } from '../common/messages';
import { singleLineString } from '../common/text';
import { formatOrderNumber, parseOrderNumber } from '../orders/order-number';
import { orderSchema } from '../orders/orders.schemas';

const C = MESSAGES.checkout;
const G = MESSAGES.guest;

/** Numbers a client may send for its own display; the server computes every amount itself and ignores these. */
const ignoredAmount = z.unknown().optional();

/**
 * POST /api/orders/guest-create: an order without an account (the shape other storefronts already send).
 * Lines may omit `format` (the book's first format is used) and carry `price` (ignored). The spec's checkout
 * rules apply to each field.
 */
export const guestCreateBodySchema = z
  .object({
    guestName: requiredText(G.nameRequired, 100, C.fillAllFields),
    guestEmail: emailRule(C.emailRequired),
    guestPhone: mobileRule(C.mobileRequired),
    shippingAddress: checkoutFormShape.address,
    city: checkoutFormShape.city,
    postCode: checkoutFormShape.postCode,
    country: checkoutFormShape.country,
    items: z
      .array(checkoutItemSchema.extend({ price: ignoredAmount }), { error: C.emptyCart })
      .min(1, C.emptyCart)
      .max(100, C.fillAllFields),
    paymentMethod: z.enum(PAYMENT_METHODS, { error: C.fillAllFields }).default('cod'),
    onlinePaymentOption: checkoutFormShape.onlinePaymentOption,
    totalPrice: ignoredAmount,
    taxes: ignoredAmount,
    shippingFee: ignoredAmount,
    idempotencyKey: idempotencyKeyRule.optional(),
  })
  .refine((value) => value.paymentMethod !== 'online' || Boolean(value.onlinePaymentOption), {
    message: C.paymentOptionRequired,
    path: ['onlinePaymentOption'],
  });
export type GuestCreateBody = z.infer<typeof guestCreateBodySchema>;
export type GuestCreateInput = z.input<typeof guestCreateBodySchema>;

/**
 * The new order: its id (for the proof upload), the number the shop and the guest quote, and the private
 * token of its status page (also mailed as a link: PUBLIC_URL/track-order/<trackingToken>).
 */
export const guestCreateResponseSchema = successResponse({
  message: z.string(),
  order: z.object({ id: z.string(), orderNumber: z.string(), trackingToken: z.string() }),
});
export type GuestCreateResponse = z.infer<typeof guestCreateResponseSchema>;

/** POST /api/checkout/guest-upload-proof: multipart `orderId` and `guestEmail` (must be the order's), file 'proof'. */
export const guestUploadProofBodySchema = z.object({
  orderId: idRule(C.proofFieldsRequired),
  guestEmail: emailRule(C.emailRequired),
});
export type GuestUploadProofBody = z.infer<typeof guestUploadProofBodySchema>;

/** An order as its status page shows it without an account: the address is reduced to name and city. */
export const trackedOrderSchema = orderSchema.extend({
  shippingAddress: z.object({ firstName: z.string(), lastName: z.string(), city: z.string(), country: z.string() }),
});
export type TrackedOrder = z.infer<typeof trackedOrderSchema>;

export const trackedOrderResponseSchema = successResponse({ order: trackedOrderSchema });
export type TrackedOrderResponse = z.infer<typeof trackedOrderResponseSchema>;

/** The private link's token: URL-safe base64 of 32 random bytes. */
export const TRACKING_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
export const trackTokenParamsSchema = z.object({
  token: singleLineString(G.linkInvalid).regex(TRACKING_TOKEN_PATTERN, G.linkInvalid),
});

/** 'KG-10234' (also '10234', 'kg 10234') -> 'KG-10234'; an older 8-hex-digit number -> upper case; else null. */
function normalOrderNumber(value: string): string | null {
  const sequence = parseOrderNumber(value);
  if (sequence !== null) return formatOrderNumber(sequence);
  const old = value.replace(/[\s#]/g, '').toUpperCase();
  return /^[0-9A-F]{8}$/.test(old) ? old : null;
}

/**
 * POST /api/orders/track: the order number ('KG-10234', any case, '#', spaces and the prefix optional; the
 * older 8-character 'AB12CD34' still works) with the e-mail or the mobile number the order was placed with.
 */
export const trackLookupBodySchema = z.object({
  orderNumber: singleLineString(G.lookupFieldsRequired)
    .max(64, G.notFound)
    .transform((value) => normalOrderNumber(value) ?? '')
    .pipe(z.string().min(1, G.notFound)),
  contact: singleLineString(G.lookupFieldsRequired).trim().min(1, G.lookupFieldsRequired).max(254, G.notFound),
});
export type TrackLookupBody = z.infer<typeof trackLookupBodySchema>;
export type TrackLookupInput = z.input<typeof trackLookupBodySchema>;
