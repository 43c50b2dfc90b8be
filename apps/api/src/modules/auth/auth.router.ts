import { authRoutes, MESSAGES } from '@bookstore/contracts';
import { Router, type ErrorRequestHandler, type Request, type Response } from 'express';
import type { PendingVerification } from '../../lib/auth/pending-verification';
import { currentUser, type Sessions } from '../../lib/auth/session';
import { AppError } from '../../lib/errors';
import type { AuthLimiters } from '../../lib/rate-limit';
import { route } from '../../lib/route';
import type { AuthService, StartSession } from './auth.service';
import type { PasswordResetService } from './password-reset.service';
import { profilePictureUpload, type UploadedPicture } from './profile-upload';
import type { ProfileService } from './profile.service';
import { isUuid } from './user-mapper';

export interface AuthRouterDeps {
  auth: AuthService;
  reset: PasswordResetService;
  profile: ProfileService;
  sessions: Sessions;
  pending: PendingVerification;
  limits: AuthLimiters;
}

/** A 429 from a service (a code asked for again too soon) carries Retry-After like the limiters' own. */
const retryAfterHeader: ErrorRequestHandler = (err: unknown, _req, res, next) => {
  const retryAfter = err instanceof AppError ? err.extra?.retryAfter : undefined;
  if (typeof retryAfter === 'number') res.set('Retry-After', String(retryAfter));
  next(err);
};

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
    if (!user) return { success: false, message: MESSAGES.session.notAuthenticated, user: null };
    return { success: true, user };
  });

  route(router, authRoutes.register, [perIp, otpSends], async ({ body }, _req, res) => {
    const { userId, created, message } = await auth.register(body);
    pending.set(res, userId);
    res.status(created ? 201 : 200);
    return { success: true, user: { id: userId }, message };
  });

  route(router, authRoutes.login, [perIp, passwordChecks], async ({ body }, req, res) => {
    const { session, ...answer } = await auth.login(body, startSession(req, res));
    if (session) pending.clear(res);
    else pending.set(res, answer.user.id);
    return { success: true, ...answer };
  });

  route(router, authRoutes.verifyAccount, [perIp, otpChecks], async ({ body }, req, res) => {
    const answer = await auth.verifyAccount(body, pending.userId(req), startSession(req, res));
    pending.clear(res);
    return { success: true, ...answer };
  });

  route(router, authRoutes.sendVerifyOtp, [perIp, otpSends], async ({ body }, _req, res) => {
    if (!isUuid(body.userId)) throw new AppError('VALIDATION', MESSAGES.register.resendFailed);
    await auth.resendVerifyCode(body.userId);
    pending.set(res, body.userId);
    return { success: true, message: MESSAGES.register.newOtpSent };
  });

  route(router, authRoutes.sendResetOtp, [perIp, otpSends], async ({ body }) => ({
    success: true,
    message: await reset.sendCode(body.email),
  }));
  route(router, authRoutes.verifyResetOtp, [perIp, otpChecks], async ({ body }) => ({
    success: true,
    message: await reset.verifyCode(body),
  }));
  route(router, authRoutes.resetPassword, [perIp, otpChecks], async ({ body }) => ({
    success: true,
    message: await reset.resetPassword(body),
  }));

  route(router, authRoutes.logout, async (_input, req, res) => {
    await sessions.end(req, res);
    return { success: true, message: MESSAGES.session.loggedOut };
  });

  route(router, authRoutes.updateProfile, [sessions.requireUser, passwordChecks, profilePictureUpload()], async ({ body }, _req, res) => ({
    success: true,
    ...(await profile.update(currentUser(res), body, res.locals.picture as UploadedPicture | undefined)),
  }));

  route(router, authRoutes.removeProfilePicture, [sessions.requireUser], async (_input, _req, res) => ({
    success: true,
    ...(await profile.removePicture(currentUser(res).id)),
  }));

  route(router, authRoutes.deleteAccount, [sessions.requireUser, perIp, passwordChecks], async ({ body }, _req, res) => {
    const message = await profile.deleteAccount(currentUser(res).id, body);
    sessions.clearCookie(res);
    pending.clear(res);
    return { success: true, message };
  });

  router.use(retryAfterHeader);
  return router;
}
