import { MESSAGES, type ResetPasswordBody, type VerifyResetOtpBody } from '@bookstore/contracts';
import type { Db } from '../../db/client';
import type { Passwords } from '../../lib/auth/passwords';
import type { Sessions } from '../../lib/auth/session';
import { invalidOtp, type OtpService } from './otp.service';
import { usersRepository as users } from './users.repository';

export interface PasswordResetDeps {
  db: Db;
  otp: OtpService;
  passwords: Passwords;
  sessions: Pick<Sessions, 'endAll'>;
  clock: () => Date;
}

/**
 * Forgotten password: a code by mail, checked, then a new password. Known and unknown e-mails get the same
 * answer; a known one asking again within a minute keeps its earlier code (and still gets the same answer).
 */
export function createPasswordResetService({ db, otp, passwords, sessions, clock }: PasswordResetDeps) {
  async function accountFor(email: string) {
    const user = await users.findByEmail(db, email);
    if (!user) throw invalidOtp();
    return user;
  }

  return {
    async sendCode(email: string): Promise<string> {
      const user = await users.findByEmail(db, email);
      if (user) {
        await db.transaction(async (tx) => {
          const locked = await users.findById(tx, user.id, { forUpdate: true });
          if (!locked || (await otp.cooldownSeconds(tx, locked.id, 'reset')) > 0) return;
          await otp.issue(tx, locked, 'reset');
        });
      }
      return MESSAGES.otp.sent;
    },

    /** Checks the code without using it (a right code keeps all its tries). */
    async verifyCode({ email, otp: code }: VerifyResetOtpBody): Promise<string> {
      const user = await accountFor(email);
      const codeId = await otp.check(user.id, 'reset', code);
      await otp.giveBack(codeId);
      return MESSAGES.otp.verified;
    },

    /**
     * Uses the code, sets the new password and ends every session of the account, in one transaction.
     * The code came by mail, so it also proves the address: an unverified account becomes verified.
     */
    async resetPassword(body: ResetPasswordBody): Promise<string> {
      const user = await accountFor(body.email);
      const codeId = await otp.check(user.id, 'reset', body.otp);
      const passwordHash = await passwords.hash(body.newPassword);
      await db.transaction(async (tx) => {
        await otp.consume(tx, codeId);
        await users.update(tx, user.id, { passwordHash, isAccountVerified: true }, clock());
        await sessions.endAll(user.id, tx);
      });
      return MESSAGES.reset.success;
    },
  };
}
export type PasswordResetService = ReturnType<typeof createPasswordResetService>;
