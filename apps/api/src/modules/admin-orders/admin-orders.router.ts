import { adminOrdersRoutes } from '@bookstore/contracts';
import { Router } from 'express';
import { currentUser, type Sessions } from '../../lib/auth/session';
import { privateFileRoute, route } from '../../lib/route';
import type { AdminOrdersReader } from './admin-orders.service';
import type { OrderWorkflow } from './order-workflow.service';
import type { ProofImages } from './proof-images.service';

/** /api/admin/orders: admins only (the role is read from the database on every request). */
export function adminOrdersRouter(reader: AdminOrdersReader, workflow: OrderWorkflow, proofImages: ProofImages, sessions: Sessions): Router {
  const router = Router();
  const admin = [sessions.requireAdmin];

  route(router, adminOrdersRoutes.list, admin, async ({ query }) => ({ success: true, ...(await reader.list(query)) }));

  route(router, adminOrdersRoutes.detail, admin, async ({ params }) => ({ success: true, order: await reader.detail(params.orderId) }));

  route(router, adminOrdersRoutes.updateStatus, admin, async ({ params, body }, _req, res) => {
    const message = await workflow.changeStatus(currentUser(res).id, params.orderId, body);
    return { success: true, message, order: await reader.detail(params.orderId) };
  });

  route(router, adminOrdersRoutes.approveProof, admin, async ({ params }, _req, res) => {
    const message = await workflow.approveProof(currentUser(res).id, params.orderId, params.proofId);
    return { success: true, message, order: await reader.detail(params.orderId) };
  });

  route(router, adminOrdersRoutes.rejectProof, admin, async ({ params, body }, _req, res) => {
    const message = await workflow.rejectProof(currentUser(res).id, params.orderId, params.proofId, body.reason);
    return { success: true, message, order: await reader.detail(params.orderId) };
  });

  privateFileRoute(router, adminOrdersRoutes.proofImage, admin, async ({ params }) => proofImages.read(params.orderId, params.proofId));

  route(router, adminOrdersRoutes.updateShipping, admin, async ({ params, body }, _req, res) => {
    const message = await workflow.saveShipping(currentUser(res).id, params.orderId, body);
    return { success: true, message, order: await reader.detail(params.orderId) };
  });

  return router;
}
