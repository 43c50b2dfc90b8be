import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { otpCodes } from '../../db/schema';
import type { OtpPurpose } from '../../lib/auth/otp';

type Executor = Db | Tx;

/** After this many wrong tries a code is void. */
export const OTP_MAX_ATTEMPTS = 5;

/**
 * Which codes a call is about: an account's codes of one purpose, narrowed to one registration when
 * `registrationId` is given (a sign-up code answers the registration that asked for it).
 */
export interface CodeScope {
  userId: string;
  purpose: OtpPurpose;
  registrationId?: string;
}

const inScope = ({ userId, purpose, registrationId }: CodeScope) =>
  and(eq(otpCodes.userId, userId), eq(otpCodes.purpose, purpose), registrationId ? eq(otpCodes.registrationId, registrationId) : undefined);

/** Queries on one-time codes; every lookup goes through the (user_id, purpose, created_at) index. */
export const otpRepository = {
  /**
   * When the live (unused) code of this purpose was issued, if any: the resend cool-down. Verify codes are
   * counted per registration, reset codes per account.
   */
  async latestUnusedIssuedAt(ex: Executor, scope: CodeScope): Promise<Date | undefined> {
    const [row] = await ex
      .select({ createdAt: otpCodes.createdAt })
      .from(otpCodes)
      .where(and(inScope(scope), isNull(otpCodes.consumedAt)))
      .orderBy(desc(otpCodes.createdAt))
      .limit(1);
    return row?.createdAt;
  },

  /** Replaces the codes of this scope with a new one: only the newest code of a registration (or of a reset) works. */
  async replace(ex: Executor, code: CodeScope & { codeHash: string; now: Date; expiresAt: Date }): Promise<string> {
    await ex.delete(otpCodes).where(inScope(code));
    const [row] = await ex
      .insert(otpCodes)
      .values({
        userId: code.userId,
        purpose: code.purpose,
        registrationId: code.registrationId ?? null,
        codeHash: code.codeHash,
        createdAt: code.now,
        expiresAt: code.expiresAt,
      })
      .returning({ id: otpCodes.id });
    return row!.id;
  },

  /** A code whose mail could not be sent: gone, so asking again is not held back by its cool-down. */
  async remove(ex: Executor, id: string): Promise<void> {
    await ex.delete(otpCodes).where(eq(otpCodes.id, id));
  },

  /**
   * Takes one try of each live code of the scope, atomically: a row's attempt counter goes up only while it
   * is below the limit, the code is unused and unexpired. Returns those codes (none when there is no live
   * one: none, used, expired or out of tries). Concurrent guesses cannot exceed the limit.
   */
  async takeAttempt(ex: Executor, scope: CodeScope, now: Date) {
    return ex
      .update(otpCodes)
      .set({ attempts: sql`${otpCodes.attempts} + 1` })
      .where(and(inScope(scope), isNull(otpCodes.consumedAt), gt(otpCodes.expiresAt, now), lt(otpCodes.attempts, OTP_MAX_ATTEMPTS)))
      .returning({ id: otpCodes.id, codeHash: otpCodes.codeHash, registrationId: otpCodes.registrationId });
  },

  /** A right guess that does not use the code (verify-reset-otp) gives its try back. */
  async giveAttemptBack(ex: Executor, id: string): Promise<void> {
    await ex
      .update(otpCodes)
      .set({ attempts: sql`greatest(${otpCodes.attempts} - 1, 0)` })
      .where(eq(otpCodes.id, id));
  },

  /** Uses the code; false if another request used it first. */
  async consume(ex: Executor, id: string, now: Date): Promise<boolean> {
    const rows = await ex
      .update(otpCodes)
      .set({ consumedAt: now })
      .where(and(eq(otpCodes.id, id), isNull(otpCodes.consumedAt)))
      .returning({ id: otpCodes.id });
    return rows.length === 1;
  },
};
