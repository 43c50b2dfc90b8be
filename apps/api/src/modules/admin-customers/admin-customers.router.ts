import { adminCustomersRoutes } from '@bookstore/contracts';
import { Router } from 'express';
import type { Sessions } from '../../lib/auth/session';
import { route } from '../../lib/route';
import type { AdminCustomersService } from './admin-customers.service';

/** /api/admin/customers: admins only. */
export function adminCustomersRouter(service: AdminCustomersService, sessions: Sessions): Router {
  const router = Router();
  const admin = [sessions.requireAdmin];
  route(router, adminCustomersRoutes.list, admin, async ({ query }) => ({ success: true, ...(await service.list(query)) }));
  route(router, adminCustomersRoutes.detail, admin, async ({ params }) => ({ success: true, ...(await service.detail(params.userId)) }));
  return router;
}
