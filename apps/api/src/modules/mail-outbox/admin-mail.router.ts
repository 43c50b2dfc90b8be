import { ADMIN_MAIL_MESSAGES as M, adminMailRoutes } from '@bookstore/contracts';
import { Router } from 'express';
import type { Sessions } from '../../lib/auth/session';
import { route } from '../../lib/route';
import type { AdminMailService } from './admin-mail.service';

/** /api/admin/mail: admins only. */
export function adminMailRouter(service: AdminMailService, sessions: Sessions): Router {
  const router = Router();
  const admin = [sessions.requireAdmin];
  route(router, adminMailRoutes.list, admin, async ({ query }) => ({ success: true, ...(await service.list(query)) }));
  route(router, adminMailRoutes.retry, admin, async ({ params }) => ({ success: true, message: M.retried, mail: await service.retry(params.mailId) }));
  return router;
}
