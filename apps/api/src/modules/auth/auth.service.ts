import { MESSAGES, type LoginBody, type RegisterBody, type User, type VerifyAccountBody } from '@bookstore/contracts';
import type { Logger } from 'pino';
import type { Db, Tx } from '../../db/client';
import type { Passwords } from '../../lib/auth/passwords';
import { AppError } from '../../lib/errors';
import type { CartService } from '../cart/cart.service';
import type { WishlistService } from '../wishlist/wishlist.service';
import { invalidOtp, tooSoon, type OtpService } from './otp.service';
import { toUser, isUuid } from './user-mapper';
import { usersRepository as users } from './users.repository';

export interface AuthServiceDeps {
  db: Db;
  otp: OtpService;
  passwords: Passwords;
  cart: Pick<CartService, 'mergeGuestCart'>;
  wishlist: Pick<WishlistService, 'mergeGuestWishlist'>;
  logger: Logger;
  clock: () => Date;
}

/** Starts a session inside the given transaction and answers its token (the router sets the cookie). */
export type StartSession = (tx: Tx, userId: string) => Promise<string>;

const invalidCredentials = () => new AppError('UNAUTHENTICATED', MESSAGES.login.invalidCredentials);

/** UNIQUE violation (a concurrent sign-up with the same e-mail), whichever driver reports it. */
function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; cause?: { code?: string } } | null;
  return e?.code === '23505' || e?.cause?.code === '23505';
}

export function createAuthService({ db, otp, passwords, cart, wishlist, logger, clock }: AuthServiceDeps) {
  /**
   * A new verify code for an unverified account. Within 60 seconds of the last one, a resend is refused
   * (429), while registering again keeps that code (it is still in the shopper's inbox and valid) so the
   * shopper still moves on to the verify step.
   */
  async function resendVerifyCode(userId: string, withinCooldown: 'refuse' | 'keep' = 'refuse'): Promise<void> {
    await db.transaction(async (tx) => {
      const user = await users.findById(tx, userId, { forUpdate: true });
      if (!user || user.isAccountVerified) throw new AppError('VALIDATION', MESSAGES.register.resendFailed);
      const wait = await otp.cooldownSeconds(tx, user.id, 'verify');
      if (wait > 0 && withinCooldown === 'keep') return;
      if (wait > 0) throw tooSoon(wait);
      await otp.issue(tx, user, 'verify');
    });
  }

  return {
    /** The signed-in user as the API shows it. */
    async getUser(userId: string): Promise<User | undefined> {
      const row = await users.findById(db, userId);
      return row ? toUser(row) : undefined;
    },

    /**
     * A new account (unverified) and its code, in one transaction with the mail: nothing is kept when the
     * mail fails. An unverified e-mail gets a new code and keeps its name and password; a verified one is refused.
     */
    async register(body: RegisterBody): Promise<{ userId: string; created: boolean; message: string }> {
      const existing = await users.findByEmail(db, body.email);
      if (existing?.isAccountVerified) throw new AppError('CONFLICT', MESSAGES.register.emailExists);
      if (existing) {
        await resendVerifyCode(existing.id, 'keep');
        return { userId: existing.id, created: false, message: MESSAGES.register.existsUnverified };
      }
      const passwordHash = await passwords.hash(body.password);
      try {
        const user = await db.transaction(async (tx) => {
          const row = await users.insert(tx, { email: body.email, passwordHash, name: body.name, lastName: body.lastName }, clock());
          await otp.issue(tx, row, 'verify');
          return row;
        });
        return { userId: user.id, created: true, message: MESSAGES.register.success };
      } catch (err) {
        if (isUniqueViolation(err)) throw new AppError('CONFLICT', MESSAGES.register.emailExists);
        throw err;
      }
    },

    /** send-verify-otp: 'New OTP sent to your email', at most once a minute per account. */
    resendVerifyCode,

    /**
     * Wrong e-mail and wrong password answer alike (and take comparable time). An unverified account gets
     * no session: it is told to verify, and a new code is mailed when none went out in the last minute.
     * A verified one gets its session with the guest cart and wishlist merged, all in one transaction.
     */
    async login(body: LoginBody, startSession: StartSession) {
      const user = await users.findByEmail(db, body.email);
      const passwordOk = await passwords.verify(body.password, user?.passwordHash);
      if (!user || !passwordOk) throw invalidCredentials();
      if (!user.isAccountVerified) {
        await resendVerifyCode(user.id).catch((err: unknown) => {
          if (!(err instanceof AppError && err.code === 'RATE_LIMITED')) logger.warn({ err, userId: user.id }, 'login: no new verify code');
        });
        return {
          session: false as const,
          user: toUser(user),
          message: MESSAGES.login.verifyToContinue,
          cartSynced: false,
          wishlistSynced: false,
          syncErrors: [] as string[],
        };
      }
      const syncErrors = await db.transaction(async (tx) => {
        const cartErrors = await cart.mergeGuestCart(tx, user.id, body.localCart);
        const wishlistErrors = await wishlist.mergeGuestWishlist(tx, user.id, body.localWishlist);
        await startSession(tx, user.id);
        return [...cartErrors, ...wishlistErrors];
      });
      return {
        session: true as const,
        user: toUser(user),
        message: MESSAGES.login.success,
        cartSynced: true,
        wishlistSynced: true,
        syncErrors,
      };
    },

    /**
     * Verifies the account named by `userId` or `email` in the body, else by the pending-verification
     * cookie - never by looking the code up alone. Success marks the account verified and signs it in.
     */
    async verifyAccount(body: VerifyAccountBody, pendingUserId: string | undefined, startSession: StartSession) {
      let userId = isUuid(body.userId) ? body.userId : undefined;
      if (!userId && body.email) {
        // an unknown e-mail answers like a wrong code: this call tells nobody which addresses have accounts
        userId = (await users.findByEmail(db, body.email))?.id;
        if (!userId) throw invalidOtp();
      }
      userId ??= isUuid(pendingUserId) ? pendingUserId : undefined;
      if (!userId) throw new AppError('VALIDATION', MESSAGES.register.emailVerificationFailed);
      const user = await users.findById(db, userId);
      if (!user || user.isAccountVerified) throw invalidOtp();
      const codeId = await otp.check(user.id, 'verify', body.otp);
      return db.transaction(async (tx) => {
        await otp.consume(tx, codeId);
        const verified = await users.update(tx, user.id, { isAccountVerified: true }, clock());
        const token = await startSession(tx, user.id);
        return { user: toUser(verified), token, message: MESSAGES.register.verified };
      });
    },
  };
}
export type AuthService = ReturnType<typeof createAuthService>;
