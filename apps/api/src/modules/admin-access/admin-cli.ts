import { parseArgs } from 'node:util';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { ensureAdmin, type EnsureAdminResult } from './admin-accounts';

export const ADMIN_CLI_USAGE = `Usage: pnpm admin:create --email <email> --password <password> [--name <name>]

  Creates a verified admin account, or makes the existing account with that e-mail an admin
  (its password is then left unchanged and --password is ignored).

  --email       the admin's e-mail (they sign in at /login like everyone else)
  --password    8 to 50 characters with a lowercase letter and a digit (letters, digits, ! @ # $ % ^ & *)
  --name        shown on the orders the admin changes (default: Admin)
  -h, --help    show this help

Environment: DATABASE_URL (PostgreSQL server) or DATA_DIR (embedded database, default <repo>/.data;
stop the store first: the embedded database takes one process at a time). BCRYPT_ROUNDS (default 12).`;

export interface AdminCliArgs {
  email: string;
  password: string;
  name?: string;
}

/** The command line as typed; throws a message fit to print (with the usage) when it is incomplete. */
export function parseAdminCliArgs(argv: string[]): AdminCliArgs | 'help' {
  // parseArgs throws a readable message for an unknown option or a missing value
  const { values } = parseArgs({
    args: argv,
    options: { email: { type: 'string' }, password: { type: 'string' }, name: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
    strict: true,
    allowPositionals: false,
  });
  if (values.help) return 'help';
  const missing = (['email', 'password'] as const).filter((key) => !values[key]);
  if (missing.length) throw new Error(`Missing ${missing.map((key) => `--${key}`).join(' and ')}`);
  return { email: values.email!, password: values.password!, name: values.name };
}

/** bcrypt cost of the CLI: the server's rule (12 or more outside tests). */
export function cliBcryptRounds(env: NodeJS.ProcessEnv): number {
  const parsed = z.coerce
    .number()
    .int()
    .min(env.NODE_ENV === 'test' ? 4 : 12)
    .max(16)
    .safeParse(env.BCRYPT_ROUNDS?.trim() ? env.BCRYPT_ROUNDS : 12);
  if (!parsed.success) throw new Error('BCRYPT_ROUNDS must be a whole number from 12 to 16');
  return parsed.data;
}

/** What the CLI prints for each outcome. */
export function describeAdminResult(result: EnsureAdminResult, where: string): string {
  switch (result.outcome) {
    case 'created':
      return `Created the admin ${result.email} in ${where}. Sign in at /login, then open /admin.`;
    case 'promoted':
      return (
        `${result.email} already had an account in ${where}: it is now an admin (its password is unchanged).` +
        (result.verified ? '' : ' It has not verified its e-mail yet: a code is sent at its first sign-in.')
      );
    case 'already-admin':
      return `${result.email} is already an admin in ${where}; nothing changed.`;
    case 'taken':
      return `${result.email} has an account in ${where}; nothing changed.`;
  }
}

/** The command's work, apart from process and database handling (tested directly). */
export async function runAdminCreate(db: Db, args: AdminCliArgs, options: { bcryptRounds: number; where: string }): Promise<string> {
  const result = await ensureAdmin(db, args, { bcryptRounds: options.bcryptRounds });
  return describeAdminResult(result, options.where);
}
