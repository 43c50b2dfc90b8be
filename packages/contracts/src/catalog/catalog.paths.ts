import { typedRoutes } from '../common/route';
import type { catalogRoutes } from './catalog.routes';

/** Method and path of each call; `catalogRoutes` adds the schemas the API validates with. */
export const catalogSpecs = {
  listProducts: { method: 'GET', path: '/api/products/get' },
  productFacets: { method: 'GET', path: '/api/products/facets' },
  productSuggestions: { method: 'GET', path: '/api/products/suggestions' },
  getProduct: { method: 'GET', path: '/api/products/:productId' },
  relatedProducts: { method: 'GET', path: '/api/products/:productId/related' },
  listHeroImages: { method: 'GET', path: '/api/hero/' },
} as const;

/** What the web app calls: the same specs, typed by their endpoints, holding no zod at run time. */
export const catalogPaths = typedRoutes<typeof catalogRoutes>(catalogSpecs);
