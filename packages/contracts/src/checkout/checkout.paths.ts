import { typedRoutes } from '../common/route';
import type { checkoutRoutes } from './checkout.routes';

/** Method and path of each call; `checkoutRoutes` adds the schemas the API validates with. */
export const checkoutSpecs = {
  calculate: { method: 'POST', path: '/api/checkout/calculate' },
  process: { method: 'POST', path: '/api/checkout/process' },
  uploadProof: { method: 'POST', path: '/api/checkout/upload-proof', multipart: true },
} as const;

/** What the web app calls: the same specs, typed by their endpoints, holding no zod at run time. */
export const checkoutPaths = typedRoutes<typeof checkoutRoutes>(checkoutSpecs);
