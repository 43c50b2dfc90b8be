import type { OrderStatus } from '@bookstore/contracts';
import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { orderEvents, orderItems, orders, paymentProofs, products } from '../../db/schema';

export type LockedOrder = typeof orders.$inferSelect;
export type OrderChanges = Partial<Pick<LockedOrder, 'status' | 'paymentStatus' | 'shippingMethod' | 'trackingId' | 'estimatedDelivery'>>;

export interface NewOrderEvent {
  orderId: string;
  actorId: string;
  fromStatus?: OrderStatus | null;
  toStatus?: OrderStatus | null;
  note: string;
}

/** The writes of the back office's order changes; each runs inside the caller's transaction. */
export const orderChangesRepository = {
  /** The order row, locked (FOR UPDATE) until the transaction ends: changes to one order queue. */
  async lockOrder(tx: Tx, orderId: string): Promise<LockedOrder | undefined> {
    const [row] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
    return row;
  },

  async lockProof(tx: Tx, orderId: string, proofId: string) {
    const [row] = await tx
      .select()
      .from(paymentProofs)
      .where(and(eq(paymentProofs.id, proofId), eq(paymentProofs.orderId, orderId)))
      .for('update');
    return row;
  },

  async updateOrder(tx: Tx, orderId: string, changes: OrderChanges, now: Date): Promise<void> {
    await tx
      .update(orders)
      .set({ ...changes, updatedAt: now })
      .where(eq(orders.id, orderId));
  },

  async reviewProof(
    tx: Tx,
    proofId: string,
    review: { status: 'approved' | 'rejected'; reviewerId: string; rejectReason?: string },
    now: Date,
  ): Promise<void> {
    await tx
      .update(paymentProofs)
      .set({ status: review.status, reviewedBy: review.reviewerId, reviewedAt: now, rejectReason: review.rejectReason ?? null })
      .where(eq(paymentProofs.id, proofId));
  },

  async addEvent(tx: Tx, event: NewOrderEvent, now: Date): Promise<void> {
    await tx.insert(orderEvents).values({
      orderId: event.orderId,
      actorId: event.actorId,
      fromStatus: event.fromStatus ?? null,
      toStatus: event.toStatus ?? null,
      note: event.note,
      createdAt: now,
    });
  },

  /**
   * Puts every line's copies back on its book. The books are locked in id order first, as checkout
   * locks them, so a cancel and a checkout of the same books queue instead of deadlocking. Lines whose
   * book left the catalogue (product_id null) are skipped.
   */
  async restock(tx: Tx, orderId: string, now: Date): Promise<void> {
    const lines = await tx
      .select({ productId: orderItems.productId, quantity: sql<number>`sum(${orderItems.quantity})`.mapWith(Number) })
      .from(orderItems)
      .where(and(eq(orderItems.orderId, orderId), isNotNull(orderItems.productId)))
      .groupBy(orderItems.productId);
    const ids = lines.map((line) => line.productId!);
    if (ids.length === 0) return;
    await tx.select({ id: products.id }).from(products).where(inArray(products.id, ids)).orderBy(asc(products.id)).for('no key update');
    const added = sql.join(
      lines.map((line) => sql`when ${line.productId}::uuid then ${line.quantity}::int`),
      sql` `,
    );
    await tx
      .update(products)
      .set({ stockQuantity: sql`${products.stockQuantity} + (case ${products.id} ${added} else 0 end)`, updatedAt: now })
      .where(inArray(products.id, ids));
  },
};
