import { CLOSED_ORDER_STATUSES, parseOrderNumber, STORE_TIME_ZONE, type AdminOrdersQuery, type OrderStatus } from '@bookstore/contracts';
import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { orderEvents, orderItems, orders, paymentProofs, users } from '../../db/schema';
import { likePattern } from '../../lib/db/like-pattern';
import { sqlList } from '../../lib/db/sql-list';

/** Orders the shop can no longer act on (the contracts' final statuses): a proof on them no longer waits. */
const closedList = sqlList(CLOSED_ORDER_STATUSES);

// Written out with table names: inside a select list Drizzle leaves columns unqualified, and "id" in
// these subqueries would then name the inner table's column.

/** Copies over all lines (index on order_items.order_id). */
const itemCountSql = sql<number>`(select coalesce(sum(oi.quantity), 0) from order_items oi where oi.order_id = "orders"."id")`.mapWith(Number);

/** A proof waits: the payment is under review, the order is open and an unreviewed proof exists. */
export const proofWaitingSql = sql<boolean>`("orders"."payment_status" = 'pending_review' and "orders"."status" not in (${closedList}) and exists (select 1 from payment_proofs pp where pp.order_id = "orders"."id" and pp.status = 'pending'))`.mapWith(
  Boolean,
);

/** The columns of a list row. */
export const summaryColumns = {
  id: orders.id,
  orderNumber: orders.orderNumber,
  createdAt: orders.createdAt,
  status: orders.status,
  firstName: orders.firstName,
  lastName: orders.lastName,
  email: orders.email,
  mobileNumber: orders.mobileNumber,
  city: orders.city,
  totalPaisa: orders.totalPaisa,
  paymentMethod: orders.paymentMethod,
  onlinePaymentOption: orders.onlinePaymentOption,
  paymentStatus: orders.paymentStatus,
  shippingMethod: orders.shippingMethod,
  trackingId: orders.trackingId,
  isGuest: orders.isGuest,
  itemCount: itemCountSql,
  proofWaiting: proofWaitingSql,
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const SHORT_ID = /^#?([0-9a-f]{8})$/i;


/**
 * Order number ('KG-10234' or '10234': the unique index), order id (whole: the primary key alone; first 8
 * characters: a primary-key range), customer name, e-mail or phone (parts of them, case-insensitive;
 * phones compared digits only).
 */
function searchCondition(term: string): SQL {
  if (UUID.test(term)) return eq(orders.id, term.toLowerCase());
  const like = likePattern(term.toLowerCase());
  const conditions: SQL[] = [
    sql`lower(${orders.firstName} || ' ' || ${orders.lastName}) like ${like}`,
    sql`lower(${orders.email}) like ${like}`,
  ];
  const sequence = parseOrderNumber(term);
  if (sequence !== null) conditions.push(eq(orders.orderNumber, sequence));
  const short = SHORT_ID.exec(term)?.[1]?.toLowerCase();
  if (short) {
    conditions.push(sql`${orders.id} between ${`${short}-0000-0000-0000-000000000000`}::uuid and ${`${short}-ffff-ffff-ffff-ffffffffffff`}::uuid`);
  }
  const digits = term.replace(/\D/g, '');
  if (digits.length >= 3 && /^[\d\s()+-]+$/.test(term)) {
    conditions.push(sql`regexp_replace(${orders.mobileNumber}, '[^0-9]', '', 'g') like ${`%${digits}%`}`);
  }
  return sql`(${sql.join(conditions, sql` or `)})`;
}

/** Start of a shop-calendar day as a timestamp. */
const dayStart = (day: string) => sql`(${day}::date)::timestamp at time zone ${STORE_TIME_ZONE}`;
const nextDayStart = (day: string) => sql`(${day}::date + 1)::timestamp at time zone ${STORE_TIME_ZONE}`;

/** Every filter of the list except the status (the status tabs count over the others). */
function filtersBesideStatus(query: Omit<AdminOrdersQuery, 'page' | 'limit'>): SQL[] {
  const filters: SQL[] = [];
  if (query.paymentMethod) filters.push(eq(orders.paymentMethod, query.paymentMethod));
  if (query.proof === 'waiting') filters.push(proofWaitingSql);
  if (query.from) filters.push(sql`${orders.createdAt} >= ${dayStart(query.from)}`);
  if (query.to) filters.push(sql`${orders.createdAt} < ${nextDayStart(query.to)}`);
  if (query.search) filters.push(searchCondition(query.search));
  return filters;
}

export type OrderSummaryRow = Awaited<ReturnType<typeof adminOrdersRepository.page>>[number];
export type OrderRow = typeof orders.$inferSelect;

const reviewers = alias(users, 'reviewers');

/** Reads of the back office's orders: a page is two queries, an order's detail four. */
export const adminOrdersRepository = {
  /** One page, newest first; line counts and waiting proofs come from correlated subqueries per row of the page. */
  async page(db: Db, query: AdminOrdersQuery) {
    const filters = filtersBesideStatus(query);
    if (query.status) filters.push(eq(orders.status, query.status));
    return db
      .select(summaryColumns)
      .from(orders)
      .where(and(...filters))
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit);
  },

  /** Orders per status under the other filters, in one grouped query. */
  async countsByStatus(db: Db, query: AdminOrdersQuery): Promise<Map<OrderStatus, number>> {
    const rows = await db
      .select({ status: orders.status, count: sql<number>`count(*)`.mapWith(Number) })
      .from(orders)
      .where(and(...filtersBesideStatus(query)))
      .groupBy(orders.status);
    return new Map(rows.map((row) => [row.status, row.count]));
  },

  /** A customer's latest orders (index on (user_id, created_at)). */
  async latestOf(db: Db, userId: string, limit: number) {
    return db
      .select(summaryColumns)
      .from(orders)
      .where(eq(orders.userId, userId))
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(limit);
  },

  async findWithCustomer(db: Db, orderId: string) {
    const [row] = await db
      .select({
        order: orders,
        itemCount: itemCountSql,
        proofWaiting: proofWaitingSql,
        customer: { id: users.id, name: users.name, lastName: users.lastName, email: users.email },
      })
      .from(orders)
      .leftJoin(users, eq(users.id, orders.userId))
      .where(eq(orders.id, orderId))
      .limit(1);
    return row;
  },

  async itemsOf(db: Db, orderId: string) {
    return db.select().from(orderItems).where(eq(orderItems.orderId, orderId)).orderBy(asc(orderItems.name), asc(orderItems.format));
  },

  async proofsOf(db: Db, orderId: string) {
    return db
      .select({ proof: paymentProofs, reviewer: { id: reviewers.id, name: reviewers.name, lastName: reviewers.lastName } })
      .from(paymentProofs)
      .leftJoin(reviewers, eq(reviewers.id, paymentProofs.reviewedBy))
      .where(eq(paymentProofs.orderId, orderId))
      .orderBy(asc(paymentProofs.createdAt), asc(paymentProofs.id));
  },

  /** One proof of one order (primary key + order), for its screenshot, with the order's number for the file name. */
  async proofOf(db: Db, orderId: string, proofId: string) {
    const [row] = await db
      .select({ id: paymentProofs.id, storageKey: paymentProofs.storageKey, orderNumber: orders.orderNumber })
      .from(paymentProofs)
      .innerJoin(orders, eq(orders.id, paymentProofs.orderId))
      .where(and(eq(paymentProofs.id, proofId), eq(paymentProofs.orderId, orderId)))
      .limit(1);
    return row;
  },

  async eventsOf(db: Db, orderId: string) {
    return db
      .select({ event: orderEvents, actor: { id: users.id, name: users.name, lastName: users.lastName } })
      .from(orderEvents)
      .leftJoin(users, eq(users.id, orderEvents.actorId))
      .where(eq(orderEvents.orderId, orderId))
      .orderBy(asc(orderEvents.createdAt), asc(orderEvents.id));
  },
};
