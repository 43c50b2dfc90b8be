import type { Logger } from 'pino';
import type { AppConfig } from './config';
import type { ChangeFeed } from './db/change-feed';
import type { Database, Db } from './db/client';
import type { BackgroundTasks } from './lib/background';
import type { Sessions } from './lib/auth/session';
import type { Mailer } from './lib/mail/mailer';
import type { MailOutbox } from './lib/mail/outbox';
import type { RateLimitBackend } from './lib/rate-limit/backend';
import type { FileStorage } from './lib/storage/storage';
import type { AppMetrics } from './modules/metrics';
import type { StoreSettingsStore } from './modules/store-settings';

/** What every module's router factory receives: the app's dependencies, built once in createApp. */
export interface AppContext {
  config: AppConfig;
  database: Database;
  db: Db;
  storage: FileStorage;
  mailer: Mailer;
  /** Mails written with the change that causes them, sent by this process's worker. */
  mailOutbox: MailOutbox;
  logger: Logger;
  sessions: Sessions;
  clock: () => Date;
  /** Where rate-limit counters live (memory, or Redis with REDIS_URL); each limiter takes a store from it. */
  rateLimits: RateLimitBackend;
  /** Work started by a request and not awaited by it. */
  background: BackgroundTasks;
  /** The shop's settings (tax, shipping, payment methods, contact details), cached in memory. */
  settings: StoreSettingsStore;
  /** This app's Prometheus metrics (GET /metrics when METRICS_TOKEN is set). */
  metrics: AppMetrics;
  /** Other processes' catalogue and settings changes, heard at once (PostgreSQL with several processes). */
  changes?: ChangeFeed;
}
