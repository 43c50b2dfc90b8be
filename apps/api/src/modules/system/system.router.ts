import { systemRoutes } from '@bookstore/contracts';
import { Router } from 'express';
import type { Database } from '../../db/client';
import type { MailOutbox } from '../../lib/mail/outbox';
import { AppError } from '../../lib/errors';
import { buildOpenApiDocument } from '../../lib/openapi';
import { route } from '../../lib/route';
import { readinessChecks, within } from './readiness';

/** Where the OpenAPI document of the API is served. */
export const OPENAPI_PATH = '/api/openapi.json';

/** Health answers within this, also when the database hangs instead of refusing. */
const HEALTH_PING_TIMEOUT_MS = 2_000;

export function systemRouter(database: Database, mailOutbox: Pick<MailOutbox, 'state'>): Router {
  const router = Router();
  const readiness = readinessChecks(database, HEALTH_PING_TIMEOUT_MS, () => mailOutbox.state());
  route(router, systemRoutes.health, async (_input, _req, res) => {
    res.set('Cache-Control', 'no-store');
    try {
      await within(database.ping(), HEALTH_PING_TIMEOUT_MS);
    } catch {
      throw new AppError('UNAVAILABLE');
    }
    return { success: true, status: 'ok', db: 'up' } as const;
  });
  route(router, systemRoutes.ready, async (_input, _req, res) => {
    res.set('Cache-Control', 'no-store');
    const checks = await readiness();
    if (checks.database !== 'up' || checks.migrations !== 'applied' || checks.mailWorker !== 'alive') {
      throw new AppError('UNAVAILABLE', undefined, { status: 'not_ready', checks });
    }
    return { success: true, status: 'ready', checks: { database: 'up', migrations: 'applied', mailWorker: 'alive' } } as const;
  });
  // the API described for other clients, built once from the contracts (it describes the endpoints, so it is none)
  let openApi: string | undefined;
  router.get(OPENAPI_PATH, (_req, res) => {
    openApi ??= JSON.stringify(buildOpenApiDocument());
    res.set('Cache-Control', 'public, max-age=300').type('application/json').send(openApi);
  });
  return router;
}
