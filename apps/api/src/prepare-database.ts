/**
 * The embedded database's start-up work (creating it on an empty DATA_DIR, migrations, the demo seed, the first
 * admin, `analyze`), run by the store in a process of its own that exits before the store opens the database
 * it serves (built as dist/prepare-database.js). That work needs far more memory than serving: the first start
 * peaked at 800-880 MB, and the C allocator kept ~380 MB of it after the database was closed, until a restart.
 * A process that exits gives all of it back.
 */
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { reportPreparationFailure } from './db/preparation-process';
import { prepareEmbeddedDatabase } from './db/prepared-database';
import { createLogger } from './lib/logger';
import { createStorage } from './lib/storage';
import { runStartupWork } from './startup-work';

async function main(): Promise<void> {
  // the store stopped while this ran (or while it loaded): stop too, rather than keep its database folder busy
  process.on('disconnect', () => process.exit(1));
  if (process.send && !process.connected) process.exit(1);
  const config = loadConfig();
  const logger = createLogger(config.logLevel);
  const storage = createStorage(config);
  await prepareEmbeddedDatabase(
    () => openDatabase({ dataDir: config.dataDir }),
    (database) => runStartupWork(database, { config, storage, logger }),
  );
}

main().then(() => process.exit(0), reportPreparationFailure);
