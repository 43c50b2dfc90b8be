import { ADMIN_ORDER_MESSAGES, formatOrderNumber } from '@bookstore/contracts';
import type { Logger } from 'pino';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/errors';
import type { FileAnswer } from '../../lib/route';
import type { PrivateStorage } from '../../lib/storage/storage';
import { imageExtension, readPrivateImage } from '../../lib/uploads/private-images';
import { adminOrdersRepository as repo } from './admin-orders.repository';
import { UUID_PATTERN } from './admin-orders.service';

/** The screenshots of payment proofs, for admins reviewing them (the router checks the role). */
export function createProofImages({ db, storage, logger }: { db: Db; storage: PrivateStorage; logger: Pick<Logger, 'warn'> }) {
  return {
    async read(orderId: string, proofId: string): Promise<FileAnswer> {
      const proof = UUID_PATTERN.test(orderId) && UUID_PATTERN.test(proofId) ? await repo.proofOf(db, orderId, proofId) : undefined;
      const image = proof ? await readPrivateImage(storage, logger, proof.storageKey) : null;
      if (!proof || !image) throw notFound(ADMIN_ORDER_MESSAGES.proofNotFound);
      return { data: image.data, contentType: image.contentType, filename: `payment-proof-${formatOrderNumber(proof.orderNumber)}.${imageExtension(image.type)}` };
    },
  };
}
export type ProofImages = ReturnType<typeof createProofImages>;
