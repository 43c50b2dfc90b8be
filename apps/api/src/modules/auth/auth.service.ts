import { MESSAGES, type LoginBody, type RegisterBody, type User, type VerifyAccountBody } from '@bookstore/contracts';
import type { Logger } from 'pino';
import type { Db, Tx } from '../../db/client';
import type { Passwords } from '../../lib/auth/passwords';
import type { PendingAccount } from '../../lib/auth/pending-verification';
import { AppError, tooManyRequests } from '../../lib/errors';
import type { CartService } from '../cart/cart.service';
import type { WishlistService } from '../wishlist/wishlist.service';
import { claimGuestOrders } from '../orders';
import { invalidOtp, type OtpService } from './otp.service';
import { registrationsRepository as registrations, type RegistrationRow } from './registrations.repository';
import { toUser, isUuid, type UserRow } from './user-mapper';
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

/** The account a verify-account call is about, as the server resolved it. */
export interface VerifyTarget {
  user: UserRow;
  /** The registration made in this browser (pending cookie): only its code is accepted then. */
  registrationId?: string;
}

const resendFailed = () => new AppError('VALIDATION', MESSAGES.register.resendFailed);

/** The account as a registration would make it: its names, not those of another sign-up for the same e-mail. */
const asRegistered = (user: UserRow, registration: RegistrationRow) => toUser({ ...user, name: registration.name, lastName: registration.lastName });

