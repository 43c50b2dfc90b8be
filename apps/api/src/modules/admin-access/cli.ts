/**
 * `pnpm admin:create --email x --password y [--name z]`: adds an admin (or promotes an account) on
 * DATABASE_URL or the embedded database under DATA_DIR. The logic is in admin-cli.ts.
 */
import { openDatabase } from '../../db/client';
import { runMigrations } from '../../db/migrate';
import { resolveDataDir } from '../../db/seed/data-dir';
import { parseAdminCredentials } from './admin-credentials';
import { ADMIN_CLI_USAGE, cliBcryptRounds, parseAdminCliArgs, runAdminCreate } from './admin-cli';

async function main(): Promise<void> {
  let args;
  try {
    args = parseAdminCliArgs(process.argv.slice(2));
    if (args !== 'help') parseAdminCredentials(args);
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : String(error)}\n\n${ADMIN_CLI_USAGE}`);
    process.exitCode = 2;
    return;
  }
  if (args === 'help') {
    console.log(ADMIN_CLI_USAGE);
    return;
  }
  const bcryptRounds = cliBcryptRounds(process.env);
  const databaseUrl = process.env.DATABASE_URL || undefined;
  const dataDir = resolveDataDir();
  const where = databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `the embedded database in ${dataDir}`;
  const database = await openDatabase({ databaseUrl, dataDir });
  try {
    await runMigrations(database);
    console.log(await runAdminCreate(database.db, args, { bcryptRounds, where }));
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(`Could not create the admin: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
});
