import { z } from 'zod';
import { QUANTITY_MAX, QUANTITY_MIN } from '../common/constants';
import { successResponse } from '../common/envelope';
import { idRule } from '../common/fields';
import { MESSAGES } from '../common/messages';
import { singleLineString } from '../common/text';

/** 1 to 10 per line: 'Quantity cannot be less than 1' / 'Maximum quantity is 10'. */
export const quantityRule = z
  .number({ error: MESSAGES.general.invalidRequest })
  .int(MESSAGES.general.invalidRequest)
  .min(QUANTITY_MIN, MESSAGES.cart.quantityMin)
  .max(QUANTITY_MAX, MESSAGES.cart.quantityMax);

/** A book's format (one of its `sizes`); '' when the book has none or none was sent. */
export const formatRule = singleLineString(MESSAGES.general.invalidRequest)
  .trim()
  .max(50, MESSAGES.general.invalidRequest)
  .nullish()
  .transform((format) => format ?? '');

/** The book as a cart line shows it; `image` is the first picture (or ''). Prices are rupees. */
export const cartProductSchema = z.object({
  id: z.string(),
  name: z.string(),
  price: z.number(),
  originalPrice: z.number().nullable(),
  image: z.string(),
  category: z.string(),
});
export type CartProduct = z.infer<typeof cartProductSchema>;

/** A cart line (spec section 3): one per product and format. */
export const cartItemSchema = z.object({
  productId: z.string(),
  format: z.string(),
  quantity: z.number().int(),
  name: z.string(),
  price: z.number(),
  originalPrice: z.number().nullable(),
  image: z.string(),
  category: z.string(),
  product: cartProductSchema,
});
export type CartItem = z.infer<typeof cartItemSchema>;

/** Every cart call answers with the whole cart as it now is. */
export const cartResponseSchema = successResponse({ cart: z.object({ items: z.array(cartItemSchema) }) });
export type CartResponse = z.infer<typeof cartResponseSchema>;

/** Adding a product and format already in the cart increases its quantity (capped at 10). */
export const addToCartBodySchema = z.object({
  productId: idRule(),
  quantity: quantityRule.default(1),
  format: formatRule,
});
export type AddToCartBody = z.infer<typeof addToCartBodySchema>;

export const updateCartBodySchema = z.object({
  productId: idRule(),
  quantity: quantityRule,
  format: formatRule,
});
export type UpdateCartBody = z.infer<typeof updateCartBodySchema>;

export const removeFromCartBodySchema = z.object({
  productId: idRule(),
  format: formatRule,
});
export type RemoveFromCartBody = z.infer<typeof removeFromCartBodySchema>;
