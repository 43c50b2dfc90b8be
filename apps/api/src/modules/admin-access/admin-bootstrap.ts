import { randomInt } from 'node:crypto';
import type { Logger } from 'pino';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import { ensureAdmin, hasAdmin, type EnsureAdminOutcome } from './admin-accounts';

/** The e-mail of the demo admin an embedded store creates when nobody can sign in to the back office. */
export const DEMO_ADMIN_EMAIL = 'admin@example.com';

const PASSWORD_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** 16 characters from an unambiguous alphabet (~79 bits), with a letter and a digit as the password rules ask. */
export function randomAdminPassword(): string {
  for (;;) {
    const password = Array.from({ length: 16 }, () => PASSWORD_ALPHABET[randomInt(PASSWORD_ALPHABET.length)]).join('');
    if (/[a-z]/.test(password) && /\d/.test(password)) return password;
  }
}

export type AdminBootstrapResult =
  | { outcome: EnsureAdminOutcome; email: string }
  | { outcome: 'demo-taken'; email: string }
  | { outcome: 'demo-created'; email: string; password: string }
  | { outcome: 'none' };

/**
 * At start: ADMIN_EMAIL / ADMIN_PASSWORD create (or promote) that admin, never touching an existing
 * password. Without them, an embedded store with no admin at all gets a demo admin whose random password
 * is logged this once, so a newcomer can open /admin; a store on DATABASE_URL is left alone.
 */
export async function bootstrapAdmin(
  db: Db,
  config: Pick<AppConfig, 'admin' | 'databaseUrl' | 'bcryptRounds' | 'publicUrl'>,
  logger: Pick<Logger, 'info' | 'warn'>,
): Promise<AdminBootstrapResult> {
  if (config.admin) {
    const result = await ensureAdmin(db, config.admin, { bcryptRounds: config.bcryptRounds });
    if (result.outcome === 'created') logger.info(`admin account created for ${result.email} (ADMIN_EMAIL)`);
    if (result.outcome === 'promoted') {
      logger.warn(`the existing account ${result.email} was promoted to admin (ADMIN_EMAIL); its password is unchanged`);
      if (!result.verified) logger.warn(`${result.email} has not verified its e-mail yet: it gets a code at its first sign-in`);
    }
    return { outcome: result.outcome, email: result.email };
  }
  if (config.databaseUrl || (await hasAdmin(db))) return { outcome: 'none' };

  const password = randomAdminPassword();
  const result = await ensureAdmin(db, { email: DEMO_ADMIN_EMAIL, password, name: 'Admin' }, { bcryptRounds: config.bcryptRounds, promote: false });
  if (result.outcome !== 'created') {
    // someone registered admin@example.com as a shopper; its password is theirs, so no demo admin
    logger.warn(`no admin yet: create one with \`pnpm admin:create --email you@example.com --password ...\` (${DEMO_ADMIN_EMAIL} is a shopper's account)`);
    return { outcome: 'demo-taken', email: DEMO_ADMIN_EMAIL };
  }
  logger.warn(
    `demo admin created: sign in at ${config.publicUrl}/login with ${DEMO_ADMIN_EMAIL} / ${password} ` +
      '(shown only this once; change the password under Account, or set ADMIN_EMAIL and ADMIN_PASSWORD)',
  );
  return { outcome: 'demo-created', email: DEMO_ADMIN_EMAIL, password };
}