export function createAuthService({ db, otp, passwords, cart, wishlist, logger, clock }: AuthServiceDeps) {
  /**
   * Mails a new code for one registration. Within 60 seconds of its last one a resend is refused (429),
   * while registering again keeps that code (it is still in the shopper's inbox and valid).
   */
  async function mailVerifyCode(tx: Tx, user: UserRow, registration: RegistrationRow, withinCooldown: 'refuse' | 'keep'): Promise<void> {
    const scope = { userId: user.id, purpose: 'verify' as const, registrationId: registration.id };
    const wait = await otp.cooldownSeconds(tx, scope);
    if (wait > 0 && withinCooldown === 'keep') return;
    if (wait > 0) throw tooManyRequests(wait);
    await otp.issue(tx, { email: user.email, name: registration.name }, scope);
  }

  /** This browser's own registration first, then the others, newest first. */
  function ownFirst(list: RegistrationRow[], userId: string, pending?: PendingAccount): RegistrationRow[] {
    const ownId = pending?.userId === userId ? pending.registrationId : undefined;
    return [...list.filter((r) => r.id === ownId), ...list.filter((r) => r.id !== ownId)];
  }

  /** The first registration whose password this is, if any. */
  async function registrationWithPassword(list: RegistrationRow[], password: string): Promise<RegistrationRow | undefined> {
    // at least one comparison, so an account with none answers in the time of a wrong password
    if (list.length === 0) await passwords.verify(password, undefined);
    for (const registration of list) {
      if (await passwords.verify(password, registration.passwordHash)) return registration;
    }
    return undefined;
  }

  /**
   * send-verify-otp: 'New OTP sent to your email', at most once a minute per registration. The code goes to
   * this browser's own registration, else to the newest.
   */
  async function resendVerifyCode(userId: string, pending?: PendingAccount): Promise<PendingAccount> {
    return db.transaction(async (tx) => {
      const user = await users.findById(tx, userId, { forUpdate: true });
      if (!user || user.isAccountVerified) throw resendFailed();
      const [registration] = ownFirst(await registrations.list(tx, user.id), user.id, pending);
      if (!registration) throw resendFailed();
      await mailVerifyCode(tx, user, registration, 'refuse');
      return { userId: user.id, registrationId: registration.id };
    });
  }

  /**
   * An e-mail that is still unverified registers again. Anyone can type any address, so this never touches
   * another sign-up's password: the same password continues its registration (the code already sent stays
   * valid), another one starts a registration of its own with its own code. Whichever code comes back
   * decides the account's password.
   */
  async function registerAgain(existing: UserRow, body: RegisterBody, pending?: PendingAccount) {
    const list = ownFirst(await registrations.list(db, existing.id), existing.id, pending);
    const same = await registrationWithPassword(list, body.password);
    const passwordHash = same ? undefined : await passwords.hash(body.password);
    const names = { name: body.name, lastName: body.lastName };
    return db.transaction(async (tx) => {
      const user = await users.findById(tx, existing.id, { forUpdate: true });
      if (!user || user.isAccountVerified) throw new AppError('CONFLICT', MESSAGES.register.emailExists);
      let registration: RegistrationRow;
      if (same) {
        await registrations.rename(tx, same.id, names);
        registration = { ...same, ...names };
        await mailVerifyCode(tx, user, registration, 'keep');
      } else {
        registration = await registrations.insert(tx, { userId: user.id, passwordHash: passwordHash!, ...names }, clock());
        await mailVerifyCode(tx, user, registration, 'refuse');
      }
      return { account: { userId: user.id, registrationId: registration.id }, created: false, message: MESSAGES.register.existsUnverified };
    });
  }

  return {
    /** The signed-in user as the API shows it. */
    async getUser(userId: string): Promise<User | undefined> {
      const row = await users.findById(db, userId);
      return row ? toUser(row) : undefined;
    },

    /**
     * A new account (unverified), its registration and its code, in one transaction with the mail: nothing
     * is kept when the mail fails. An unverified e-mail registers again (see registerAgain); a verified one
     * is refused.
     */
    async register(body: RegisterBody, pending?: PendingAccount): Promise<{ account: PendingAccount; created: boolean; message: string }> {
      const existing = await users.findByEmail(db, body.email);
      if (existing?.isAccountVerified) throw new AppError('CONFLICT', MESSAGES.register.emailExists);
      if (existing) return registerAgain(existing, body, pending);
      const passwordHash = await passwords.hash(body.password);
      const names = { name: body.name, lastName: body.lastName };
      try {
        const account = await db.transaction(async (tx) => {
          const user = await users.insert(tx, { email: body.email, passwordHash, ...names }, clock());
          const registration = await registrations.insert(tx, { userId: user.id, passwordHash, ...names }, clock());
          await mailVerifyCode(tx, user, registration, 'refuse');
          return { userId: user.id, registrationId: registration.id };
        });
        return { account, created: true, message: MESSAGES.register.success };
      } catch (err) {
        if (isUniqueViolation(err)) throw new AppError('CONFLICT', MESSAGES.register.emailExists);
        throw err;
      }
    },

    /** The unverified account with this id, for send-verify-otp (its e-mail keys the per-account limit). */
    async unverifiedAccount(userId: string): Promise<UserRow> {
      const user = isUuid(userId) ? await users.findById(db, userId) : undefined;
      if (!user || user.isAccountVerified) throw resendFailed();
      return user;
    },

    resendVerifyCode,

    /**
     * Wrong e-mail and wrong password answer alike (and take comparable time). An unverified account gets
     * no session: a password of one of its registrations is told to verify, and a new code for that
     * registration is mailed when none went out in the last minute. A verified one gets its session with
     * the guest cart and wishlist merged, all in one transaction.
     */
    async login(body: LoginBody, startSession: StartSession) {
      const user = await users.findByEmail(db, body.email);
      if (user && !user.isAccountVerified) {
        const registration = await registrationWithPassword(await registrations.list(db, user.id), body.password);
        if (!registration) throw invalidCredentials();
        const pending = { userId: user.id, registrationId: registration.id };
        await resendVerifyCode(user.id, pending).catch((err: unknown) => {
          if (!(err instanceof AppError && err.code === 'RATE_LIMITED')) logger.warn({ err, userId: user.id }, 'login: no new verify code');
        });
        return {
          pending,
          user: asRegistered(user, registration),
          message: MESSAGES.login.verifyToContinue,
          cartSynced: false,
          wishlistSynced: false,
          syncErrors: [] as string[],
        };
      }
      const passwordOk = await passwords.verify(body.password, user?.passwordHash);
      if (!user || !passwordOk) throw invalidCredentials();
      const syncErrors = await db.transaction(async (tx) => {
        const cartErrors = await cart.mergeGuestCart(tx, user.id, body.localCart);
        const wishlistErrors = await wishlist.mergeGuestWishlist(tx, user.id, body.localWishlist);
        await startSession(tx, user.id);
        return [...cartErrors, ...wishlistErrors];
      });
      return {
        pending: undefined,
        user: toUser(user),
        message: MESSAGES.login.success,
        cartSynced: true,
        wishlistSynced: true,
        syncErrors,
      };
    },

    /**
     * The account a verify-account call is about: named by `userId` or `email` in the body, else by the
     * pending-verification cookie - never found by looking the code up alone.
     */
    async verifyTarget(body: VerifyAccountBody, pending: PendingAccount | undefined): Promise<VerifyTarget> {
      let userId = isUuid(body.userId) ? body.userId : undefined;
      if (!userId && body.email) {
        // an unknown e-mail answers like a wrong code: this call tells nobody which addresses have accounts
        userId = (await users.findByEmail(db, body.email))?.id;
        if (!userId) throw invalidOtp();
      }
      userId ??= isUuid(pending?.userId) ? pending.userId : undefined;
      if (!userId) throw new AppError('VALIDATION', MESSAGES.register.emailVerificationFailed);
      const user = await users.findById(db, userId);
      if (!user || user.isAccountVerified) throw invalidOtp();
      return { user, registrationId: pending?.userId === user.id ? pending.registrationId : undefined };
    },

    /**
     * The code proves the inbox. The account becomes verified with the password and names of the
     * registration that code answers - nobody else's - and is signed in with this device's guest cart and
     * wishlist merged, as at login; its other registrations end.
     * From the browser that registered (pending cookie) only that registration's code is accepted.
     */
    async verifyAccount(
      { user, registrationId }: VerifyTarget,
      { otp: code, localCart, localWishlist }: Pick<VerifyAccountBody, 'otp' | 'localCart' | 'localWishlist'>,
      startSession: StartSession,
    ) {
      const checked = await otp.check({ userId: user.id, purpose: 'verify', registrationId }, code);
      return db.transaction(async (tx) => {
        const locked = await users.findById(tx, user.id, { forUpdate: true });
        if (!locked || locked.isAccountVerified) throw invalidOtp();
        await otp.consume(tx, checked.codeId);
        const registration = (await registrations.list(tx, user.id)).find((r) => r.id === checked.registrationId);
        if (!registration) throw invalidOtp();
        const { passwordHash, name, lastName } = registration;
        const verified = await users.update(tx, user.id, { isAccountVerified: true, passwordHash, name, lastName }, clock());
        await registrations.removeAll(tx, user.id);
        // the proven inbox's guest orders become the account's
        await claimGuestOrders(tx, user.id, verified.email, clock());
        const syncErrors = [...(await cart.mergeGuestCart(tx, user.id, localCart)), ...(await wishlist.mergeGuestWishlist(tx, user.id, localWishlist))];
        const token = await startSession(tx, user.id);
        return { user: toUser(verified), token, message: MESSAGES.register.verified, cartSynced: true, wishlistSynced: true, syncErrors };
      });
    },
  };
}
export type AuthService = ReturnType<typeof createAuthService>;
