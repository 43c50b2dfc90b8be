import { guestRoutes, MESSAGES } from '@bookstore/contracts';
import { Router } from 'express';
import { AppError } from '../../lib/errors';
import type { GuestLimiters } from '../../lib/rate-limit';
import { route } from '../../lib/route';
import { idempotencyKeyOf, proofFileOf, proofUploadMiddleware, type CheckoutService, type PaymentProofService } from '../checkout';
import type { GuestTrackingService } from './guest.service';

export interface GuestRouterDeps {
  checkout: CheckoutService;
  proofs: PaymentProofService;
  tracking: GuestTrackingService;
  limits: GuestLimiters;
}

/**
 * Checkout and order status without an account (docs/guest-checkout.md). No session is read: a guest
 * proves an order by its private link's token, or by its number with its e-mail or mobile number.
 */
export function guestRouter({ checkout, proofs, tracking, limits }: GuestRouterDeps): Router {
  const router = Router();

  route(router, guestRoutes.create, [limits.create], async ({ body }, req) => {
    const placed = await checkout.placeGuestOrder(body, idempotencyKeyOf(req, body));
    // a guest order always carries one (a replay mints a fresh one)
    if (!placed.trackingToken) throw new AppError('INTERNAL', MESSAGES.checkout.placeFailed);
    return {
      success: true,
      message: MESSAGES.guest.placed,
      order: { id: placed.orderId, orderNumber: placed.orderNumber, trackingToken: placed.trackingToken },
    };
  });

  // the limit runs before the file is read: a flood never costs a parse
  route(router, guestRoutes.uploadProof, [limits.upload, proofUploadMiddleware()], async ({ body }, req, res) => ({
    success: true,
    message: await proofs.uploadAsGuest(body.guestEmail, body.orderId, proofFileOf(req, res)),
  }));

  route(router, guestRoutes.trackByToken, [limits.token], async ({ params }) => ({
    success: true,
    order: await tracking.byToken(params.token),
  }));

  route(router, guestRoutes.trackLookup, [limits.lookup], async ({ body }) => {
    // wrong guesses of one number count from every address; a right answer gives its count back
    const attempt = await limits.lookupFailures.take(`order:${body.orderNumber}`);
    const order = await tracking.lookup(body);
    await attempt.release();
    return { success: true, order };
  });

  return router;
}
