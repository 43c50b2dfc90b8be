import { typedRoutes } from '../common/route';
import type { wishlistRoutes } from './wishlist.routes';

/** Method and path of each call; `wishlistRoutes` adds the schemas the API validates with. */
export const wishlistSpecs = {
  get: { method: 'GET', path: '/api/wishlist/get/:userId' },
  add: { method: 'POST', path: '/api/wishlist/add' },
  remove: { method: 'DELETE', path: '/api/wishlist/remove' },
} as const;

/** What the web app calls: the same specs, typed by their endpoints, holding no zod at run time. */
export const wishlistPaths = typedRoutes<typeof wishlistRoutes>(wishlistSpecs);
