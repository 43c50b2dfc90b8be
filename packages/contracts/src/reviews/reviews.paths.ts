import { typedRoutes } from '../common/route';
import type { reviewsRoutes } from './reviews.routes';

/** Method and path of each call; `reviewsRoutes` adds the schemas the API validates with. */
export const reviewsSpecs = {
  listForProduct: { method: 'GET', path: '/api/reviews/product/:productId' },
  add: { method: 'POST', path: '/api/reviews/add' },
} as const;

/** What the web app calls: the same specs, typed by their endpoints, holding no zod at run time. */
export const reviewsPaths = typedRoutes<typeof reviewsRoutes>(reviewsSpecs);
