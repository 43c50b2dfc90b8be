import { typedRoutes } from '../common/route';
import type { ordersRoutes } from './orders.routes';

/** Method and path of each call; `ordersRoutes` adds the schemas the API validates with. */
export const ordersSpecs = {
  list: { method: 'GET', path: '/api/orders/get' },
  create: { method: 'POST', path: '/api/orders/create' },
  paymentProof: { method: 'GET', path: '/api/orders/:orderId/payment-proof', binary: true },
} as const;

/** What the web app calls: the same specs, typed by their endpoints, holding no zod at run time. */
export const ordersPaths = typedRoutes<typeof ordersRoutes>(ordersSpecs);
