import { STORE_LOGO_FIELD, STORE_LOGO_MAX_BYTES, STORE_SETTINGS_MESSAGES as M, adminSettingsRoutes, storeSettingsRoutes } from '@bookstore/contracts';
import { Router } from 'express';
import { currentUser, type Sessions } from '../../lib/auth/session';
import { route } from '../../lib/route';
import { imageUpload } from '../../lib/uploads/images';
import type { StoreSettingsService } from './store-settings.service';

/** /api/admin/settings (admins only) and the public GET /api/store/settings. */
export function storeSettingsRouter(service: StoreSettingsService, sessions: Sessions): Router {
  const router = Router();
  const admin = [sessions.requireAdmin];
  // after requireAdmin: nobody else gets a file parsed
  const logoUpload = imageUpload({ field: STORE_LOGO_FIELD, maxBytes: STORE_LOGO_MAX_BYTES, tooLargeMessage: M.logoTooLarge, wrongTypeMessage: M.logoType });

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

  route(router, adminSettingsRoutes.uploadLogo, [...admin, logoUpload], async (_input, req, res) => {
    const view = await service.uploadLogo(currentUser(res), req.file && { data: req.file.buffer });
    res.set('Cache-Control', 'no-store');
    return { success: true, message: M.logoUpdated, ...view };
  });

  route(router, adminSettingsRoutes.removeLogo, admin, async (_input, _req, res) => {
    const { changed, ...view } = await service.removeLogo(currentUser(res));
    res.set('Cache-Control', 'no-store');
    return { success: true, message: changed ? M.logoRemoved : M.noLogo, ...view };
  });

  return router;
}
