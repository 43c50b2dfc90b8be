import { MESSAGES, type ResetPasswordBody, type VerifyResetOtpBody } from '@bookstore/contracts';
import type { Db } from '../../db/client';
import type { BackgroundTasks } from '../../lib/background';
import type { Passwords } from '../../lib/auth/passwords';
import type { Sessions } from '../../lib/auth/session';
import { invalidOtp, type OtpService } from './otp.service';
import { registrationsRepository as registrations } from './registrations.repository';
import { usersRepository as users } from './users.repository';

export interface PasswordResetDeps {
  db: Db;
  background: BackgroundTasks;
  otp: OtpService;
  passwords: Passwords;
  sessions: Pick<Sessions, 'endAll'>;
  clock: () => Date;
}

const scope = (userId: string) => ({ userId, purpose: 'reset' as const });

/**
 * Forgotten password: a code by mail, checked, then a new password. Known and unknown e-mails get the same
 * answer in the same time; a known one asking again within a minute keeps its earlier code.
 */
export function createPasswordResetService({ db, background, otp, passwords, sessions, clock }: PasswordResetDeps) {
  async function accountFor(email: string) {
    const user = await users.findByEmail(db, email);
    if (!user) throw invalidOtp();
    return user;
  }

  return {
    /**
     * The answer does not wait for the code and its mail: a known e-mail and an unknown one both cost one
     * indexed lookup before the answer, so its timing tells nobody which addresses have accounts.
     */
    async sendCode(email: string): Promise<string> {
      const user = await users.findByEmail(db, email);
      if (user) {
        background.run('reset code mail', async () => {
          const send = await db.transaction(async (tx) => {
            const locked = await users.findById(tx, user.id, { forUpdate: true });
            if (!locked || (await otp.cooldownSeconds(tx, scope(locked.id))) > 0) return undefined;
            return otp.prepare(tx, locked, scope(locked.id));
          });
          await send?.();
        });
      }
      return MESSAGES.otp.sent;
    },

    /** Checks the code without using it (a right code keeps all its tries). */
    async verifyCode({ email, otp: code }: VerifyResetOtpBody): Promise<string> {
      const user = await accountFor(email);
      const { codeId } = await otp.check(scope(user.id), code);
      await otp.giveBack(codeId);
      return MESSAGES.otp.verified;
    },

    /**
     * Uses the code, sets the new password and ends every session of the account, in one transaction.
     * The code came by mail, so it also proves the address: an unverified account becomes verified.
     */
    async resetPassword(body: ResetPasswordBody): Promise<string> {
      const user = await accountFor(body.email);
      const { codeId } = await otp.check(scope(user.id), body.otp);
      const passwordHash = await passwords.hash(body.newPassword);
      await db.transaction(async (tx) => {
        await otp.consume(tx, codeId);
        await users.update(tx, user.id, { passwordHash, isAccountVerified: true }, clock());
        // the inbox is proven: sign-ups still waiting for their code end here
        await registrations.removeAll(tx, user.id);
        await sessions.endAll(user.id, tx);
      });
      return MESSAGES.reset.success;
    },
  };
}
export type PasswordResetService = ReturnType<typeof createPasswordResetService>;
