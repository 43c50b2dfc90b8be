import { adminDashboardRoutes } from '@bookstore/contracts';
import { Router } from 'express';
import type { Sessions } from '../../lib/auth/session';
import { route } from '../../lib/route';
import type { AdminDashboardService } from './admin-dashboard.service';

/** GET /api/admin/dashboard: admins only. */
export function adminDashboardRouter(service: AdminDashboardService, sessions: Sessions): Router {
  const router = Router();
  route(router, adminDashboardRoutes.get, [sessions.requireAdmin], async () => ({ success: true, dashboard: await service.get() }));
  return router;
}
