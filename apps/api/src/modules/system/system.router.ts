import { systemRoutes } from '@bookstore/contracts';
import { Router } from 'express';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/errors';
import { route } from '../../lib/route';

export function systemRouter(database: Database): Router {
  const router = Router();
  route(router, systemRoutes.health, async (_input, _req, res) => {
    res.set('Cache-Control', 'no-store');
    try {
      await database.ping();
    } catch {
      throw new AppError('UNAVAILABLE');
    }
    return { success: true, status: 'ok', db: 'up' } as const;
  });
  return router;
}
