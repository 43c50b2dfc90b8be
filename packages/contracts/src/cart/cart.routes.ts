import { defineEndpoint } from '../common/endpoint';
import { userIdParamsSchema } from '../common/fields';
import {
  addToCartBodySchema,
  cartResponseSchema,
  removeFromCartBodySchema,
  updateCartBodySchema,
} from './cart.schemas';

/** The signed-in user's cart (spec section 7); `userId` must be the session's own. */
export const cartRoutes = {
  get: defineEndpoint({
    method: 'GET',
    path: '/api/cart/get/:userId',
    params: userIdParamsSchema,
    response: cartResponseSchema,
  }),
  add: defineEndpoint({ method: 'POST', path: '/api/cart/add', body: addToCartBodySchema, response: cartResponseSchema }),
  update: defineEndpoint({ method: 'PUT', path: '/api/cart/update', body: updateCartBodySchema, response: cartResponseSchema }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/api/cart/remove',
    body: removeFromCartBodySchema,
    response: cartResponseSchema,
  }),
};
