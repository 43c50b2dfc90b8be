import type { Server } from 'node:http';
import path from 'node:path';
import { createApp } from './app';
import { loadConfig } from './config';
import { createChangeFeed } from './db/change-feed';
import { openDatabase, type Database } from './db/client';
import { databaseStartupProblem } from './db/connection-errors';
import { runPreparationProcess } from './db/preparation-process';
import { createBackgroundTasks } from './lib/background';
import { createMailOutbox } from './lib/mail/outbox';
import { acceptManyPerTurn, type ExtraAcceptors } from './lib/http/accept-handles';
import { createLogger } from './lib/logger';
import { createMailer } from './lib/mail';
import { limitHeapGrowth } from './lib/memory/heap-growth';
import { createStorage } from './lib/storage';
import { runStartupWork, type StartupWorkDeps } from './startup-work';

/** The embedded database's start-up work, beside this file: dist/prepare-database.js, or the source under tsx. */
const PREPARE_ENTRY = path.join(__dirname, `prepare-database${path.extname(__filename)}`);

/** A database that refuses or hangs at start stops the store with one line that says so (no password). */
async function mustReach(database: Database, databaseUrl: string): Promise<void> {
  try {
    await database.ping();
  } catch (error) {
    throw new Error(databaseStartupProblem(databaseUrl, error), { cause: error });
  }
}

/**
 * The database, migrated and seeded. PostgreSQL: the work runs on the served pool (its memory is the
 * server's). Embedded: it runs in a process of its own (prepare-database.ts) that has exited, and given back
 * the memory that work took, before the served instance opens.
 */
async function openServedDatabase(open: () => Promise<Database>, deps: StartupWorkDeps): Promise<Database> {
  const { databaseUrl } = deps.config;
  if (!databaseUrl) {
    await runPreparationProcess(PREPARE_ENTRY);
    return open();
  }
  const database = await open();
  await mustReach(database, databaseUrl);
  await runStartupWork(database, deps);
  return database;
}

async function main(): Promise<void> {
  limitHeapGrowth();
  const config = loadConfig();
  const logger = createLogger(config.logLevel);
  const storage = createStorage(config);
  const open = () =>
    openDatabase({
      databaseUrl: config.databaseUrl,
      dataDir: config.dataDir,
      timeouts: config.databaseTimeouts,
      onIdleError: (error) => logger.warn({ err: error }, 'a pooled PostgreSQL connection closed; it will be replaced'),
    });
  const database = await openServedDatabase(open, { config, storage, logger });
  const background = createBackgroundTasks(logger);
  // the API never waits for SMTP: mails go through the outbox, sent by this worker (and any other process's)
  const mailer = createMailer(config, logger);
  const mailOutbox = createMailOutbox({ db: database.db, mailer, logger, writeEpoch: database.writeEpoch });
  // on PostgreSQL other processes may change the catalogue and the settings: hear it at once
  const changes = config.databaseUrl
    ? createChangeFeed({ connectionString: config.databaseUrl, logger, connectTimeoutMs: config.databaseTimeouts.connectMs || undefined })
    : undefined;
  const app = createApp({ config, database, storage, mailer, logger, background, mailOutbox, changes });
  mailOutbox.start();

  let acceptors: Promise<ExtraAcceptors> | undefined;
  const server: Server = app.listen(config.port, config.host ?? '0.0.0.0', () => {
    const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite in ${config.dataDir}`;
    logger.info(`bookstore listening on ${config.publicUrl} (port ${config.port}), database: ${where}`);
    acceptors = acceptManyPerTurn(server, {
      onError: (err) => logger.warn({ err }, 'accepting one connection per event-loop turn: the extra listening descriptors could not be had'),
    });
  });

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info(`${signal} received, closing`);
    // stop taking connections, let running requests finish, then close the database
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    const extrasClosed = (acceptors ?? Promise.resolve(undefined)).then((extras) => extras?.close());
    void Promise.all([closed, extrasClosed]).then(() => {
      background
        .idle()
        .then(() => mailOutbox.stop())
        .then(() => changes?.close())
        .then(() => database.close())
        .then(
        () => process.exit(0),
        () => process.exit(1),
      );
    });
    server.closeIdleConnections();
    setTimeout(() => process.exit(1), 10_000).unref();
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('unhandledRejection', (reason) => logger.error({ err: reason }, 'unhandled rejection'));
}

main().catch((error: unknown) => {
  // configuration and start-up errors: say what is wrong, plainly, and stop
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
