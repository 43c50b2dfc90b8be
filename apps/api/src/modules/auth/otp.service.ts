import { MESSAGES, TIMINGS } from '@bookstore/contracts';
import type { Db, Tx } from '../../db/client';
import { generateOtp, hashOtp, otpMatches } from '../../lib/auth/otp';
import { AppError } from '../../lib/errors';
import { MAIL_PRIORITY, type MailOutbox } from '../../lib/mail/outbox';
import { mailSenderOf } from '../../lib/mail/templates/layout';
import { passwordResetCodeMail, verificationCodeMail } from '../../lib/mail/templates/otp-mails';
import type { StoreSettingsStore } from '../store-settings';
import { otpRepository, type CodeScope } from './otp.repository';

export interface OtpServiceDeps {
  db: Db;
  outbox: Pick<MailOutbox, 'enqueue' | 'wake'>;
  clock: () => Date;
  /** Keys the code hashes. */
  secret: string;
  /** The store's address, shown in the mails. */
  storeUrl: string;
  /** The store's name and address in the mails, read in the transaction that writes the code. */
  settings: Pick<StoreSettingsStore, 'within'>;
}

const RESEND_MS = TIMINGS.otpResendSeconds * 1000;

/** Where a code goes: the account's address, greeted with the name of the registration it answers. */
export interface CodeRecipient {
  email: string;
  name: string;
}

export const invalidOtp = () => new AppError('VALIDATION', MESSAGES.register.invalidOtp);

/**
 * One-time codes: 6 digits, stored as a keyed hash, single use, valid 10 minutes, bound to one account and
 * purpose (a sign-up code also to the registration that asked for it), void after 5 wrong tries, at most
 * one new code every 60 seconds per registration (sign-up) or account (reset).
 */
export function createOtpService({ db, outbox, clock, secret, storeUrl, settings }: OtpServiceDeps) {
  async function store(tx: Tx, scope: CodeScope) {
    const plain = generateOtp();
    const now = clock();
    const id = await otpRepository.replace(tx, {
      ...scope,
      codeHash: hashOtp(secret, scope.userId, scope.purpose, plain),
      now,
      expiresAt: new Date(now.getTime() + TIMINGS.otpValidityMs),
    });
    return { id, plain };
  }

  /** The code's mail goes into the outbox of the same transaction: first in line, never waited for. */
  async function enqueue(tx: Tx, to: CodeRecipient, scope: CodeScope, code: string): Promise<void> {
    const render = scope.purpose === 'verify' ? verificationCodeMail : passwordResetCodeMail;
    const mail = render({ name: to.name, code, storeUrl, sender: mailSenderOf(await settings.within(tx)) });
    await outbox.enqueue(tx, { kind: `otp-${scope.purpose}`, priority: MAIL_PRIORITY.code, to: to.email, ...mail });
  }

  return {
    /** Seconds until this scope may get a new code (0 when it may now). */
    async cooldownSeconds(ex: Db | Tx, scope: CodeScope): Promise<number> {
      const issuedAt = await otpRepository.latestUnusedIssuedAt(ex, scope);
      if (!issuedAt) return 0;
      const waitMs = issuedAt.getTime() + RESEND_MS - clock().getTime();
      return waitMs > 0 ? Math.ceil(waitMs / 1000) : 0;
    },

    /**
     * Stores a new code for the scope (replacing its older ones) and puts its mail in the outbox, to the
     * account's address greeting the name of the registration it answers, inside the caller's transaction:
     * the mail exists if and only if the code does. The caller holds the user's row lock, so two requests
     * cannot both pass the cool-down. The worker is woken when the request's answer is sent.
     */
    async issue(tx: Tx, to: CodeRecipient, scope: CodeScope): Promise<void> {
      const code = await store(tx, scope);
      await enqueue(tx, to, scope, code.plain);
    },

    /** Like `issue`, and answers what to run after the commit: waking the mail worker. */
    async prepare(tx: Tx, to: CodeRecipient, scope: CodeScope): Promise<() => Promise<void>> {
      await this.issue(tx, to, scope);
      return async () => outbox.wake();
    },

    /**
     * Checks a code against the live codes of the scope, spending one try of each (kept even when the check
     * fails, so guesses are counted). Returns the matching code for `consume` or `giveBack`, with the
     * registration it answers; 'Invalid OTP' for a wrong, used, expired or exhausted code alike.
     */
    async check(scope: CodeScope, code: string): Promise<{ codeId: string; registrationId: string | null }> {
      const live = await otpRepository.takeAttempt(db, scope, clock());
      const match = live.find((row) => otpMatches(secret, scope.userId, scope.purpose, code, row.codeHash));
      if (!match) throw invalidOtp();
      return { codeId: match.id, registrationId: match.registrationId };
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
