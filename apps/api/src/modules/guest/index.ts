import type { Router } from 'express';
import type { AppContext } from '../../app-context';
import { createGuestLimiters } from '../../lib/rate-limit';
import { checkoutServices } from '../checkout';
import { guestRouter } from './guest.router';
import { createGuestTrackingService } from './guest.service';

/** Wires guest checkout (the checkout's own services) and order tracking without an account. */
export function guestModule(ctx: AppContext): Router {
  const { checkout, proofs } = checkoutServices(ctx);
  return guestRouter({
    checkout,
    proofs,
    tracking: createGuestTrackingService(ctx.db),
    limits: createGuestLimiters(ctx.rateLimits, ctx.config.rateLimits),
  });
}
