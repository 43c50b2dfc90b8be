import { MESSAGES } from '@bookstore/contracts';
import { Router, type Request } from 'express';
import rateLimit from 'express-rate-limit';
import type { Registry } from 'prom-client';
import { errorBody } from '../../lib/errors';
import { secretMatcher } from '../../lib/http/secret-match';
import type { RateLimitBackend } from '../../lib/rate-limit/backend';

export const METRICS_PATH = '/metrics';

/** Wrong or missing tokens per IP address and minute before the page answers 429; the right token is never counted. */
const REFUSALS_PER_MINUTE = 10;

const BEARER = /^Bearer +(\S+)$/i;

/**
 * GET /metrics in Prometheus' text format, for a scraper that sends `Authorization: Bearer <METRICS_TOKEN>`.
 * Other callers get 401, and after a few tries 429: guessing the token is slow, while the scraper, whose
 * requests are never counted, cannot be locked out by someone else's attempts.
 */
export function metricsRouter({ token, registry, rateLimits }: { token: string; registry: Registry; rateLimits: RateLimitBackend }): Router {
  const matches = secretMatcher(token);
  const authorized = (req: Request) => matches(BEARER.exec(req.headers.authorization ?? '')?.[1]);
  const router = Router();
  router.get(
    METRICS_PATH,
    rateLimit({
      windowMs: 60_000,
      limit: REFUSALS_PER_MINUTE,
      standardHeaders: 'draft-8',
      legacyHeaders: false,
      message: errorBody('RATE_LIMITED', MESSAGES.general.tooManyRequests),
      store: rateLimits.store('metrics-refusals'),
      passOnStoreError: true,
      logger: rateLimits.logger,
      skip: authorized,
    }),
    async (req, res) => {
      res.set('Cache-Control', 'no-store');
      if (!authorized(req)) {
        res.set('WWW-Authenticate', 'Bearer').status(401).json(errorBody('UNAUTHENTICATED', MESSAGES.session.notAuthenticated));
        return;
      }
      const text = await registry.metrics();
      res.type(registry.contentType).send(text);
    },
  );
  return router;
}
