import { cartRoutes, MESSAGES } from '@bookstore/contracts';
import { Router } from 'express';
import { currentUser, sessionClaims, type Sessions } from '../../lib/auth/session';
import { AppError } from '../../lib/errors';
import { route } from '../../lib/route';
import type { CartService } from './cart.service';

/** The signed-in user's cart. The user always comes from the session; a path id of anyone else is refused. */
export function cartRouter(service: CartService, sessions: Sessions): Router {
  const router = Router();
  const auth = [sessions.requireUser];
  route(router, cartRoutes.get, auth, async ({ params }, _req, res) => {
    const user = currentUser(res);
    if (params.userId !== user.id) throw new AppError('FORBIDDEN');
    return { success: true, cart: await service.getCart(user.id) };
  });
  // adding checks the session row itself, in the statement that reads the book
  route(router, cartRoutes.add, [sessions.requireSessionToken], async ({ body }, _req, res) => ({
    success: true,
    message: MESSAGES.cart.added,
    cart: await service.add(sessionClaims(res), body),
  }));
  route(router, cartRoutes.update, auth, async ({ body }, _req, res) => ({
    success: true,
    message: MESSAGES.cart.updated,
    cart: await service.update(currentUser(res).id, body),
  }));
  route(router, cartRoutes.remove, auth, async ({ body }, _req, res) => ({
    success: true,
    message: MESSAGES.cart.removed,
    cart: await service.remove(currentUser(res).id, body),
  }));
  return router;
}
