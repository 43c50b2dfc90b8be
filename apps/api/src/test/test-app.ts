import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import express, { type Express } from 'express';
import pino from 'pino';
import { createApp, type AppDeps } from '../app';
import { createBackgroundTasks } from '../lib/background';
import type { AppConfig } from '../config';
import { createMemoryMailer } from '../lib/mail/mailer';
import { createMailOutbox, type MailOutbox, type MailOutboxOptions } from '../lib/mail/outbox';
import { createDiskStorage } from '../lib/storage/disk-storage';
import { openTestDatabase } from './test-database';

export function testConfig(dataDir: string, overrides: Partial<AppConfig> = {}): AppConfig {
  return {
    env: 'test',
    port: 0,
    databaseTimeouts: { connectMs: 5_000, statementMs: 15_000, idleInTransactionMs: 60_000 },
    dataDir,
    uploadsDir: path.join(dataDir, 'uploads'),
    jwtSecret: 'test-secret-that-is-long-enough-for-hs256-signing',
    mailFrom: 'Kitab Ghar <no-reply@test.local>',
    storeEmail: 'orders@test.local',
    corsOrigins: ['http://allowed.example'],
    publicUrl: 'http://localhost:3000',
    trustProxy: false,
    logLevel: 'silent',
    seedDemo: false,
    webDistDir: path.join(dataDir, 'no-web-build'),
    // the same bcrypt code path at the lowest cost, for speed
    catalogueMaxPageSize: 120,
    apiDocs: true,
    bcryptRounds: 4,
    // generous, so a test file's many sign-ins from 127.0.0.1 stay under them; rate-limit tests lower them
    rateLimits: {
      windowMs: 15 * 60_000,
      authPerIp: 10_000,
      loginPerAccount: 100,
      otpSendsPerAccount: 100,
      otpChecksPerAccount: 100,
      guest: { createPerIp: 1_000, uploadPerIp: 1_000, lookupPerIp: 1_000, tokenPerIp: 1_000, lookupFailuresPerOrder: 1_000 },
    },
    ...overrides,
  };
}

/**
 * Dependencies a test may replace: a movable clock, a failing or real SMTP mailer, a shared rate-limit store,
 * a database that hangs, a logger writing to a test's own stream.
 */
export type TestDeps = Partial<Pick<AppDeps, 'clock' | 'mailer' | 'rateLimitBackend' | 'database' | 'logger'>> & {
  /**
   * 'prompt' (default): the worker runs, and a write request answers only once the outbox is drained, so a
   * test reads the mail its call caused right after it. 'background': the worker runs on its own, as in
   * production (timing tests). 'off': no worker at all, as a process killed between commit and send.
   */
  mailWorker?: 'prompt' | 'background' | 'off';
  /** Retry timing of the worker (tests of backoff and of the last try). */
  outbox?: Pick<MailOutboxOptions, 'maxAttempts' | 'backoffMs' | 'pollMs' | 'leaseMs'>;
};

/**
 * Write requests answer after the outbox is drained (see TestDeps.mailWorker). The hook goes first in the
 * app's own stack rather than in an outer app, so tests that walk the app's routes still see them all.
 */
function answerAfterMail(app: Express, outbox: MailOutbox): void {
  const hook = express.Router();
  hook.use((req, res, next) => {
    if (req.method === 'GET' || req.method === 'HEAD') return next();
    const end = res.end.bind(res) as (...args: unknown[]) => typeof res;
    res.end = ((...args: unknown[]) => {
      void outbox.drain().catch(() => 0).finally(() => end(...args));
      return res;
    }) as typeof res.end;
    next();
  });
  (app as unknown as { router: { stack: unknown[] } }).router.stack.unshift(...(hook as unknown as { stack: unknown[] }).stack);
}

/** The whole API in-process on a database of its own, with mail kept in memory and files in a temp dir. */
export async function createTestApp(overrides: Partial<AppConfig> = {}, deps: TestDeps = {}) {
  const dataDir = await mkdtemp(path.join(process.env.BOOKSTORE_TEST_DIR ?? os.tmpdir(), 'app-'));
  const config = testConfig(dataDir, overrides);
  const database = deps.database ?? (await openTestDatabase());
  const storage = createDiskStorage(config.uploadsDir);
  const mailer = createMemoryMailer();
  const logger = deps.logger ?? pino({ level: 'silent' });
  const background = createBackgroundTasks(logger);
  const { mailWorker = 'prompt', outbox: outboxOptions, ...appDeps } = deps;
  const mailOutbox = createMailOutbox({ db: database.db, mailer: deps.mailer ?? mailer, logger, clock: deps.clock, writeEpoch: database.writeEpoch, ...outboxOptions });
  const app = createApp({ config, database, storage, mailer, logger, background, mailOutbox, ...appDeps });
  if (mailWorker !== 'off') mailOutbox.start();
  if (mailWorker === 'prompt') answerAfterMail(app, mailOutbox);
  return {
    app,
    mailOutbox,
    config,
    database,
    db: database.db,
    storage,
    mailer,
    /** Resolves once the work requests started without waiting (e.g. a reset code's mail) is done and its mail sent. */
    settled: async () => {
      await background.idle();
      if (mailWorker !== 'off') await mailOutbox.drain();
    },
    close: async () => {
      await background.idle();
      await mailOutbox.stop();
      await database.close();
    },
  };
}
export type TestApp = Awaited<ReturnType<typeof createTestApp>>;
