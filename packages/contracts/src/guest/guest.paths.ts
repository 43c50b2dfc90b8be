import { typedRoutes } from '../common/route';
import type { guestRoutes } from './guest.routes';

/** Method and path of each call; `guestRoutes` adds the schemas the API validates with. */
export const guestSpecs = {
  create: { method: 'POST', path: '/api/orders/guest-create' },
  uploadProof: { method: 'POST', path: '/api/checkout/guest-upload-proof', multipart: true },
  trackByToken: { method: 'GET', path: '/api/orders/track/:token' },
  trackLookup: { method: 'POST', path: '/api/orders/track' },
} as const;

/** What the web app calls: the same specs, typed by their endpoints, holding no zod at run time. */
export const guestPaths = typedRoutes<typeof guestRoutes>(guestSpecs);
