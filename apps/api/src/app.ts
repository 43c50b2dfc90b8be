import compression from 'compression';
import cookieParser from 'cookie-parser';
import cors from 'cors';
import express, { type Express } from 'express';
import helmet from 'helmet';
import type { Logger } from 'pino';
import { defaultStoreSettings, UPLOAD_PROOF_UNPREFIXED_PATH } from '@bookstore/contracts';
import type { AppContext } from './app-context';
import type { AppConfig } from './config';
import type { ChangeFeed } from './db/change-feed';
import type { Database } from './db/client';
import { checkAnswers } from './lib/answer-checks';
import { createSessions } from './lib/auth/session';
import { createBackgroundTasks, type BackgroundTasks } from './lib/background';
import { apiNotFound, errorHandler } from './lib/error-handler';
import { JSON_BODY_TYPES, refuseUnsupportedBodies } from './lib/http/body-types';
import { refuseCrossOriginWrites } from './lib/http/cross-origin-writes';
import type { Mailer } from './lib/mail/mailer';
import { createMailOutbox, type MailOutbox } from './lib/mail/outbox';
import { API_LIMIT_PER_MINUTE, createApiLimit } from './lib/rate-limit/api-limit';
import { createRateLimitBackend, type RateLimitBackend } from './lib/rate-limit/backend';
import { compactRequestLine, requestLog } from './lib/request-log';
import { requestIds } from './lib/http/request-id';
import { currentRequestContext } from './lib/request-context';
import { createMetrics } from './modules/metrics';
import { serveUploads, serveWebApp } from './lib/static';
import type { FileStorage } from './lib/storage/storage';
import { catalogAnswerer, catalogModule, catalogPageHeads } from './modules/catalog';
import { createCatalogueCache, noCatalogueCache } from './lib/http-cache/catalogue-cache';
import { catalogueVersionOf } from './lib/http-cache/catalogue-version';
import { serveCatalogueReadsFirst } from './lib/http-cache/fast-path';
import { createDirectReads } from './lib/http-cache/direct-reads';
import { combineHeads } from './lib/page-head';
import { dataPreloads } from './lib/data-preloads';
import { routePreloads } from './lib/route-preloads';
import { ogCardRouter, seoPageHeads, sitemapRouter } from './modules/seo';
import { reviewsModule } from './modules/reviews';
import { authModule } from './modules/auth';
import { cartModule } from './modules/cart';
import { checkoutModule } from './modules/checkout';
import { ordersModule } from './modules/orders';
import { guestModule } from './modules/guest';
import { wishlistModule } from './modules/wishlist';
import { apiDocsRouter } from './modules/system/api-docs';
import { systemRouter } from './modules/system/system.router';
import { adminDashboardModule } from './modules/admin-dashboard';
import { adminOrdersModule } from './modules/admin-orders';
import { adminCustomersModule } from './modules/admin-customers';
import { adminProductsModule } from './modules/admin-products';
import { adminHeroImagesModule } from './modules/admin-hero-images';
import { createStoreSettingsStore, storeSettingsModule, storeSettingsPageHead } from './modules/store-settings';
import { adminMailModule } from './modules/mail-outbox';

export interface AppDeps {
  config: AppConfig;
  database: Database;
  storage: FileStorage;
  mailer: Mailer;
  logger: Logger;
  /** Injected so tests can move time; defaults to the wall clock. */
  clock?: () => Date;
  /** Rate-limit counters; defaults to memory, or Redis when config.redisUrl is set. */
  rateLimitBackend?: RateLimitBackend;
  /** Work requests start without waiting for it; the server awaits it on shutdown, tests before asserting. */
  background?: BackgroundTasks;
  /** The mail worker; the caller starts and stops it (without one, the app makes and starts its own). */
  mailOutbox?: MailOutbox;
  /** Other processes' catalogue and settings changes (PostgreSQL only); the caller opens and closes it. */
  changes?: ChangeFeed;
}

const JSON_BODY_LIMIT = '100kb';

