import { and, desc, eq, notInArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { pendingRegistrations } from '../../db/schema';

type Executor = Db | Tx;
export type RegistrationRow = typeof pendingRegistrations.$inferSelect;

/**
 * Sign-ups of one unverified account kept at once; an older one is dropped (with its code) when a new one
 * comes. The per-account code limit already bounds how fast they come.
 */
export const MAX_PENDING_REGISTRATIONS = 3;

/** Queries on pending registrations; lookups go through the (user_id, created_at) index. */
export const registrationsRepository = {
  /** The account's registrations, newest first. */
  list(ex: Executor, userId: string): Promise<RegistrationRow[]> {
    return ex
      .select()
      .from(pendingRegistrations)
      .where(eq(pendingRegistrations.userId, userId))
      .orderBy(desc(pendingRegistrations.createdAt), desc(pendingRegistrations.id))
      .limit(MAX_PENDING_REGISTRATIONS);
  },

  /** A new registration; the oldest others beyond the cap go first, with their codes (cascade). */
  async insert(tx: Tx, row: Pick<RegistrationRow, 'userId' | 'passwordHash' | 'name' | 'lastName'>, now: Date): Promise<RegistrationRow> {
    const keep = (await registrationsRepository.list(tx, row.userId)).slice(0, MAX_PENDING_REGISTRATIONS - 1).map((r) => r.id);
    await tx
      .delete(pendingRegistrations)
      .where(and(eq(pendingRegistrations.userId, row.userId), keep.length ? notInArray(pendingRegistrations.id, keep) : undefined));
    const [created] = await tx
      .insert(pendingRegistrations)
      .values({ ...row, createdAt: now })
      .returning();
    return created!;
  },

  async rename(tx: Tx, id: string, names: Pick<RegistrationRow, 'name' | 'lastName'>): Promise<void> {
    await tx.update(pendingRegistrations).set(names).where(eq(pendingRegistrations.id, id));
  },

  /** Once the inbox is proven every registration of the account is done (their codes go with them). */
  async removeAll(tx: Tx, userId: string): Promise<void> {
    await tx.delete(pendingRegistrations).where(eq(pendingRegistrations.userId, userId));
  },
};
