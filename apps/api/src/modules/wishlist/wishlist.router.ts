import { MESSAGES, wishlistRoutes } from '@bookstore/contracts';
import { Router } from 'express';
import { currentUser, type Sessions } from '../../lib/auth/session';
import { AppError } from '../../lib/errors';
import { route } from '../../lib/route';
import type { WishlistService } from './wishlist.service';

/** The signed-in user's wishlist. The user always comes from the session; a path id of anyone else is refused. */
export function wishlistRouter(service: WishlistService, sessions: Sessions): Router {
  const router = Router();
  const auth = [sessions.requireUser];
  route(router, wishlistRoutes.get, auth, async ({ params }, _req, res) => {
    const user = currentUser(res);
    if (params.userId !== user.id) throw new AppError('FORBIDDEN');
    return { success: true, wishlist: await service.getWishlist(user.id) };
  });
  route(router, wishlistRoutes.add, auth, async ({ body }, _req, res) => ({
    success: true,
    wishlist: await service.add(currentUser(res).id, body.productId),
  }));
  route(router, wishlistRoutes.remove, auth, async ({ body }, _req, res) => ({
    success: true,
    message: MESSAGES.wishlist.removed,
    wishlist: await service.remove(currentUser(res).id, body.productId),
  }));
  return router;
}
