import type { Logger } from 'pino';
import type { AppConfig } from './config';
import type { Database } from './db/client';
import { runMigrations } from './db/migrate';
import { seedDemoCatalogue } from './db/seed/seed';
import { underStartupLock } from './db/startup-lock';
import type { FileStorage } from './lib/storage';
import { bootstrapAdmin } from './modules/admin-access/admin-bootstrap';
import { moveLegacyProofs } from './modules/checkout/legacy-proofs';

export interface StartupWorkDeps {
  config: AppConfig;
  storage: FileStorage;
  logger: Logger;
}

/**
 * What the store does to its database before serving: migrations, moving old payment proofs, the demo seed,
 * the first admin. On PostgreSQL it runs in the store's process; the embedded database runs it in a process
 * of its own (prepare-database.ts).
 */
export async function runStartupWork(database: Database, { config, storage, logger }: StartupWorkDeps): Promise<void> {
  // replicas starting together take turns: the first migrates and seeds, the others find it done
  await underStartupLock(database, async () => {
    await runMigrations(database);
    await moveLegacyProofs({ db: database.db, storage, logger });
    if (config.seedDemo) {
      const result = await seedDemoCatalogue(database.db, storage);
      if (result.seeded) logger.info(`demo catalogue seeded: ${result.products} books, ${result.heroImages} hero images`);
    }
    await bootstrapAdmin(database.db, config, logger);
  });
}
