import { typedRoutes } from '../common/route';
import type { cartRoutes } from './cart.routes';

/** Method and path of each call; `cartRoutes` adds the schemas the API validates with. */
export const cartSpecs = {
  get: { method: 'GET', path: '/api/cart/get/:userId' },
  add: { method: 'POST', path: '/api/cart/add' },
  update: { method: 'PUT', path: '/api/cart/update' },
  remove: { method: 'DELETE', path: '/api/cart/remove' },
} as const;

/** What the web app calls: the same specs, typed by their endpoints, holding no zod at run time. */
export const cartPaths = typedRoutes<typeof cartRoutes>(cartSpecs);
