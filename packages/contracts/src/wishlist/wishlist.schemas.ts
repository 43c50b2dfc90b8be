import { z } from 'zod';
import { productSchema } from '../catalog/catalog.schemas';
import { successResponse } from '../common/envelope';
import { idRule } from '../common/fields';

/** A signed-in shopper's wishlist holds at most this many books ('Wishlist is full'); guests keep 10. */
export const SERVER_WISHLIST_MAX = 100;

export const wishlistItemSchema = z.object({
  productId: z.string(),
  product: productSchema,
});
export type WishlistItem = z.infer<typeof wishlistItemSchema>;

/** Every wishlist call answers with the whole wishlist as it now is. */
export const wishlistResponseSchema = successResponse({ wishlist: z.object({ items: z.array(wishlistItemSchema) }) });
export type WishlistResponse = z.infer<typeof wishlistResponseSchema>;

/** Body of add and remove. */
export const wishlistProductBodySchema = z.object({ productId: idRule() });
export type WishlistProductBody = z.infer<typeof wishlistProductBodySchema>;
