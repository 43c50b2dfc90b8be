import type { Router } from 'express';
import type { AppContext } from '../../app-context';
import { createPasswords } from '../../lib/auth/passwords';
import { createPendingVerification } from '../../lib/auth/pending-verification';
import { createAuthLimiters } from '../../lib/rate-limit';
import { createCartService } from '../cart/cart.service';
import { createWishlistService } from '../wishlist/wishlist.service';
import { authRouter } from './auth.router';
import { createAuthService } from './auth.service';
import { createOtpService } from './otp.service';
import { createPasswordResetService } from './password-reset.service';
import { createProfileService } from './profile.service';

/** Wires the accounts module: sign-up, sign-in, codes, password reset, profile and account deletion. */
export function authModule(ctx: AppContext): Router {
  const { db, config, clock, logger, sessions } = ctx;
  const passwords = createPasswords(config.bcryptRounds);
  const pending = createPendingVerification({
    jwtSecret: config.jwtSecret,
    secureCookies: config.publicUrl.startsWith('https:'),
    clock,
  });
  const otp = createOtpService({ db, outbox: ctx.mailOutbox, clock, secret: config.jwtSecret, storeUrl: config.publicUrl, settings: ctx.settings });
  return authRouter({
    auth: createAuthService({
      db,
      otp,
      passwords,
      cart: createCartService(db, clock),
      wishlist: createWishlistService(db, clock),
      logger,
      clock,
    }),
    reset: createPasswordResetService({ db, background: ctx.background, otp, passwords, sessions, clock }),
    profile: createProfileService({ db, storage: ctx.storage, passwords, sessions, logger, clock }),
    sessions,
    pending,
    limits: createAuthLimiters(ctx.rateLimits, config.rateLimits),
  });
}
