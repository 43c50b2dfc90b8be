import { COURIER_IDS, ONLINE_PAYMENT_OPTIONS, ORDER_STATUSES, PAYMENT_METHODS, PAYMENT_STATUSES, PROOF_STATUSES } from '@bookstore/contracts';
import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { products } from './catalog';
import { users } from './users';

const inList = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));

export const orders = pgTable(
  'orders',
  {
    id: uuid().primaryKey().defaultRandom(),
    /** What shop and customer quote, shown as 'KG-10234' (contracts' formatOrderNumber); from order_number_seq (migration 0013). */
    orderNumber: integer().notNull().default(sql`nextval('order_number_seq')`),
    /** Null once the customer deleted the account: the shop keeps the order for its records. */
    userId: uuid().references(() => users.id, { onDelete: 'set null' }),
    status: text({ enum: ORDER_STATUSES }).notNull().default('pending'),
    paymentMethod: text({ enum: PAYMENT_METHODS }).notNull(),
    onlinePaymentOption: text({ enum: ONLINE_PAYMENT_OPTIONS }),
    paymentStatus: text({ enum: PAYMENT_STATUSES }).notNull().default('not_required'),
    firstName: text().notNull(),
    lastName: text().notNull(),
    email: text().notNull(),
    mobileNumber: text().notNull(),
    address: text().notNull(),
    city: text().notNull(),
    postCode: text().notNull(),
    country: text().notNull(),
    shippingMethod: text({ enum: COURIER_IDS }),
    trackingId: text(),
    estimatedDelivery: date({ mode: 'string' }),
    subtotalPaisa: integer().notNull(),
    taxPaisa: integer().notNull(),
    shippingFeePaisa: integer().notNull(),
    totalPaisa: integer().notNull(),
    /** A retried or double-clicked checkout with the same key returns the same order. */
    idempotencyKey: text(),
    /** Payment screenshots received for this order in all (MAX_PROOF_UPLOADS_PER_ORDER caps it). */
    proofUploads: integer().notNull().default(0),
    /** Placed without an account (POST /api/orders/guest-create); stays true once an account claims it. */
    isGuest: boolean().notNull().default(false),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('orders_user_created_idx').on(t.userId, t.createdAt),
    index('orders_status_created_idx').on(t.status, t.createdAt),
    index('orders_created_idx').on(t.createdAt),
    // the back office's filters and searches
    index('orders_payment_created_idx').on(t.paymentMethod, t.createdAt),
    index('orders_email_lower_idx').on(sql`lower(${t.email})`),
    index('orders_mobile_idx').on(t.mobileNumber),
    // the back office's "contains" search (admin-orders.repository.ts) over name, e-mail and phone digits
    index('orders_name_trgm_idx').using('gin', sql`lower(${t.firstName} || ' ' || ${t.lastName}) gin_trgm_ops`),
    index('orders_email_trgm_idx').using('gin', sql`lower(${t.email}) gin_trgm_ops`),
    index('orders_phone_trgm_idx').using('gin', sql`regexp_replace(${t.mobileNumber}, '[^0-9]', '', 'g') gin_trgm_ops`),
    uniqueIndex('orders_order_number_uq').on(t.orderNumber),
    uniqueIndex('orders_user_idempotency_uq').on(t.userId, t.idempotencyKey),
    // a guest has no user row: a guest's key is scoped by the order's e-mail instead
    uniqueIndex('orders_guest_idempotency_uq')
      .on(sql`lower(${t.email})`, t.idempotencyKey)
      .where(sql`${t.isGuest}`),
    check('orders_status_ck', sql`${t.status} in (${inList(ORDER_STATUSES)})`),
    check('orders_payment_method_ck', sql`${t.paymentMethod} in (${inList(PAYMENT_METHODS)})`),
    check('orders_payment_status_ck', sql`${t.paymentStatus} in (${inList(PAYMENT_STATUSES)})`),
    check('orders_shipping_method_ck', sql`${t.shippingMethod} is null or ${t.shippingMethod} in (${inList(COURIER_IDS)})`),
    check('orders_totals_ck', sql`${t.totalPaisa} = ${t.subtotalPaisa} + ${t.taxPaisa} + ${t.shippingFeePaisa}`),
    check('orders_proof_uploads_ck', sql`${t.proofUploads} >= 0`),
  ],
);

/**
 * Private status-page links (docs/guest-checkout.md): only the SHA-256 of each token is kept, so a leaked
 * database does not open any order's page. An order may hold several (an idempotent replay of a guest
 * checkout hands out a fresh one, as the first can no longer be read back).
 */
export const orderTrackingTokens = pgTable(
  'order_tracking_tokens',
  {
    /** base64url SHA-256 of the token. */
    tokenHash: text().primaryKey(),
    orderId: uuid()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_tracking_tokens_order_idx').on(t.orderId)],
);

/** Order lines keep a snapshot of name, image and price as sold. */
export const orderItems = pgTable(
  'order_items',
  {
    id: uuid().primaryKey().defaultRandom(),
    orderId: uuid()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: uuid().references(() => products.id, { onDelete: 'set null' }),
    name: text().notNull(),
    image: text().notNull().default(''),
    format: text().notNull().default(''),
    quantity: integer().notNull(),
    unitPricePaisa: integer().notNull(),
    originalPricePaisa: integer(),
  },
  (t) => [
    index('order_items_order_idx').on(t.orderId),
    index('order_items_product_idx').on(t.productId),
    check('order_items_quantity_ck', sql`${t.quantity} between 1 and 10`),
    check('order_items_price_ck', sql`${t.unitPricePaisa} >= 0`),
  ],
);

export const paymentProofs = pgTable(
  'payment_proofs',
  {
    id: uuid().primaryKey().defaultRandom(),
    orderId: uuid()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /**
     * Set only on a proof an older version stored publicly: its public URL, until the start-up step has
     * moved the file to private storage (moveLegacyProofs). Never sent to a client.
     */
    fileUrl: text(),
    /** Key of the screenshot in private storage (storage.readPrivate). */
    storageKey: text().notNull(),
    status: text({ enum: PROOF_STATUSES }).notNull().default('pending'),
    rejectReason: text(),
    reviewedBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('payment_proofs_order_idx').on(t.orderId, t.createdAt),
    index('payment_proofs_status_idx').on(t.status, t.createdAt),
    index('payment_proofs_reviewed_by_idx').on(t.reviewedBy),
    check('payment_proofs_status_ck', sql`${t.status} in (${inList(PROOF_STATUSES)})`),
  ],
);

/** Timeline of every change to an order: who, when, from -> to, note. */
export const orderEvents = pgTable(
  'order_events',
  {
    id: uuid().primaryKey().defaultRandom(),
    orderId: uuid()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    actorId: uuid().references(() => users.id, { onDelete: 'set null' }),
    fromStatus: text(),
    toStatus: text(),
    note: text().notNull().default(''),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_events_order_idx').on(t.orderId, t.createdAt), index('order_events_actor_idx').on(t.actorId)],
);
