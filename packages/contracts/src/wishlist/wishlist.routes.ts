import { defineEndpoint } from '../common/endpoint';
import { wishlistSpecs } from './wishlist.paths';
import { userIdParamsSchema } from '../common/fields';
import { wishlistProductBodySchema, wishlistResponseSchema } from './wishlist.schemas';

/** The signed-in user's wishlist (spec section 7); `userId` must be the session's own. */
export const wishlistRoutes = {
  get: defineEndpoint({ ...wishlistSpecs.get, params: userIdParamsSchema, response: wishlistResponseSchema }),
  add: defineEndpoint({ ...wishlistSpecs.add, body: wishlistProductBodySchema, response: wishlistResponseSchema }),
  remove: defineEndpoint({
    ...wishlistSpecs.remove,
    body: wishlistProductBodySchema,
    response: wishlistResponseSchema,
  }),
};
