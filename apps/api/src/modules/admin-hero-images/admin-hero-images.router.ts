import { ADMIN_HERO_MESSAGES as M, ADMIN_IMAGE_FIELD, HERO_IMAGE_MAX_BYTES, adminHeroImagesRoutes } from '@bookstore/contracts';
import { Router } from 'express';
import type { Sessions } from '../../lib/auth/session';
import { route } from '../../lib/route';
import { imageUpload } from '../../lib/uploads/images';
import type { AdminHeroImagesService } from './admin-hero-images.service';

/** /api/admin/hero-images: admins only. */
export function adminHeroImagesRouter(service: AdminHeroImagesService, sessions: Sessions): Router {
  const router = Router();
  const admin = [sessions.requireAdmin];
  // after requireAdmin: nobody else gets a file parsed
  const bannerUpload = imageUpload({ field: ADMIN_IMAGE_FIELD, maxBytes: HERO_IMAGE_MAX_BYTES, tooLargeMessage: M.imageTooLarge, wrongTypeMessage: M.imageType });

  route(router, adminHeroImagesRoutes.list, admin, async () => ({ success: true, heroImages: await service.list() }));

  route(router, adminHeroImagesRoutes.create, [...admin, bannerUpload], async ({ body }, req, res) => {
    const heroImage = await service.create(body, req.file && { data: req.file.buffer });
    res.status(201);
    return { success: true, message: M.created, heroImage };
  });

  route(router, adminHeroImagesRoutes.update, admin, async ({ params, body }) => ({
    success: true,
    message: M.updated,
    heroImage: await service.update(params.heroImageId, body),
  }));

  route(router, adminHeroImagesRoutes.remove, admin, async ({ params }) => {
    await service.remove(params.heroImageId);
    return { success: true, message: M.deleted };
  });

  return router;
}
