import { ordersRoutes } from '@bookstore/contracts';
import { Router } from 'express';
import { currentUser, type Sessions } from '../../lib/auth/session';
import { route } from '../../lib/route';
import type { OrdersService } from './orders.service';

/** GET /api/orders/get: the caller's own orders. (POST /api/orders/create is checkout's, see modules/checkout.) */
export function ordersRouter(service: OrdersService, sessions: Sessions): Router {
  const router = Router();
  route(router, ordersRoutes.list, [sessions.requireUser], async ({ query }, _req, res) => ({
    success: true,
    ...(await service.list(currentUser(res).id, query)),
  }));
  return router;
}
