import type { Router } from 'express';
import type { AppContext } from '../../app-context';
import { adminHeroImagesRouter } from './admin-hero-images.router';
import { createAdminHeroImagesService } from './admin-hero-images.service';

export const adminHeroImagesModule = (ctx: AppContext): Router =>
  adminHeroImagesRouter(createAdminHeroImagesService({ db: ctx.db, storage: ctx.storage, logger: ctx.logger, clock: ctx.clock }), ctx.sessions);
