import { systemRoutes } from '@bookstore/contracts';
import { Router } from 'express';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/errors';
import { buildOpenApiDocument } from '../../lib/openapi';
import { route } from '../../lib/route';

/** Where the OpenAPI document of the API is served. */
export const OPENAPI_PATH = '/api/openapi.json';

/** Health answers within this, also when the database hangs instead of refusing. */
const HEALTH_PING_TIMEOUT_MS = 2_000;

/** Rejects when `work` has not settled within `ms`; a late failure of `work` is then ignored. */
function within(work: Promise<void>, ms: number): Promise<void> {
  work.catch(() => {});
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, deadline]).finally(() => clearTimeout(timer));
}

export function systemRouter(database: Database): Router {
  const router = Router();
  route(router, systemRoutes.health, async (_input, _req, res) => {
    res.set('Cache-Control', 'no-store');
    try {
      await within(database.ping(), HEALTH_PING_TIMEOUT_MS);
    } catch {
      throw new AppError('UNAVAILABLE');
    }
    return { success: true, status: 'ok', db: 'up' } as const;
  });
  // the API described for other clients, built once from the contracts (it describes the endpoints, so it is none)
  let openApi: string | undefined;
  router.get(OPENAPI_PATH, (_req, res) => {
    openApi ??= JSON.stringify(buildOpenApiDocument());
    res.set('Cache-Control', 'public, max-age=300').type('application/json').send(openApi);
  });
  return router;
}
