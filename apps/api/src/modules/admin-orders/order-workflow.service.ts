import {
  ADMIN_ORDER_MESSAGES,
  CLOSED_ORDER_STATUSES,
  COURIERS,
  ORDER_EVENT_NOTES,
  SHIPPING_EDITABLE_STATUSES,
  canTransition,
  formatOrderNumber,
  storeDate,
  type AdminOrderStatusBody,
  type AdminShippingBody,
  type OrderStatus,
  type PaymentStatus,
} from '@bookstore/contracts';
import type { Db, Tx } from '../../db/client';
import { AppError, badRequest, notFound } from '../../lib/errors';
import type { MailOutbox } from '../../lib/mail/outbox';
import { mailSenderOf, type MailSender, type RenderedMail } from '../../lib/mail/templates/layout';
import type { StoreSettingsStore } from '../store-settings';
import { UUID_PATTERN } from './admin-orders.service';
import { orderChangesRepository as repo, type LockedOrder, type OrderChanges } from './order-changes.repository';
import { proofApprovedMail, proofRejectedMail, shippingUpdatedMail, statusChangedMail, type OrderUpdateMailInput } from './order-update-mails';

export interface OrderWorkflowDeps {
  db: Db;
  /** The customer's mail is written with the change, in its transaction. */
  outbox: Pick<MailOutbox, 'enqueue'>;
  clock: () => Date;
  /** The store's address, for the mails' links. */
  storeUrl: string;
  /** The store's name and address in the mails. */
  settings: Pick<StoreSettingsStore, 'settings'>;
}

/** Where the mails point and whom they come from. */
interface MailStore {
  url: string;
  sender: MailSender;
}

/** The mail the change causes (none when nothing the customer sees changed). */
type Outcome = { mail: RenderedMail | null; to: string };

/** Payment states in which the customer may already have paid: a cancellation then promises a refund. */
const MAYBE_PAID: readonly PaymentStatus[] = ['pending_review', 'verified'];

const illegalMove = (from: OrderStatus, to: OrderStatus) => new AppError('CONFLICT', ADMIN_ORDER_MESSAGES.illegalTransition(from, to));

function mailInput(order: LockedOrder, store: MailStore): OrderUpdateMailInput {
  return {
    orderNumber: formatOrderNumber(order.orderNumber),
    firstName: order.firstName,
    status: order.status,
    shippingMethod: order.shippingMethod,
    trackingId: order.trackingId,
    estimatedDelivery: order.estimatedDelivery,
    storeUrl: store.url,
    sender: store.sender,
    isGuest: order.isGuest,
  };
}

const describeShipping = (body: AdminShippingBody) =>
  [
    body.shippingMethod ? `Courier: ${COURIERS[body.shippingMethod].name}` : 'Courier cleared',
    body.trackingId ? `tracking ID: ${body.trackingId}` : 'no tracking ID',
    body.estimatedDelivery ? `estimated delivery: ${body.estimatedDelivery}` : 'no estimated delivery',
  ].join(', ');

/**
 * The back office's order changes. Each is one transaction that locks the order row first (FOR UPDATE),
 * checks the move against the transition table, writes the change and a timeline entry with the admin as
 * actor, restocks on cancellation, and puts the customer's mail in the outbox.
 */
