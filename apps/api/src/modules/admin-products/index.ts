import type { Router } from 'express';
import type { AppContext } from '../../app-context';
import { adminProductsRouter } from './admin-products.router';
import { createAdminProductsService } from './admin-products.service';
import { createProductImagesService } from './product-images.service';

export function adminProductsModule(ctx: AppContext): Router {
  const deps = { db: ctx.db, storage: ctx.storage, logger: ctx.logger, clock: ctx.clock };
  const service = createAdminProductsService(deps);
  return adminProductsRouter(service, createProductImagesService(deps, service), ctx.sessions);
}
