import { randomUUID } from 'node:crypto';
import { MESSAGES, type OrderStatus, type PaymentStatus } from '@bookstore/contracts';
import type { Logger } from 'pino';
import type { Db } from '../../db/client';
import { AppError, badRequest, notFound } from '../../lib/errors';
import type { Storage } from '../../lib/storage/storage';
import { IMAGE_CONTENT_TYPES, type ImageType } from '../../lib/uploads/images';
import type { OrderNotifier } from './order-notifications';
import { paymentProofRepository as repo, type ProofTarget } from './payment-proof.repository';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Payment states in which a (new) screenshot makes sense: none sent yet, one waiting, or one refused. */
const OPEN_PAYMENT: readonly PaymentStatus[] = ['awaiting_proof', 'pending_review', 'rejected'];
const CLOSED_ORDER: readonly OrderStatus[] = ['cancelled', 'refunded', 'partially_refunded'];

export interface ProofFile {
  data: Buffer;
  /** Detected from the bytes, not from the name or the declared type. */
  type: ImageType;
}

export interface PaymentProofServiceDeps {
  db: Db;
  storage: Storage;
  notifier: Pick<OrderNotifier, 'proofUploaded'>;
  logger: Logger;
  clock: () => Date;
}

function assertTakesProof(order: ProofTarget): void {
  const open = order.paymentMethod === 'online' && OPEN_PAYMENT.includes(order.paymentStatus) && !CLOSED_ORDER.includes(order.status);
  if (!open) throw new AppError('CONFLICT', MESSAGES.checkout.proofNotAccepted);
}

/**
 * The payment screenshot of an online-payment order. Only its owner may send one; anyone else's order
 * is 'Order not found' (it is never revealed that it exists). The file is stored under a random name
 * first; if the database part fails it is removed again.
 */
export function createPaymentProofService({ db, storage, notifier, logger, clock }: PaymentProofServiceDeps) {
  return {
    async upload(userId: string, orderId: string, file: ProofFile | undefined): Promise<string> {
      if (!file) throw badRequest(MESSAGES.checkout.proofFieldsRequired);
      const order = UUID.test(orderId) ? await repo.findOwnOrder(db, orderId, userId) : undefined;
      if (!order) throw notFound(MESSAGES.orders.notFound);
      assertTakesProof(order);

      const stored = await storage.put({
        folder: 'proofs',
        name: `${randomUUID()}.${file.type === 'jpeg' ? 'jpg' : file.type}`,
        data: file.data,
        contentType: IMAGE_CONTENT_TYPES[file.type],
      });
      try {
        await db.transaction(async (tx) => {
          // re-read under a lock: the order may have been cancelled or settled since
          const locked = await repo.findOwnOrder(tx, order.id, userId, { forUpdate: true });
          if (!locked) throw notFound(MESSAGES.orders.notFound);
          assertTakesProof(locked);
          await repo.recordProof(tx, { orderId: order.id, userId, fileUrl: stored.url, storageKey: stored.key }, clock());
        });
      } catch (err) {
        await storage
          .remove(stored.key)
          .catch((removeErr: unknown) => logger.warn({ err: removeErr, key: stored.key }, 'could not remove a proof'));
        throw err;
      }
      notifier.proofUploaded(order.id, order.email).catch((err: unknown) => logger.error({ err, orderId: order.id }, 'proof mail failed'));
      return MESSAGES.checkout.proofUploaded;
    },
  };
}
export type PaymentProofService = ReturnType<typeof createPaymentProofService>;
