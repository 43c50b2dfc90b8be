import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orderItems, orders, orderTrackingTokens } from '../../db/schema';

export type TrackedOrderRow = typeof orders.$inferSelect;
export type TrackedItemRow = typeof orderItems.$inferSelect;

/** Orders sharing one 8-character number are rare; a look-up reads no more than this many. */
const MAX_SAME_NUMBER = 10;

/** Reads of the status page without an account. Each is an index look-up, never a scan. */
export const guestRepository = {
  /** The order of a status-page token, by the hash's primary key. */
  async findByTokenHash(db: Db, tokenHash: string): Promise<TrackedOrderRow | undefined> {
    const [row] = await db
      .select({ order: orders })
      .from(orderTrackingTokens)
      .innerJoin(orders, eq(orders.id, orderTrackingTokens.orderId))
      .where(eq(orderTrackingTokens.tokenHash, tokenHash))
      .limit(1);
    return row?.order;
  },

  /** The order of a number's sequence value (unique index orders_order_number_uq). */
  async findBySequence(db: Db, sequence: number): Promise<TrackedOrderRow[]> {
    return db.select().from(orders).where(eq(orders.orderNumber, sequence)).limit(1);
  },

  /**
   * Orders whose id starts with the 8 hex digits of an older number (the contracts' shortOrderId): a range
   * of the primary key, as the back office's search does, so no extra index is needed.
   */
  async findByShortId(db: Db, shortId: string): Promise<TrackedOrderRow[]> {
    const prefix = shortId.toLowerCase();
    return db
      .select()
      .from(orders)
      .where(sql`${orders.id} between ${`${prefix}-0000-0000-0000-000000000000`}::uuid and ${`${prefix}-ffff-ffff-ffff-ffffffffffff`}::uuid`)
      .orderBy(asc(orders.createdAt))
      .limit(MAX_SAME_NUMBER);
  },

  /** The lines of an order (index on order_id), in the customer list's order. */
  async itemsOf(db: Db, orderId: string): Promise<TrackedItemRow[]> {
    return db
      .select()
      .from(orderItems)
      .where(inArray(orderItems.orderId, [orderId]))
      .orderBy(asc(orderItems.name), asc(orderItems.format));
  },
};
