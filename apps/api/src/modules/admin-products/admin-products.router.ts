import { ADMIN_IMAGE_FIELD, ADMIN_PRODUCT_MESSAGES as M, FILE_LIMITS, adminProductsRoutes } from '@bookstore/contracts';
import { Router } from 'express';
import type { Sessions } from '../../lib/auth/session';
import { route } from '../../lib/route';
import { imageUpload } from '../../lib/uploads/images';
import type { AdminProductsService } from './admin-products.service';
import type { ProductImagesService } from './product-images.service';

/** /api/admin/products: admins only (the role is read from the database on every request). */
export function adminProductsRouter(service: AdminProductsService, images: ProductImagesService, sessions: Sessions): Router {
  const router = Router();
  const admin = [sessions.requireAdmin];
  // after requireAdmin: nobody else gets a file parsed
  const coverUpload = imageUpload({
    field: ADMIN_IMAGE_FIELD,
    maxBytes: FILE_LIMITS.coverMaxBytes,
    tooLargeMessage: M.imageTooLarge,
    wrongTypeMessage: M.imageType,
  });

  route(router, adminProductsRoutes.list, admin, async ({ query }) => ({ success: true, ...(await service.list(query)) }));

  route(router, adminProductsRoutes.detail, admin, async ({ params }) => ({ success: true, product: await service.detail(params.productId) }));

  route(router, adminProductsRoutes.create, admin, async ({ body }, _req, res) => {
    const product = await service.create(body);
    res.status(201);
    return { success: true, message: M.created, product };
  });

  route(router, adminProductsRoutes.createWithCover, [...admin, coverUpload], async ({ body }, req, res) => {
    const product = await images.createWithCover(body.product, req.file && { data: req.file.buffer });
    res.status(201);
    return { success: true, message: M.created, product };
  });

  route(router, adminProductsRoutes.update, admin, async ({ params, body }) => ({
    success: true,
    message: M.updated,
    product: await service.update(params.productId, body),
  }));

  route(router, adminProductsRoutes.remove, admin, async ({ params }) => ({ success: true, ...(await service.remove(params.productId)) }));

  route(router, adminProductsRoutes.uploadImage, [...admin, coverUpload], async ({ params }, req) => ({
    success: true,
    message: M.imageUploaded,
    product: await images.upload(params.productId, req.file && { data: req.file.buffer }),
  }));

  route(router, adminProductsRoutes.removeImage, admin, async ({ params }) => ({
    success: true,
    message: M.imageRemoved,
    product: await images.remove(params.productId, params.index),
  }));

  return router;
}
