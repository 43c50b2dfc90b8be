import { productIdParamsSchema } from '../catalog/catalog.schemas';
import { defineEndpoint } from '../common/endpoint';
import { reviewsSpecs } from './reviews.paths';
import { successMessageResponseSchema } from '../common/envelope';
import { addReviewBodySchema, reviewsListResponseSchema, reviewsQuerySchema } from './reviews.schemas';

export const reviewsRoutes = {
  listForProduct: defineEndpoint({
    ...reviewsSpecs.listForProduct,
    params: productIdParamsSchema,
    query: reviewsQuerySchema,
    response: reviewsListResponseSchema,
  }),
  add: defineEndpoint({ ...reviewsSpecs.add, body: addReviewBodySchema, response: successMessageResponseSchema }),
};
