import type { PaymentMethod } from '@bookstore/contracts';
import { Router, type RequestHandler } from 'express';
import type { Logger } from 'pino';
import { collectDefaultMetrics, Counter, Histogram, Registry } from 'prom-client';
import type { AppConfig } from '../../config';
import type { Database } from '../../db/client';
import type { MailOutbox } from '../../lib/mail/outbox';
import type { RateLimitBackend } from '../../lib/rate-limit/backend';
import { observeRequests } from './http-metrics';
import { metricsRouter } from './metrics.router';
import { registerDatabaseGauges, registerOutboxGauges } from './store-gauges';

/** The process metrics (CPU, memory, event loop, GC) carry it, to tell them from other programs' on a shared Prometheus. */
export const PROCESS_METRICS_PREFIX = 'bookstore_';

export interface MetricsDeps {
  config: Pick<AppConfig, 'metricsToken'>;
  database: Database;
  logger: Logger;
  rateLimits: RateLimitBackend;
}

export interface AppMetrics {
  /** Times every request and serves GET /metrics; empty when METRICS_TOKEN is not set. */
  router: Router;
  /** What the router runs first to count and time a request (the fast path's answers too); undefined when off. */
  observe?: RequestHandler;
  /** After an order's transaction committed (replays of an idempotent request are not new orders). */
  orderPlaced(paymentMethod: PaymentMethod, customer: 'guest' | 'account'): void;
  /** Counts the worker's failed tries to send. */
  watchMailOutbox(outbox: Pick<MailOutbox, 'onSendFailure'>): void;
  /** This app's own registry: several apps in one process (tests) never share one. */
  registry: Registry;
}

export function createMetrics({ config, database, logger, rateLimits }: MetricsDeps): AppMetrics {
  const registry = new Registry();
  const requestLabels = ['method', 'route', 'status'] as const;
  const http = {
    requests: new Counter({ name: 'http_requests_total', help: 'Answered HTTP requests, by method, route template and status.', labelNames: requestLabels, registers: [registry] }),
    duration: new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time from a request reaching the app to its answer being sent, by method, route template and status.',
      labelNames: requestLabels,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [registry],
    }),
  };
  const orders = new Counter({
    name: 'orders_placed_total',
    help: 'Orders placed (committed), by payment method and whether a guest or an account placed them.',
    labelNames: ['payment_method', 'customer'] as const,
    registers: [registry],
  });
  const mailFailures = new Counter({
    name: 'mail_send_failures_total',
    help: "Failed tries to send a mail, by kind; outcome 'retry' (tried again later) or 'failed' (the last try).",
    labelNames: ['kind', 'outcome'] as const,
    registers: [registry],
  });
  registerOutboxGauges(registry, database, logger);
  registerDatabaseGauges(registry, database);

  const router = Router();
  const observe = config.metricsToken ? observeRequests(http) : undefined;
  if (observe && config.metricsToken) {
    // the default collectors keep timers and event-loop monitors running: only when someone reads them
    collectDefaultMetrics({ register: registry, prefix: PROCESS_METRICS_PREFIX });
    router.use(observe);
    router.use(metricsRouter({ token: config.metricsToken, registry, rateLimits }));
  }
  return {
    router,
    observe,
    registry,
    orderPlaced: (paymentMethod, customer) => orders.inc({ payment_method: paymentMethod, customer }),
    watchMailOutbox: (outbox) => {
      outbox.onSendFailure(({ kind, final }) => mailFailures.inc({ kind, outcome: final ? 'failed' : 'retry' }));
    },
  };
}
