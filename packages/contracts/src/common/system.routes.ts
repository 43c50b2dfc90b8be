import { defineEndpoint } from './endpoint';
import { systemSpecs } from './system.paths';
import { healthResponseSchema } from './envelope';

export const systemRoutes = {
  /** Liveness plus a database ping; never cached. */
  health: defineEndpoint({ ...systemSpecs.health, response: healthResponseSchema }),
};
