import { defineEndpoint } from '../common/endpoint';
import { cartSpecs } from './cart.paths';
import { userIdParamsSchema } from '../common/fields';
import {
  addToCartBodySchema,
  cartResponseSchema,
  removeFromCartBodySchema,
  updateCartBodySchema,
} from './cart.schemas';

/** The signed-in user's cart (spec section 7); `userId` must be the session's own. */
export const cartRoutes = {
  get: defineEndpoint({ ...cartSpecs.get, params: userIdParamsSchema, response: cartResponseSchema }),
  add: defineEndpoint({ ...cartSpecs.add, body: addToCartBodySchema, response: cartResponseSchema }),
  update: defineEndpoint({ ...cartSpecs.update, body: updateCartBodySchema, response: cartResponseSchema }),
  remove: defineEndpoint({ ...cartSpecs.remove, body: removeFromCartBodySchema, response: cartResponseSchema }),
};