/** Builds the Express app without listening, so tests drive it in-process. */
export function createApp(deps: AppDeps): Express {
  const { config, database, logger } = deps;
  const rateLimits = deps.rateLimitBackend ?? createRateLimitBackend(config, logger);
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', config.trustProxy);
  app.set('query parser', 'simple');
  // first: every answer, even a refusal by the middleware below, carries the request's id and is counted
  app.use(requestIds());
  const metrics = createMetrics({ config, database, logger, rateLimits });
  app.use(metrics.router);
  // tests only: every JSON answer must keep its contract (see lib/answer-checks)
  if (config.env === 'test') app.use(checkAnswers);

  const securityHeaders = helmet({
      contentSecurityPolicy: {
        directives: {
          'img-src': ["'self'", 'data:', 'blob:', ...(config.cloudinaryUrl ? ['https://res.cloudinary.com'] : [])],
          // the installable app: its service worker (/sw.js) and web app manifest, from this origin only
          'worker-src': ["'self'"],
          'manifest-src': ["'self'"],
          'upgrade-insecure-requests': config.publicUrl.startsWith('https:') ? [] : null,
        },
      },
      // plain http on a LAN or localhost must keep working; HSTS only when served over https
      strictTransportSecurity: config.publicUrl.startsWith('https:'),
    });
  app.use(securityHeaders);
  const logRequests = config.env !== 'test';
  // one line per request, shared with the catalogue's fast path (undefined at debug level: pino-http's lines)
  const logLine = logRequests ? compactRequestLine(logger) : () => {};
  if (logRequests) app.use(requestLog(logger, logLine));
  // JSON and HTML over about 1 KB go out compressed (brotli or gzip); built assets are precompressed
  app.use(compression({ threshold: 1024 }));
  const apiCors = cors({ origin: config.corsOrigins.length ? config.corsOrigins : false, credentials: true });
  app.use('/api', apiCors);
  const apiLimit = createApiLimit(rateLimits, { limit: config.rateLimits.apiPerMinute ?? API_LIMIT_PER_MINUTE, windowMs: 60_000, allowToken: config.rateLimits.allowToken });
  // the one call also served outside /api counts against the same limit
  app.use(['/api', UPLOAD_PROOF_UNPREFIXED_PATH], apiLimit.middleware);
  // every path, not only /api: the unprefixed upload alias writes too
  app.use(refuseCrossOriginWrites(config));
  app.use(refuseUnsupportedBodies);
  app.use(express.json({ limit: JSON_BODY_LIMIT, type: JSON_BODY_TYPES }));
  app.use(cookieParser());

  const clock = deps.clock ?? (() => new Date());
  const sessions = createSessions({
    db: database.db,
    jwtSecret: config.jwtSecret,
    secureCookies: config.publicUrl.startsWith('https:'),
    clock,
  });
  const background = deps.background ?? createBackgroundTasks(logger);
  const settings = createStoreSettingsStore({
    db: database.db,
    defaults: defaultStoreSettings({ notificationEmail: config.storeEmail }),
    logger,
    changes: deps.changes,
  });
  const mailOutbox = deps.mailOutbox ?? createMailOutbox({ db: database.db, mailer: deps.mailer, logger, clock });
  if (!deps.mailOutbox) mailOutbox.start();
  metrics.watchMailOutbox(mailOutbox);
  const ctx: AppContext = { ...deps, db: database.db, sessions, clock, rateLimits, background, settings, mailOutbox, metrics };
  // a write that put mail in the outbox (enqueueMail notes it on the request) answers after its commit, so
  // the worker sees the mail now; other writes do not wake it (an empty claim is a round trip for nothing)
  app.use((req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      const request = currentRequestContext();
      res.on('finish', () => {
        if (!request || request.mailQueued) mailOutbox.wake();
      });
    }
    next();
  });

  // one line per module; each router registers its contract endpoints
  app.use(systemRouter(ctx.database, mailOutbox));
  if (config.apiDocs) app.use(apiDocsRouter());
  const catalogueVersion = catalogueVersionOf(database, deps.changes);
  const catalogueCache = config.catalogueCache === false ? noCatalogueCache : createCatalogueCache({ version: catalogueVersion });
  const catalogueReads = createDirectReads();
  app.use(catalogModule(ctx, { cache: catalogueCache, version: catalogueVersion, reads: catalogueReads }));
  app.use(reviewsModule(ctx));
  app.use(authModule(ctx));
  app.use(cartModule(ctx));
  app.use(wishlistModule(ctx));
  app.use(checkoutModule(ctx));
  app.use(ordersModule(ctx));
  app.use(guestModule(ctx));
  app.use(adminDashboardModule(ctx));
  app.use(adminOrdersModule(ctx));
  app.use(adminCustomersModule(ctx));
  app.use(adminProductsModule(ctx));
  app.use(adminHeroImagesModule(ctx));
  app.use(storeSettingsModule(ctx));
  app.use(adminMailModule(ctx));
  app.use('/api', apiNotFound);

  app.use(sitemapRouter({ db: database.db, version: catalogueVersion, publicUrl: config.publicUrl, settingsChangedAt: async () => (await settings.current()).updatedAt }));
  app.use(ogCardRouter({ db: database.db, version: catalogueVersion, storeName: async () => (await settings.settings()).identity.name, uploadsDir: config.uploadsDir }));
  serveUploads(app, config.uploadsDir);
  // the pages' first catalogue answers: inline in the page, and the collections shell's first covers
  const firstAnswers = catalogAnswerer(ctx, catalogueVersion);
  const seoHeads = seoPageHeads({ db: database.db, version: catalogueVersion, settings: settings.settings, publicUrl: config.publicUrl });
  serveWebApp(app, config.webDistDir, {
    heads: combineHeads(seoHeads, catalogPageHeads(database.db, firstAnswers), routePreloads(config.webDistDir), dataPreloads(firstAnswers), storeSettingsPageHead(settings.settings)),
    // the pages carry the store settings too: a settings save rebuilds them (and so changes their ETag)
    version: async () => `${await catalogueVersion()}:${(await settings.current()).updatedAt?.getTime() ?? 0}`,
  });
  const errors = errorHandler(logger);
  app.use(errors);

  // at debug level lines carry headers: every request goes through pino-http then
  if (config.catalogueFastPath !== false && logLine) {
    serveCatalogueReadsFirst(app, {
      cache: catalogueCache,
      reads: catalogueReads,
      observe: metrics.observe,
      answerChecks: config.env === 'test' ? checkAnswers : undefined,
      securityHeaders,
      log: logLine,
      cors: apiCors,
      rateLimit: apiLimit,
      errors,
    });
  }
  return app;
}
