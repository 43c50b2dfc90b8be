import { defineEndpoint } from './endpoint';
import { healthResponseSchema } from './envelope';

export const systemRoutes = {
  /** Liveness plus a database ping; never cached. */
  health: defineEndpoint({
    method: 'GET',
    path: '/api/health',
    response: healthResponseSchema,
  }),
};
