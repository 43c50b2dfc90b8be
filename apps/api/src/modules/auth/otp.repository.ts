import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { otpCodes } from '../../db/schema';
import type { OtpPurpose } from '../../lib/auth/otp';

type Executor = Db | Tx;

/** After this many wrong tries a code is void. */
export const OTP_MAX_ATTEMPTS = 5;

/** Queries on one-time codes; every lookup goes through the (user_id, purpose, created_at) index. */
export const otpRepository = {
  /** When the account's live (unused) code of this purpose was issued, if any: the resend cool-down. */
  async latestUnusedIssuedAt(ex: Executor, userId: string, purpose: OtpPurpose): Promise<Date | undefined> {
    const [row] = await ex
      .select({ createdAt: otpCodes.createdAt })
      .from(otpCodes)
      .where(and(eq(otpCodes.userId, userId), eq(otpCodes.purpose, purpose), isNull(otpCodes.consumedAt)))
      .orderBy(desc(otpCodes.createdAt))
      .limit(1);
    return row?.createdAt;
  },

  /** Replaces the account's codes of this purpose with a new one: only the newest code ever works. */
  async replace(ex: Executor, code: { userId: string; purpose: OtpPurpose; codeHash: string; now: Date; expiresAt: Date }) {
    await ex.delete(otpCodes).where(and(eq(otpCodes.userId, code.userId), eq(otpCodes.purpose, code.purpose)));
    await ex.insert(otpCodes).values({
      userId: code.userId,
      purpose: code.purpose,
      codeHash: code.codeHash,
      createdAt: code.now,
      expiresAt: code.expiresAt,
    });
  },

  /**
   * Takes one try of the account's live code, atomically: the row's attempt counter goes up only while it
   * is below the limit, the code is unused and unexpired. Returns the code's id and hash, or undefined when
   * there is no live code (none, used, expired or out of tries). Concurrent guesses cannot exceed the limit.
   */
  async takeAttempt(ex: Executor, userId: string, purpose: OtpPurpose, now: Date) {
    const [row] = await ex
      .update(otpCodes)
      .set({ attempts: sql`${otpCodes.attempts} + 1` })
      .where(
        and(
          eq(otpCodes.userId, userId),
          eq(otpCodes.purpose, purpose),
          isNull(otpCodes.consumedAt),
          gt(otpCodes.expiresAt, now),
          lt(otpCodes.attempts, OTP_MAX_ATTEMPTS),
        ),
      )
      .returning({ id: otpCodes.id, codeHash: otpCodes.codeHash });
    return row;
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
