import type { PaymentMethod, PaymentStatus, OrderStatus } from '@bookstore/contracts';
import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { orderEvents, orders, paymentProofs } from '../../db/schema';

type Executor = Db | Tx;

export interface ProofTarget {
  id: string;
  email: string;
  status: OrderStatus;
  paymentMethod: PaymentMethod;
  paymentStatus: PaymentStatus;
}

/** Queries of the payment-proof upload. Orders are always looked up by id AND owner. */
export const paymentProofRepository = {
  /** The customer's own order (primary key + owner), optionally row-locked; undefined for anyone else's. */
  async findOwnOrder(ex: Executor, orderId: string, userId: string, options: { forUpdate?: boolean } = {}): Promise<ProofTarget | undefined> {
    const query = ex
      .select({
        id: orders.id,
        email: orders.email,
        status: orders.status,
        paymentMethod: orders.paymentMethod,
        paymentStatus: orders.paymentStatus,
      })
      .from(orders)
      .where(and(eq(orders.id, orderId), eq(orders.userId, userId)))
      .limit(1);
    const [row] = options.forUpdate ? await query.for('no key update') : await query;
    return row;
  },

  /** The proof row, the order's payment status ('pending_review') and a timeline note. */
  async recordProof(tx: Tx, input: { orderId: string; userId: string; fileUrl: string; storageKey: string }, now: Date): Promise<void> {
    await tx.insert(paymentProofs).values({ orderId: input.orderId, fileUrl: input.fileUrl, storageKey: input.storageKey, createdAt: now });
    await tx.update(orders).set({ paymentStatus: 'pending_review', updatedAt: now }).where(eq(orders.id, input.orderId));
    await tx.insert(orderEvents).values({ orderId: input.orderId, actorId: input.userId, note: 'Payment proof uploaded', createdAt: now });
  },
};