export function createOrderWorkflow({ db, outbox, clock, storeUrl, settings }: OrderWorkflowDeps) {
  async function change(orderId: string, work: (tx: Tx, order: LockedOrder, now: Date, store: MailStore) => Promise<Outcome>): Promise<void> {
    if (!UUID_PATTERN.test(orderId)) throw notFound(ADMIN_ORDER_MESSAGES.orderNotFound);
    // read before the transaction: with PGlite a read outside it would wait for it
    const store = { url: storeUrl, sender: mailSenderOf(await settings.settings()) };
    await db.transaction(async (tx) => {
      const order = await repo.lockOrder(tx, orderId);
      if (!order) throw notFound(ADMIN_ORDER_MESSAGES.orderNotFound);
      const outcome = await work(tx, order, clock(), store);
      if (outcome.mail) await outbox.enqueue(tx, { kind: 'order-update', to: outcome.to, ...outcome.mail });
    });
  }

  /** Status, payment status, restock when cancelled, and the timeline entry. */
  async function moveTo(tx: Tx, order: LockedOrder, to: OrderStatus, extra: OrderChanges, event: { actorId: string; note: string }, now: Date) {
    if (!canTransition(order.status, to)) throw illegalMove(order.status, to);
    if (to === 'cancelled') await repo.restock(tx, order.id, now);
    await repo.updateOrder(tx, order.id, { status: to, ...extra }, now);
    await repo.addEvent(tx, { orderId: order.id, actorId: event.actorId, fromStatus: order.status, toStatus: to, note: event.note }, now);
  }

  async function lockPendingProof(tx: Tx, order: LockedOrder, proofId: string) {
    const proof = UUID_PATTERN.test(proofId) ? await repo.lockProof(tx, order.id, proofId) : undefined;
    if (!proof) throw notFound(ADMIN_ORDER_MESSAGES.proofNotFound);
    if (proof.status !== 'pending') throw new AppError('CONFLICT', ADMIN_ORDER_MESSAGES.proofAlreadyReviewed);
    if (CLOSED_ORDER_STATUSES.includes(order.status)) throw new AppError('CONFLICT', ADMIN_ORDER_MESSAGES.proofOrderClosed);
    return proof;
  }

  return {
    /** Any move of the transition table; 409 for any other, nothing changed. */
    async changeStatus(adminId: string, orderId: string, body: AdminOrderStatusBody): Promise<string> {
      await change(orderId, async (tx, order, now, store) => {
        const extra: OrderChanges = {};
        // an unpaid online order that is called off no longer waits for a payment
        if (body.status === 'cancelled' && order.paymentStatus === 'awaiting_proof') extra.paymentStatus = 'not_required';
        await moveTo(tx, order, body.status, extra, { actorId: adminId, note: body.note }, now);
        const refundNote = body.status === 'cancelled' && MAYBE_PAID.includes(order.paymentStatus);
        return { to: order.email, mail: statusChangedMail({ ...mailInput({ ...order, status: body.status }, store), refundNote }) };
      });
      return ADMIN_ORDER_MESSAGES.statusUpdated;
    },

    /** The proof is accepted and the payment verified; a pending order becomes confirmed. */
    async approveProof(adminId: string, orderId: string, proofId: string): Promise<string> {
      await change(orderId, async (tx, order, now, store) => {
        const proof = await lockPendingProof(tx, order, proofId);
        await repo.reviewProof(tx, proof.id, { status: 'approved', reviewerId: adminId }, now);
        const note = ORDER_EVENT_NOTES.proofApproved;
        let status = order.status;
        if (order.status === 'pending') {
          status = 'confirmed';
          await moveTo(tx, order, status, { paymentStatus: 'verified' }, { actorId: adminId, note }, now);
        } else {
          await repo.updateOrder(tx, order.id, { paymentStatus: 'verified' }, now);
          await repo.addEvent(tx, { orderId: order.id, actorId: adminId, note }, now);
        }
        return { to: order.email, mail: proofApprovedMail(mailInput({ ...order, status }, store)) };
      });
      return ADMIN_ORDER_MESSAGES.proofApproved;
    },

    /** The proof is refused with a reason: the order is cancelled, its copies restocked, the payment rejected. */
    async rejectProof(adminId: string, orderId: string, proofId: string, reason: string): Promise<string> {
      await change(orderId, async (tx, order, now, store) => {
        const proof = await lockPendingProof(tx, order, proofId);
        if (!canTransition(order.status, 'cancelled')) throw illegalMove(order.status, 'cancelled');
        await repo.reviewProof(tx, proof.id, { status: 'rejected', reviewerId: adminId, rejectReason: reason }, now);
        await moveTo(tx, order, 'cancelled', { paymentStatus: 'rejected' }, { actorId: adminId, note: ORDER_EVENT_NOTES.proofRejected(reason) }, now);
        return { to: order.email, mail: proofRejectedMail({ ...mailInput({ ...order, status: 'cancelled' }, store), reason }) };
      });
      return ADMIN_ORDER_MESSAGES.proofRejected;
    },

    /** Courier, tracking id and estimated delivery (not before today, unless it is the date already saved). */
    async saveShipping(adminId: string, orderId: string, body: AdminShippingBody): Promise<string> {
      await change(orderId, async (tx, order, now, store) => {
        if (!SHIPPING_EDITABLE_STATUSES.includes(order.status)) throw new AppError('CONFLICT', ADMIN_ORDER_MESSAGES.shippingClosed(order.status));
        const delivery = body.estimatedDelivery;
        if (delivery && delivery !== order.estimatedDelivery && delivery < storeDate(now)) {
          throw badRequest(ADMIN_ORDER_MESSAGES.estimatedDeliveryPast);
        }
        const unchanged =
          body.shippingMethod === order.shippingMethod && body.trackingId === order.trackingId && delivery === order.estimatedDelivery;
        if (unchanged) return { to: order.email, mail: null };
        const changes = { shippingMethod: body.shippingMethod, trackingId: body.trackingId, estimatedDelivery: delivery };
        await repo.updateOrder(tx, order.id, changes, now);
        await repo.addEvent(tx, { orderId: order.id, actorId: adminId, note: describeShipping(body) }, now);
        const hasNews = Boolean(body.shippingMethod || body.trackingId || delivery);
        return { to: order.email, mail: hasNews ? shippingUpdatedMail(mailInput({ ...order, ...changes }, store)) : null };
      });
      return ADMIN_ORDER_MESSAGES.shippingSaved;
    },
  };
}
export type OrderWorkflow = ReturnType<typeof createOrderWorkflow>;
