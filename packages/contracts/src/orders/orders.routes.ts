import { processCheckoutBodySchema, processCheckoutResponseSchema } from '../checkout/checkout.schemas';
import { defineEndpoint } from '../common/endpoint';
import { ordersSpecs } from './orders.paths';
import { ordersListResponseSchema, ordersQuerySchema } from './orders.schemas';

export const ordersRoutes = {
  list: defineEndpoint({ ...ordersSpecs.list, query: ordersQuerySchema, response: ordersListResponseSchema }),
  /** The same use case as POST /api/checkout/process. */
  create: defineEndpoint({
    ...ordersSpecs.create,
    body: processCheckoutBodySchema,
    response: processCheckoutResponseSchema,
  }),
};
