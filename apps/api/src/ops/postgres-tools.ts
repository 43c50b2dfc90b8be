import { runTool } from './run-tool';

const CLIENT_MISSING =
  "install the PostgreSQL client tools of your server's major version (Debian: apt-get install postgresql-client-15), or put them on PATH";

/** The URL without its password (which would show in `ps`) plus the environment that passes it instead. */
function connection(databaseUrl: string): { url: string; env: NodeJS.ProcessEnv } {
  const url = new URL(databaseUrl);
  const env: NodeJS.ProcessEnv = {};
  if (url.password) {
    env.PGPASSWORD = decodeURIComponent(url.password);
    url.password = '';
  }
  return { url: url.toString(), env };
}

/** `pg_dump --format=custom` of the whole database into `file`. */
export async function pgDump(databaseUrl: string, file: string): Promise<void> {
  const { url, env } = connection(databaseUrl);
  await runTool('pg_dump', ['--format=custom', '--no-owner', '--no-privileges', '--file', file, '--dbname', url], { env, missing: CLIENT_MISSING });
}

/**
 * Loads a custom-format dump in one transaction: on any error nothing of it stays. With `clean`, the
 * dump's objects already in the database are dropped first (in the same transaction).
 */
export async function pgRestore(databaseUrl: string, file: string, clean: boolean): Promise<void> {
  const { url, env } = connection(databaseUrl);
  const args = ['--no-owner', '--no-privileges', '--single-transaction', '--exit-on-error', '--dbname', url];
  if (clean) args.push('--clean', '--if-exists');
  await runTool('pg_restore', [...args, file], { env, missing: CLIENT_MISSING });
}
