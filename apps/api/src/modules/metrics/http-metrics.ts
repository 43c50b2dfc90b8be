import type { Request, RequestHandler } from 'express';
import type { Counter, Histogram } from 'prom-client';
import { routeOf } from '../../lib/request-log';

/** Methods Express serves; anything else the HTTP parser lets through is counted as 'other'. */
const KNOWN_METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);
const API_PATH = /^\/api(?:[/?]|$)/;

/**
 * The route label of a request: the template that answered (`/api/products/:id`), `static` for the web
 * app's files and pages, `unmatched` for everything else (unknown API paths, refusals before routing).
 * Never the URL itself: a label value per URL would let anyone grow the metrics without bound.
 */
export function routeLabel(req: Request, status: number): string {
  const template = routeOf(req);
  if (template) return template;
  return status < 400 && !API_PATH.test(req.originalUrl) ? 'static' : 'unmatched';
}

export interface HttpMetrics {
  requests: Counter<'method' | 'route' | 'status'>;
  duration: Histogram<'method' | 'route' | 'status'>;
}

/** Counts and times every answer once it is sent. */
export function observeRequests({ requests, duration }: HttpMetrics): RequestHandler {
  return (req, res, next) => {
    const started = process.hrtime.bigint();
    res.once('finish', () => {
      const labels = {
        method: KNOWN_METHODS.has(req.method) ? req.method : 'other',
        route: routeLabel(req, res.statusCode),
        status: String(res.statusCode),
      };
      requests.inc(labels);
      duration.observe(labels, Number(process.hrtime.bigint() - started) / 1e9);
    });
    next();
  };
}
