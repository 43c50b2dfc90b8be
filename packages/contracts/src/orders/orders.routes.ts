import { processCheckoutBodySchema, processCheckoutResponseSchema } from '../checkout/checkout.schemas';
import { defineEndpoint } from '../common/endpoint';
import { ordersListResponseSchema, ordersQuerySchema } from './orders.schemas';

export const ordersRoutes = {
  list: defineEndpoint({ method: 'GET', path: '/api/orders/get', query: ordersQuerySchema, response: ordersListResponseSchema }),
  /** The same use case as POST /api/checkout/process. */
  create: defineEndpoint({
    method: 'POST',
    path: '/api/orders/create',
    body: processCheckoutBodySchema,
    response: processCheckoutResponseSchema,
  }),
};
