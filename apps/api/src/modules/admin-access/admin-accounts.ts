import bcrypt from 'bcrypt';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { parseAdminCredentials, type AdminCredentials } from './admin-credentials';

/** 'taken': a customer has the e-mail and `promote` was false, so nothing changed. */
export type EnsureAdminOutcome = 'created' | 'promoted' | 'already-admin' | 'taken';

export interface EnsureAdminResult {
  outcome: EnsureAdminOutcome;
  userId: string;
  email: string;
  /** False for a promoted account that never confirmed its e-mail: it must verify at its first sign-in. */
  verified: boolean;
}

const byEmail = (email: string) => sql`lower(${users.email}) = ${email}`;

/**
 * Makes the account with this e-mail an admin: creates it (verified, bcrypt at `bcryptRounds`) when no
 * account has the e-mail, promotes a customer, and leaves an admin alone. An existing account's password
 * is never changed. Safe to run twice at once: the unique index on lower(email) decides who inserts.
 */
export async function ensureAdmin(db: Db, input: AdminCredentials, options: { bcryptRounds: number; now?: Date; promote?: boolean }): Promise<EnsureAdminResult> {
  const { email, password, name } = parseAdminCredentials(input);
  const now = options.now ?? new Date();
  const found = await findAccount(db, email);
  if (!found) {
    const passwordHash = await bcrypt.hash(password, options.bcryptRounds);
    const [inserted] = await db
      .insert(users)
      .values({ email, passwordHash, name, isAccountVerified: true, role: 'admin', createdAt: now, updatedAt: now })
      .onConflictDoNothing()
      .returning({ id: users.id });
    if (inserted) return { outcome: 'created', userId: inserted.id, email, verified: true };
  }
  // someone else (a sign-up, a second process) took the e-mail in the meantime: treat it as existing
  const account = found ?? (await findAccount(db, email));
  if (!account) throw new Error(`Could not create or find the account ${email}`);
  if (account.role === 'admin') return { outcome: 'already-admin', userId: account.id, email: account.email, verified: account.isAccountVerified };
  if (options.promote === false) return { outcome: 'taken', userId: account.id, email: account.email, verified: account.isAccountVerified };
  await db.update(users).set({ role: 'admin', updatedAt: now }).where(eq(users.id, account.id));
  return { outcome: 'promoted', userId: account.id, email: account.email, verified: account.isAccountVerified };
}

async function findAccount(db: Db, email: string) {
  const [row] = await db
    .select({ id: users.id, email: users.email, role: users.role, isAccountVerified: users.isAccountVerified })
    .from(users)
    .where(byEmail(email))
    .limit(1);
  return row;
}

/** True when at least one admin account exists. */
export async function hasAdmin(db: Db): Promise<boolean> {
  const rows = await db.select({ id: users.id }).from(users).where(eq(users.role, 'admin')).limit(1);
  return rows.length > 0;
}
