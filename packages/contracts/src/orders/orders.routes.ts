import { processCheckoutBodySchema, processCheckoutResponseSchema } from '../checkout/checkout.schemas';
import { defineEndpoint } from '../common/endpoint';
import { binaryFileResponseSchema } from '../common/envelope';
import { ordersSpecs } from './orders.paths';
import { orderParamsSchema, ordersListResponseSchema, ordersQuerySchema } from './orders.schemas';

export const ordersRoutes = {
  list: defineEndpoint({ ...ordersSpecs.list, query: ordersQuerySchema, response: ordersListResponseSchema }),
  /** The same use case as POST /api/checkout/process. */
  create: defineEndpoint({
    ...ordersSpecs.create,
    body: processCheckoutBodySchema,
    response: processCheckoutResponseSchema,
  }),
  /**
   * The customer's own order's current payment screenshot (the latest one sent), streamed by the API;
   * anyone else's order answers 404 'Order not found'.
   */
  paymentProof: defineEndpoint({ ...ordersSpecs.paymentProof, params: orderParamsSchema, response: binaryFileResponseSchema }),
};
