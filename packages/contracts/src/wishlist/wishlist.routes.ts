import { defineEndpoint } from '../common/endpoint';
import { userIdParamsSchema } from '../common/fields';
import { wishlistProductBodySchema, wishlistResponseSchema } from './wishlist.schemas';

/** The signed-in user's wishlist (spec section 7); `userId` must be the session's own. */
export const wishlistRoutes = {
  get: defineEndpoint({
    method: 'GET',
    path: '/api/wishlist/get/:userId',
    params: userIdParamsSchema,
    response: wishlistResponseSchema,
  }),
  add: defineEndpoint({
    method: 'POST',
    path: '/api/wishlist/add',
    body: wishlistProductBodySchema,
    response: wishlistResponseSchema,
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/api/wishlist/remove',
    body: wishlistProductBodySchema,
    response: wishlistResponseSchema,
  }),
};
