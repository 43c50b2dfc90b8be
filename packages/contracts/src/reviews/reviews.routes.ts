import { productIdParamsSchema } from '../catalog/catalog.schemas';
import { defineEndpoint } from '../common/endpoint';
import { successMessageResponseSchema } from '../common/envelope';
import { addReviewBodySchema, reviewsListResponseSchema, reviewsQuerySchema } from './reviews.schemas';

export const reviewsRoutes = {
  listForProduct: defineEndpoint({
    method: 'GET',
    path: '/api/reviews/product/:productId',
    params: productIdParamsSchema,
    query: reviewsQuerySchema,
    response: reviewsListResponseSchema,
  }),
  add: defineEndpoint({
    method: 'POST',
    path: '/api/reviews/add',
    body: addReviewBodySchema,
    response: successMessageResponseSchema,
  }),
};
