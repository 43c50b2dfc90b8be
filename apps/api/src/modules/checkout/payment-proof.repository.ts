import { ORDER_EVENT_NOTES, type PaymentMethod, type PaymentStatus, type OrderStatus } from '@bookstore/contracts';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { orderEvents, orders, paymentProofs } from '../../db/schema';

type Executor = Db | Tx;

export interface ProofTarget {
  id: string;
  /** The sequence value of its number (formatOrderNumber shows it). */
  orderNumber: number;
  email: string;
  status: OrderStatus;
  paymentMethod: PaymentMethod;
  paymentStatus: PaymentStatus;
  /** Screenshots received so far. */
  proofUploads: number;
}

export interface StoredProof {
  id: string;
  storageKey: string;
}

/** Who sends the proof: the signed-in owner, or a guest proving the order's e-mail (any case). */
export type ProofSender = { userId: string } | { guestEmail: string };

const ownedBy = (sender: ProofSender) =>
  'userId' in sender
    ? eq(orders.userId, sender.userId)
    : and(eq(orders.isGuest, true), sql`lower(${orders.email}) = lower(${sender.guestEmail})`);

/** Queries of the payment proof. Orders are always looked up by id AND owner. */
export const paymentProofRepository = {
  /** The sender's own order (primary key + owner), optionally row-locked; undefined for anyone else's. */
  async findOwnOrder(ex: Executor, orderId: string, sender: ProofSender, options: { forUpdate?: boolean } = {}): Promise<ProofTarget | undefined> {
    const query = ex
      .select({
        id: orders.id,
        orderNumber: orders.orderNumber,
        email: orders.email,
        status: orders.status,
        paymentMethod: orders.paymentMethod,
        paymentStatus: orders.paymentStatus,
        proofUploads: orders.proofUploads,
      })
      .from(orders)
      .where(and(eq(orders.id, orderId), ownedBy(sender)))
      .limit(1);
    const [row] = options.forUpdate ? await query.for('no key update') : await query;
    return row;
  },

  /** The proofs still waiting for review: the one a new screenshot replaces. */
  async pendingProofsOf(tx: Tx, orderId: string): Promise<StoredProof[]> {
    return tx
      .select({ id: paymentProofs.id, storageKey: paymentProofs.storageKey })
      .from(paymentProofs)
      .where(and(eq(paymentProofs.orderId, orderId), eq(paymentProofs.status, 'pending')));
  },

  /** The order's current proof: the latest one sent. */
  async latestProofOf(db: Db, orderId: string): Promise<StoredProof | undefined> {
    const [row] = await db
      .select({ id: paymentProofs.id, storageKey: paymentProofs.storageKey })
      .from(paymentProofs)
      .where(eq(paymentProofs.orderId, orderId))
      .orderBy(desc(paymentProofs.createdAt), desc(paymentProofs.id))
      .limit(1);
    return row;
  },

  /**
   * The new proof in place of the ones waiting (deleted), the order's payment under review, one more
   * screenshot counted, and a timeline note.
   */
  async recordProof(tx: Tx, input: { orderId: string; userId: string | null; storageKey: string; replaces: StoredProof[] }, now: Date): Promise<void> {
    const { orderId, replaces } = input;
    if (replaces.length > 0) await tx.delete(paymentProofs).where(inArray(paymentProofs.id, replaces.map((proof) => proof.id)));
    await tx.insert(paymentProofs).values({ orderId, storageKey: input.storageKey, createdAt: now });
    await tx
      .update(orders)
      .set({ paymentStatus: 'pending_review', proofUploads: sql`${orders.proofUploads} + 1`, updatedAt: now })
      .where(eq(orders.id, orderId));
    const note = replaces.length > 0 ? ORDER_EVENT_NOTES.proofReplaced : ORDER_EVENT_NOTES.proofUploaded;
    await tx.insert(orderEvents).values({ orderId, actorId: input.userId, note, createdAt: now });
  },
};
