import { randomUUID } from 'node:crypto';
import { formatOrderNumber, isClosedOrderStatus, MAX_PROOF_UPLOADS_PER_ORDER, MESSAGES, type PaymentStatus } from '@bookstore/contracts';
import type { Logger } from 'pino';
import type { StoreSettingsStore } from '../store-settings';
import type { Db } from '../../db/client';
import { AppError, badRequest, notFound } from '../../lib/errors';
import type { FileAnswer } from '../../lib/route';
import type { PrivateStorage } from '../../lib/storage/storage';
import { IMAGE_CONTENT_TYPES, type ImageType } from '../../lib/uploads/images';
import { imageExtension, readPrivateImage } from '../../lib/uploads/private-images';
import type { OrderNotifier } from './order-notifications';
import { paymentProofRepository as repo, type ProofSender, type ProofTarget } from './payment-proof.repository';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Payment states in which a (new) screenshot makes sense: none sent yet, one waiting, or one refused. */
const OPEN_PAYMENT: readonly PaymentStatus[] = ['awaiting_proof', 'pending_review', 'rejected'];

export interface ProofFile {
  data: Buffer;
  /** Detected from the bytes, not from the name or the declared type. */
  type: ImageType;
}

export interface PaymentProofServiceDeps {
  db: Db;
  storage: PrivateStorage;
  notifier: Pick<OrderNotifier, 'proofUploaded'>;
  logger: Logger;
  clock: () => Date;
  settings: Pick<StoreSettingsStore, 'settings'>;
}

function assertTakesProof(order: ProofTarget): void {
  const open = order.paymentMethod === 'online' && OPEN_PAYMENT.includes(order.paymentStatus) && !isClosedOrderStatus(order.status);
  if (!open) throw new AppError('CONFLICT', MESSAGES.checkout.proofNotAccepted);
  if (order.proofUploads >= MAX_PROOF_UPLOADS_PER_ORDER) throw new AppError('CONFLICT', MESSAGES.checkout.proofUploadLimit);
}

/**
 * The payment screenshot of an online-payment order. Only its owner may send one or see it; anyone
 * else's order is 'Order not found' (it is never revealed that it exists).
 *
 * An order holds one current proof: a new screenshot replaces the one still waiting for review (its row
 * goes, its file is deleted after the commit). Each order takes MAX_PROOF_UPLOADS_PER_ORDER screenshots
 * in all, counted on the order row under its lock, so parallel uploads cannot pass the cap. The shop is
 * mailed when a proof starts waiting for review (the payment was not under review before), not when a
 * waiting one is replaced. Files are private: stored beside, never under, the public uploads.
 */
export function createPaymentProofService({ db, storage, notifier, logger, clock, settings }: PaymentProofServiceDeps) {
  const removeQuietly = (keys: string[]) =>
    Promise.all(
      keys.map((key) => storage.removePrivate(key).catch((err: unknown) => logger.warn({ err, key }, 'could not remove a payment proof file'))),
    );

  /**
   * The same rules for a customer (the session's user) and a guest (the order's e-mail): a wrong owner is
   * 'Order not found' for a customer and the guest catalogue's 'could not find' for a guest, and nothing
   * is stored.
   */
  async function upload(sender: ProofSender, orderId: string, file: ProofFile | undefined): Promise<string> {
    const missing = 'userId' in sender ? MESSAGES.orders.notFound : MESSAGES.guest.notFound;
    const userId = 'userId' in sender ? sender.userId : null;
    if (!file) throw badRequest(MESSAGES.checkout.proofFieldsRequired);
    const order = UUID.test(orderId) ? await repo.findOwnOrder(db, orderId, sender) : undefined;
    if (!order) throw notFound(missing);
    assertTakesProof(order);

    const stored = await storage.putPrivate({
      folder: 'proofs',
      name: `${randomUUID()}.${imageExtension(file.type)}`,
      data: file.data,
      contentType: IMAGE_CONTENT_TYPES[file.type],
    });
    const current = await settings.settings();
    let outcome: { replacedKeys: string[] };
    try {
      outcome = await db.transaction(async (tx) => {
        // re-read under a lock: the order may have been cancelled, settled or sent other proofs since
        const locked = await repo.findOwnOrder(tx, order.id, sender, { forUpdate: true });
        if (!locked) throw notFound(missing);
        assertTakesProof(locked);
        const replaces = await repo.pendingProofsOf(tx, order.id);
        await repo.recordProof(tx, { orderId: order.id, userId, storageKey: stored.key, replaces }, clock());
        // the store hears once per review, not once per replaced screenshot
        if (locked.paymentStatus !== 'pending_review') {
          await notifier.proofUploaded(tx, { id: order.id, orderNumber: formatOrderNumber(order.orderNumber) }, order.email, current);
        }
        return { replacedKeys: replaces.map((proof) => proof.storageKey) };
      });
    } catch (err) {
      await removeQuietly([stored.key]);
      throw err;
    }
    await removeQuietly(outcome.replacedKeys);
    return MESSAGES.checkout.proofUploaded;
  }

  return {
    /** A signed-in customer's proof for their own order. */
    upload: (userId: string, orderId: string, file: ProofFile | undefined) => upload({ userId }, orderId, file),

    /** A guest's proof: `guestEmail` must be the order's (any case), and the order a guest order. */
    uploadAsGuest: (guestEmail: string, orderId: string, file: ProofFile | undefined) => upload({ guestEmail }, orderId, file),

    /** The owner's view of their order's current screenshot. */
    async ownProof(userId: string, orderId: string): Promise<FileAnswer> {
      const order = UUID.test(orderId) ? await repo.findOwnOrder(db, orderId, { userId }) : undefined;
      if (!order) throw notFound(MESSAGES.orders.notFound);
      const proof = await repo.latestProofOf(db, order.id);
      const image = proof ? await readPrivateImage(storage, logger, proof.storageKey) : null;
      if (!image) throw notFound(MESSAGES.orders.proofNotFound);
      return { data: image.data, contentType: image.contentType, filename: `payment-proof-${formatOrderNumber(order.orderNumber)}.${imageExtension(image.type)}` };
    },
  };
}
export type PaymentProofService = ReturnType<typeof createPaymentProofService>;
