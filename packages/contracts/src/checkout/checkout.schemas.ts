import { z } from 'zod';
import { successResponse } from '../common/envelope';
import { CHECKOUT_COUNTRIES } from '../common/constants';
import { idRule, mobileRule, requiredText } from '../common/fields';
import { MESSAGES } from '../common/messages';
import { singleLineString } from '../common/text';
import { emailRule } from '../auth/rules';
import { formatRule, quantityRule } from '../cart/cart.schemas';
import { ONLINE_PAYMENT_OPTIONS, PAYMENT_METHODS } from './payments';

const C = MESSAGES.checkout;

/**
 * The checkout form (spec sections 3 and 5), used by the place-order form and, with the items, by the API.
 * Each field reports its 'required' text whether it is missing or malformed; an over-long value reports
 * 'Please fill in all required fields correctly'.
 */
export const checkoutFormShape = {
  firstName: requiredText(C.firstNameRequired, 50, C.fillAllFields),
  lastName: requiredText(C.lastNameRequired, 50, C.fillAllFields),
  email: emailRule(C.emailRequired),
  address: requiredText(C.addressRequired, 300, C.fillAllFields, { multiLine: true }),
  city: requiredText(C.cityRequired, 100, C.fillAllFields),
  postCode: requiredText(C.postCodeRequired, 20, C.fillAllFields),
  country: z.enum(CHECKOUT_COUNTRIES, { error: C.countryRequired }),
  mobileNumber: mobileRule(C.mobileRequired),
  paymentMethod: z.enum(PAYMENT_METHODS, { error: C.fillAllFields }).default('cod'),
  /** '' or null when none is chosen (a cleared radio group); the server ignores it for cod. */
  onlinePaymentOption: z
    .union([z.enum(ONLINE_PAYMENT_OPTIONS), z.literal('')], { error: C.paymentOptionRequired })
    .nullish()
    .transform((option) => option || null),
  /** Copy these details into the profile after the order. */
  saveInfo: z.boolean({ error: C.fillAllFields }).default(true),
};

/** Online payments need a manual option ('Please select a payment option'); cod ignores it. */
const requirePaymentOption = (() => {
  const check = (value: { paymentMethod?: unknown; onlinePaymentOption?: unknown }) =>
    value.paymentMethod !== 'online' || Boolean(value.onlinePaymentOption);
  const params = {
    message: C.paymentOptionRequired,
    path: ['onlinePaymentOption'],
    when: (payload: { value: unknown }) => typeof payload.value === 'object' && payload.value !== null,
  };
  return [check, params] as const;
})();

export const checkoutFormSchema = z.object(checkoutFormShape).refine(...requirePaymentOption);
export type CheckoutFormValues = z.input<typeof checkoutFormSchema>;
export type CheckoutForm = z.output<typeof checkoutFormSchema>;

/** A line sent to checkout: prices are never taken from the client. */
export const checkoutItemSchema = z.object({
  productId: idRule(MESSAGES.product.notFound),
  quantity: quantityRule,
  format: formatRule,
});
export type CheckoutItem = z.infer<typeof checkoutItemSchema>;

const checkoutItems = z.array(checkoutItemSchema, { error: C.emptyCart }).min(1, C.emptyCart).max(100, C.fillAllFields);
/** Sent by the web for compatibility; the server computes its own taxes and shipping fee. */
const ignoredAmount = z.number().nonnegative().optional();

export const calculateCheckoutBodySchema = z.object({
  items: checkoutItems,
  taxes: ignoredAmount,
  shippingFee: ignoredAmount,
});
export type CalculateCheckoutBody = z.infer<typeof calculateCheckoutBodySchema>;

export const checkoutLineSchema = z.object({
  productId: z.string(),
  productName: z.string(),
  productImage: z.string(),
  format: z.string(),
  quantity: z.number().int(),
  /** Unit price, rupees. */
  price: z.number(),
  originalPrice: z.number().nullable(),
});
export type CheckoutLine = z.infer<typeof checkoutLineSchema>;

/** The checkout calculation (spec section 3); amounts in rupees, total = subtotal + 2 % tax + flat shipping. */
export const checkoutCalculationSchema = successResponse({
  subtotal: z.number(),
  taxes: z.number(),
  shippingFee: z.number(),
  total: z.number(),
  items: z.array(checkoutLineSchema),
});
export type CheckoutCalculation = z.infer<typeof checkoutCalculationSchema>;

/** Header the web sends with one fresh value per checkout attempt: a retry or double-click with the same key returns the same order. */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
export const idempotencyKeyRule = singleLineString(MESSAGES.general.invalidRequest)
  .trim()
  .min(1, MESSAGES.general.invalidRequest)
  .max(100, MESSAGES.general.invalidRequest);

/**
 * The form plus the lines. A repeated idempotency key (the `Idempotency-Key` header, or this body field
 * for clients that cannot set headers) returns the order already placed.
 */
export const processCheckoutBodySchema = z
  .object({
    ...checkoutFormShape,
    items: checkoutItems,
    taxes: ignoredAmount,
    shippingFee: ignoredAmount,
    idempotencyKey: idempotencyKeyRule.optional(),
  })
  .refine(...requirePaymentOption);
export type ProcessCheckoutBody = z.infer<typeof processCheckoutBodySchema>;
export type ProcessCheckoutInput = z.input<typeof processCheckoutBodySchema>;

export const processCheckoutResponseSchema = successResponse({
  order: z.object({ id: z.string(), orderNumber: z.string() }),
  message: z.string(),
});
export type ProcessCheckoutResponse = z.infer<typeof processCheckoutResponseSchema>;

/** Multipart text fields of upload-proof; the screenshot travels as the file field 'proof'. */
export const uploadProofBodySchema = z.object({ orderId: idRule(C.proofFieldsRequired) });
export type UploadProofBody = z.infer<typeof uploadProofBodySchema>;

export const uploadProofResponseSchema = successResponse({ message: z.string() });
export type UploadProofResponse = z.infer<typeof uploadProofResponseSchema>;
