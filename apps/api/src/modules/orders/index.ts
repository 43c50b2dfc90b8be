import type { Router } from 'express';
import type { AppContext } from '../../app-context';
import { ordersRouter } from './orders.router';
import { createOrdersService } from './orders.service';

export const ordersModule = (ctx: AppContext): Router => ordersRouter(createOrdersService(ctx.db), ctx.sessions);
export { toOrder } from './order-mapper';
export { claimGuestOrders, paymentRejectReasonOf } from './orders.service';
