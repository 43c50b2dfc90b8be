import { STORE_SETTINGS_MESSAGES as M, adminSettingsRoutes, storeSettingsRoutes } from '@bookstore/contracts';
import { Router } from 'express';
import { currentUser, type Sessions } from '../../lib/auth/session';
import { route } from '../../lib/route';
import type { StoreSettingsService } from './store-settings.service';

/** /api/admin/settings (admins only) and the public GET /api/store/settings. */
export function storeSettingsRouter(service: StoreSettingsService, sessions: Sessions): Router {
  const router = Router();
  const admin = [sessions.requireAdmin];

  // revalidated on every use (ETag, 304): a save shows at the next page load
  route(router, storeSettingsRoutes.get, async (_input, _req, res) => {
    res.set('Cache-Control', 'no-cache');
    return { success: true, settings: await service.publicView() };
  });

  route(router, adminSettingsRoutes.get, admin, async (_input, _req, res) => {
    res.set('Cache-Control', 'no-store');
    return { success: true, ...(await service.adminView()) };
  });

  route(router, adminSettingsRoutes.save, admin, async ({ body }, _req, res) => {
    const { changed, ...view } = await service.save(currentUser(res), body);
    res.set('Cache-Control', 'no-store');
    return { success: true, message: changed ? M.saved : M.noChanges, ...view };
  });

  return router;
}
