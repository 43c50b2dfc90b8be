import type { Router } from 'express';
import type { AppContext } from '../../app-context';
import { checkoutRouter } from './checkout.router';
import { createCheckoutService } from './checkout.service';
import { createOrderNotifier } from './order-notifications';
import { createPaymentProofService } from './payment-proof.service';

/** Wires checkout: totals, orders (POST /api/checkout/process and /api/orders/create), payment proofs. */
export function checkoutModule(ctx: AppContext): Router {
  const { db, clock, logger, config, background } = ctx;
  const notifier = createOrderNotifier({ mailer: ctx.mailer, logger, storeEmail: config.storeEmail, storeUrl: config.publicUrl });
  return checkoutRouter(
    createCheckoutService({ db, notifier, logger, clock, background }),
    createPaymentProofService({ db, storage: ctx.storage, notifier, logger, clock, background }),
    ctx.sessions,
  );
}
