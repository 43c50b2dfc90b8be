import { MESSAGES, reviewsRoutes } from '@bookstore/contracts';
import { Router } from 'express';
import { currentUser, type Sessions } from '../../lib/auth/session';
import { route } from '../../lib/route';
import type { ReviewsService } from './reviews.service';

/** Reading reviews is open to all; writing one needs a session, and the author is always the session's user. */
export function reviewsRouter(service: ReviewsService, sessions: Sessions): Router {
  const router = Router();
  route(router, reviewsRoutes.listForProduct, async ({ params, query }) => ({
    success: true,
    ...(await service.listForProduct(params.productId, query)),
  }));
  route(router, reviewsRoutes.add, [sessions.requireUser], async ({ body }, _req, res) => {
    await service.add(currentUser(res).id, body);
    return { success: true, message: MESSAGES.reviews.submitted };
  });
  return router;
}
