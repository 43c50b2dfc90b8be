import type { StoreSettings } from '@bookstore/contracts';
import type { Tx } from '../../db/client';
import type { MailOutbox, OutboxMail } from '../../lib/mail/outbox';
import { mailSenderOf } from '../../lib/mail/templates/layout';
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
  outbox: Pick<MailOutbox, 'enqueue'>;
  storeUrl: string;
}

/**
 * Mails about orders, written to the outbox in the transaction of the change: they go out if and only if
 * it commits, each on its own (the store still hears of an order whose confirmation bounces). The store
 * settings (notification address, the sender's name and address) are read by the caller before its
 * transaction.
 */
export function createOrderNotifier({ outbox, storeUrl }: OrderNotifierDeps) {
  return {
    /**
     * Confirmation to the customer, notification to the store: the mails of an order about to be written,
     * which the order's own insert puts in the outbox (checkout.repository's insertOrder).
     */
    orderPlacedMails({ id, orderNumber, order, lines, createdAt, trackingToken }: PlacedOrder, settings: StoreSettings): OutboxMail[] {
      const input = { ...order, orderId: id, orderNumber, createdAt, lines, storeUrl, sender: mailSenderOf(settings) };
      const trackingUrl = trackingLink(storeUrl, trackingToken);
      return [
        { kind: 'order-confirmation', to: order.email, ...orderConfirmationMail({ ...input, trackingUrl, isGuest: order.isGuest }) },
        { kind: 'order-store-notice', to: settings.notifications.orderEmail, ...newOrderStoreMail(input) },
      ];
    },

    /** Tells the store a payment proof waits for review. */
    async proofUploaded(tx: Tx, order: { id: string; orderNumber: string }, customerEmail: string, settings: StoreSettings): Promise<void> {
      const mail = paymentProofStoreMail({ orderId: order.id, orderNumber: order.orderNumber, customerEmail, storeUrl, sender: mailSenderOf(settings) });
      await outbox.enqueue(tx, { kind: 'proof-store-notice', to: settings.notifications.orderEmail, ...mail });
    },
  };
}
export type OrderNotifier = ReturnType<typeof createOrderNotifier>;
