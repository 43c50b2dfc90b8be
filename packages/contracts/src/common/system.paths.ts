import { typedRoutes } from './route';
import type { systemRoutes } from './system.routes';

/** Method and path of each call; `systemRoutes` adds the schemas the API validates with. */
export const systemSpecs = {
  health: { method: 'GET', path: '/api/health' },
  ready: { method: 'GET', path: '/api/health/ready' },
} as const;

/** What the web app calls: the same specs, typed by their endpoints, holding no zod at run time. */
export const systemPaths = typedRoutes<typeof systemRoutes>(systemSpecs);
