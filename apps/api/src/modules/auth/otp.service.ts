import { MESSAGES, TIMINGS } from '@bookstore/contracts';
import type { Logger } from 'pino';
import type { Db, Tx } from '../../db/client';
import { generateOtp, hashOtp, otpMatches, type OtpPurpose } from '../../lib/auth/otp';
import { AppError } from '../../lib/errors';
import type { Mailer } from '../../lib/mail/mailer';
import { passwordResetCodeMail, verificationCodeMail } from '../../lib/mail/templates/otp-mails';
import { otpRepository } from './otp.repository';
import type { UserRow } from './user-mapper';

export interface OtpServiceDeps {
  db: Db;
  mailer: Mailer;
  logger: Logger;
  clock: () => Date;
  /** Keys the code hashes. */
  secret: string;
  /** The store's address, shown in the mails. */
  storeUrl: string;
}

const RESEND_MS = TIMINGS.otpResendSeconds * 1000;

/** 429 with Retry-After (set by the auth router) for a code asked for again too soon. */
export function tooSoon(retryAfterSeconds: number): AppError {
  return new AppError('RATE_LIMITED', MESSAGES.general.tooManyRequests, { retryAfter: retryAfterSeconds });
}

export const invalidOtp = () => new AppError('VALIDATION', MESSAGES.register.invalidOtp);

/**
 * One-time codes: 6 digits, stored as a keyed hash, single use, valid 10 minutes, bound to one account and
 * purpose, void after 5 wrong tries, at most one new code per account and purpose every 60 seconds.
 */
export function createOtpService({ db, mailer, logger, clock, secret, storeUrl }: OtpServiceDeps) {
  return {
    /** Seconds until this account may get a new code of this purpose (0 when it may now). */
    async cooldownSeconds(ex: Db | Tx, userId: string, purpose: OtpPurpose): Promise<number> {
      const issuedAt = await otpRepository.latestUnusedIssuedAt(ex, userId, purpose);
      if (!issuedAt) return 0;
      const waitMs = issuedAt.getTime() + RESEND_MS - clock().getTime();
      return waitMs > 0 ? Math.ceil(waitMs / 1000) : 0;
    },

    /**
     * Stores a new code (replacing older ones) and mails it, inside the caller's transaction: if the mail
     * cannot be sent, the error 'Failed to send OTP' rolls everything back. The caller holds the user's
     * row lock, so two requests cannot both pass the cool-down.
     */
    async issue(tx: Tx, user: UserRow, purpose: OtpPurpose): Promise<void> {
      const code = generateOtp();
      const now = clock();
      await otpRepository.replace(tx, {
        userId: user.id,
        purpose,
        codeHash: hashOtp(secret, user.id, purpose, code),
        now,
        expiresAt: new Date(now.getTime() + TIMINGS.otpValidityMs),
      });
      const render = purpose === 'verify' ? verificationCodeMail : passwordResetCodeMail;
      try {
        await mailer.send({ to: user.email, ...render({ name: user.name, code, storeUrl }) });
      } catch (err) {
        logger.error({ err, userId: user.id, purpose }, 'could not send the code mail');
        throw new AppError('UNAVAILABLE', MESSAGES.otp.sendFailed);
      }
    },

    /**
     * Checks a code, spending one of its tries (kept even when the check fails, so guesses are counted).
     * Returns the code's id for `consume` or `giveBack`; 'Invalid OTP' for a wrong, used, expired or
     * exhausted code alike.
     */
    async check(userId: string, purpose: OtpPurpose, code: string): Promise<string> {
      const live = await otpRepository.takeAttempt(db, userId, purpose, clock());
      if (!live || !otpMatches(secret, userId, purpose, code, live.codeHash)) throw invalidOtp();
      return live.id;
    },

    /** Uses a checked code inside the caller's transaction; 'Invalid OTP' if another request used it first. */
    async consume(tx: Tx, codeId: string): Promise<void> {
      if (!(await otpRepository.consume(tx, codeId, clock()))) throw invalidOtp();
    },

    /** A right code that is only being checked (verify-reset-otp) does not use up a try. */
    giveBack: (codeId: string) => otpRepository.giveAttemptBack(db, codeId),
  };
}
export type OtpService = ReturnType<typeof createOtpService>;
