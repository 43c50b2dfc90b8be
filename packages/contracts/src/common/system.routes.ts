import { defineEndpoint } from './endpoint';
import { systemSpecs } from './system.paths';
import { healthResponseSchema, readyResponseSchema } from './envelope';

export const systemRoutes = {
  /** Liveness plus a database ping; never cached. */
  health: defineEndpoint({ ...systemSpecs.health, response: healthResponseSchema }),
  /** Readiness for a load balancer: database reachable and migrations applied; 503 names the failing check. */
  ready: defineEndpoint({ ...systemSpecs.ready, response: readyResponseSchema }),
};
