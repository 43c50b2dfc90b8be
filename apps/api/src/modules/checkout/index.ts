import type { Router } from 'express';
import type { AppContext } from '../../app-context';
import { checkoutRouter } from './checkout.router';
import { createCheckoutService, type CheckoutService } from './checkout.service';
import { createOrderNotifier } from './order-notifications';
import { createPaymentProofService, type PaymentProofService } from './payment-proof.service';

/** The checkout and payment-proof services, for the customer's routes here and the guest's (modules/guest). */
export function checkoutServices(ctx: AppContext): { checkout: CheckoutService; proofs: PaymentProofService } {
  const { db, clock, logger, config } = ctx;
  const notifier = createOrderNotifier({ outbox: ctx.mailOutbox, storeUrl: config.publicUrl });
  return {
    checkout: createCheckoutService({
      db,
      notifier,
      clock,
      settings: ctx.settings,
      onPlaced: ({ paymentMethod, customer }) => ctx.metrics.orderPlaced(paymentMethod, customer),
    }),
    proofs: createPaymentProofService({ db, storage: ctx.storage, notifier, logger, clock, settings: ctx.settings }),
  };
}

/** Wires checkout: totals, orders (POST /api/checkout/process and /api/orders/create), payment proofs. */
export function checkoutModule(ctx: AppContext): Router {
  const { checkout, proofs } = checkoutServices(ctx);
  return checkoutRouter(checkout, proofs, ctx.sessions);
}

export { idempotencyKeyOf, proofFileOf, proofUploadMiddleware } from './checkout.router';
export type { CheckoutService, PaymentProofService };
