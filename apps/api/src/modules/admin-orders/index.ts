import type { Router } from 'express';
import type { AppContext } from '../../app-context';
import { adminOrdersRouter } from './admin-orders.router';
import { createAdminOrdersReader } from './admin-orders.service';
import { createOrderWorkflow } from './order-workflow.service';
import { createProofImages } from './proof-images.service';

export { createAdminOrdersReader, type AdminOrdersReader } from './admin-orders.service';

export function adminOrdersModule(ctx: AppContext): Router {
  const reader = createAdminOrdersReader(ctx.db);
  const workflow = createOrderWorkflow({ db: ctx.db, outbox: ctx.mailOutbox, clock: ctx.clock, storeUrl: ctx.config.publicUrl, settings: ctx.settings });
  const proofImages = createProofImages({ db: ctx.db, storage: ctx.storage, logger: ctx.logger });
  return adminOrdersRouter(reader, workflow, proofImages, ctx.sessions);
}
