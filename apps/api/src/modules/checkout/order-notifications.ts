import type { Logger } from 'pino';
import type { Mailer } from '../../lib/mail/mailer';
import {
  newOrderStoreMail,
  orderConfirmationMail,
  paymentProofStoreMail,
  type OrderMailLine,
} from '../../lib/mail/templates/order-mails';
import type { NewOrder } from './checkout.repository';

/** The private link of an order's status page (the web app's /track-order/:token). */
export const trackingLink = (storeUrl: string, token: string) => `${storeUrl}/track-order/${token}`;

/** An order just committed, as the mails describe it. */
export interface PlacedOrder {
  id: string;
  /** 'KG-10234'. */
  orderNumber: string;
  order: NewOrder;
  lines: OrderMailLine[];
  createdAt: Date;
  /** The order's status-page token: the confirmation carries the private link. */
  trackingToken: string;
}

export interface OrderNotifierDeps {
  mailer: Mailer;
  logger: Logger;
  /** The store's notification address (store settings), read when a mail goes out. */
  storeEmail: () => Promise<string>;
  storeUrl: string;
}

/**
 * Mails about orders, sent after the commit. Each mail is tried on its own: the store still hears of an
 * order whose confirmation could not be delivered, and the other way round. Failures are logged, never
 * undoing the order.
 */
export function createOrderNotifier({ mailer, logger, storeEmail, storeUrl }: OrderNotifierDeps) {
  async function sendAll(orderId: string, mails: { to: string; mail: ReturnType<typeof orderConfirmationMail> }[]) {
    const results = await Promise.allSettled(mails.map(({ to, mail }) => mailer.send({ to, ...mail })));
    const failed = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    for (const failure of failed) logger.error({ err: failure.reason, orderId }, 'an order mail could not be sent');
  }

  return {
    /** Confirmation to the customer, notification to the store. */
    async orderPlaced({ id, orderNumber, order, lines, createdAt, trackingToken }: PlacedOrder): Promise<void> {
      const input = { ...order, orderId: id, orderNumber, createdAt, lines, storeUrl };
      const trackingUrl = trackingLink(storeUrl, trackingToken);
      await sendAll(id, [
        { to: order.email, mail: orderConfirmationMail({ ...input, trackingUrl, isGuest: order.isGuest }) },
        { to: await storeEmail(), mail: newOrderStoreMail(input) },
      ]);
    },

    /** Tells the store a payment proof waits for review. */
    async proofUploaded(order: { id: string; orderNumber: string }, customerEmail: string): Promise<void> {
      await sendAll(order.id, [{ to: await storeEmail(), mail: paymentProofStoreMail({ orderId: order.id, orderNumber: order.orderNumber, customerEmail, storeUrl }) }]);
    },
  };
}
export type OrderNotifier = ReturnType<typeof createOrderNotifier>;
