import { authRoutes, MESSAGES } from '@bookstore/contracts';
import { Router, type Request, type Response } from 'express';
import type { PendingVerification } from '../../lib/auth/pending-verification';
import { currentUser, type Sessions } from '../../lib/auth/session';
import { accountOf, type AccountLimit, type AuthLimiters } from '../../lib/rate-limit';
import { route } from '../../lib/route';
import type { AuthService, StartSession } from './auth.service';
import type { PasswordResetService } from './password-reset.service';
import { profilePictureUpload, type UploadedPicture } from './profile-upload';
import type { ProfileService } from './profile.service';

export interface AuthRouterDeps {
  auth: AuthService;
  reset: PasswordResetService;
  profile: ProfileService;
  sessions: Sessions;
  pending: PendingVerification;
  limits: AuthLimiters;
}

/** Runs a password check counted against the account; a check that succeeds gives its count back. */
async function countingFailures<T>(limit: AccountLimit, account: string, check: () => Promise<T>): Promise<T> {
  const attempt = await limit.take(account);
  const result = await check();
  await attempt.release();
  return result;
}

/** The Auth calls of spec section 7: thin handlers over the services; sessions travel in the `token` cookie. */
export function authRouter({ auth, reset, profile, sessions, pending, limits }: AuthRouterDeps): Router {
  const router = Router();
  const startSession = (req: Request, res: Response): StartSession => (tx, userId) =>
    sessions.start(res, userId, req.get('user-agent'), tx);
  const { perIp, passwordChecks, otpSends, otpChecks } = limits;

  route(router, authRoutes.isAuth, [sessions.optionalUser], async (_input, _req, res) => {
    res.set('Cache-Control', 'no-store');
    const session = res.locals.user as { id: string } | null;
    const user = session ? await auth.getUser(session.id) : undefined;
    if (!user) return { success: false, code: 'UNAUTHENTICATED', message: MESSAGES.session.notAuthenticated, user: null };
    return { success: true, user };
  });

  // Per-account limits count the account the request really acts on, known only after validation: the
  // normalised e-mail of the body, or the e-mail of the account the server resolved. Extra fields change nothing.
  route(router, authRoutes.register, [perIp], async ({ body }, req, res) => {
    await otpSends.take(accountOf(body.email));
    const { account, created, message } = await auth.register(body, pending.read(req));
    pending.set(res, account);
    res.status(created ? 201 : 200);
    return { success: true, user: { id: account.userId }, message, resumed: !created };
  });

  route(router, authRoutes.login, [perIp], async ({ body }, req, res) => {
    const { pending: waiting, ...answer } = await countingFailures(passwordChecks, accountOf(body.email), () =>
      auth.login(body, startSession(req, res)),
    );
    if (waiting) pending.set(res, waiting);
    else pending.clear(res);
    return { success: true, ...answer };
  });

  route(router, authRoutes.verifyAccount, [perIp], async ({ body }, req, res) => {
    const target = await auth.verifyTarget(body, pending.read(req));
    await otpChecks.take(accountOf(target.user.email));
    const answer = await auth.verifyAccount(target, body, startSession(req, res));
    pending.clear(res);
    return { success: true, ...answer };
  });

  route(router, authRoutes.sendVerifyOtp, [perIp], async ({ body }, req, res) => {
    const account = await auth.unverifiedAccount(body.userId);
    await otpSends.take(accountOf(account.email));
    pending.set(res, await auth.resendVerifyCode(account.id, pending.read(req)));
    return { success: true, message: MESSAGES.register.newOtpSent };
  });

  route(router, authRoutes.sendResetOtp, [perIp], async ({ body }) => {
    await otpSends.take(accountOf(body.email));
    return { success: true, message: await reset.sendCode(body.email) };
  });
  route(router, authRoutes.verifyResetOtp, [perIp], async ({ body }) => {
    await otpChecks.take(accountOf(body.email));
    return { success: true, message: await reset.verifyCode(body) };
  });
  route(router, authRoutes.resetPassword, [perIp], async ({ body }) => {
    await otpChecks.take(accountOf(body.email));
    return { success: true, message: await reset.resetPassword(body) };
  });

  route(router, authRoutes.logout, async (_input, req, res) => {
    await sessions.end(req, res);
    return { success: true, message: MESSAGES.session.loggedOut };
  });

  route(router, authRoutes.updateProfile, [sessions.requireUser, profilePictureUpload()], async ({ body }, _req, res) => {
    const user = currentUser(res);
    const update = () => profile.update(user, body, res.locals.picture as UploadedPicture | undefined);
    // only a password change checks a password; a profile or address edit is never counted
    const answer = 'oldPassword' in body ? await countingFailures(passwordChecks, accountOf(user.email), update) : await update();
    return { success: true, ...answer };
  });

  route(router, authRoutes.removeProfilePicture, [sessions.requireUser], async (_input, _req, res) => ({
    success: true,
    ...(await profile.removePicture(currentUser(res).id)),
  }));

  route(router, authRoutes.deleteAccount, [sessions.requireUser, perIp], async ({ body }, _req, res) => {
    const user = currentUser(res);
    const message = await countingFailures(passwordChecks, accountOf(user.email), () => profile.deleteAccount(user.id, body));
    sessions.clearCookie(res);
    pending.clear(res);
    return { success: true, message };
  });

  return router;
}
