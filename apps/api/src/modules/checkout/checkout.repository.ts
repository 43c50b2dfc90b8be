import { ORDER_EVENT_NOTES, type OnlinePaymentOption, type PaymentMethod, type PaymentStatus } from '@bookstore/contracts';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { cartItems, carts, orderEvents, orderItems, orders, orderTrackingTokens, products, users } from '../../db/schema';
import { enqueueQuery, mailValues, noteMailQueued, type OutboxMail } from '../../lib/mail/outbox';
import { reusableStatement } from '../../lib/db/reusable-statement';

type Executor = Db | Tx;
export type ProductRow = typeof products.$inferSelect;

export interface NewOrder {
  /** Null for a guest's order (isGuest). */
  userId: string | null;
  isGuest: boolean;
  paymentMethod: PaymentMethod;
  onlinePaymentOption: OnlinePaymentOption | null;
  paymentStatus: PaymentStatus;
  firstName: string;
  lastName: string;
  email: string;
  mobileNumber: string;
  address: string;
  city: string;
  postCode: string;
  country: string;
  subtotalPaisa: number;
  taxPaisa: number;
  shippingFeePaisa: number;
  totalPaisa: number;
  idempotencyKey: string | null;
}

/** A line as sold: a snapshot of the book's name, first image and price at the time of the order. */
export interface NewOrderLine {
  productId: string;
  name: string;
  image: string;
  format: string;
  quantity: number;
  unitPricePaisa: number;
  originalPricePaisa: number | null;
}

/** What insertOrder writes. */
export interface PlacingOrder {
  id: string;
  /** From takeStock (the sequence order_number_seq). */
  orderNumber: number;
  order: NewOrder;
  lines: NewOrderLine[];
  tokenHash: string;
  /** Written to the outbox with the order (the confirmation and the store's notice). */
  mails: readonly OutboxMail[];
  now: Date;
}

/** An order's id and its number (the sequence value; contracts' formatOrderNumber shows it). */
export interface OrderRef {
  id: string;
  orderNumber: number;
}

export interface ProfileAddress {
  address: string;
  city: string;
  postCode: string;
  country: string;
  mobileNumber: string;
}

/** The columns of a book that pricing a line and naming a refusal read (checkout-lines). */
export const PRICED_BOOK_COLUMNS = {
  id: products.id,
  name: products.name,
  pricePaisa: products.pricePaisa,
  originalPricePaisa: products.originalPricePaisa,
  images: products.images,
  sizes: products.sizes,
  stockQuantity: products.stockQuantity,
  isActive: products.isActive,
};
export type PricedBook = Pick<ProductRow, keyof typeof PRICED_BOOK_COLUMNS>;

/** A book as takeStock left it, with the number the order will carry (the same on every row). */
export type TakenBook = PricedBook & { orderNumber: number };

const param = (name: string) => sql.placeholder(name);

/** Orders of up to this many different books take their stock with a statement built once per connection. */
const REUSED_TAKE_STOCK_LINES = 5;

/** The stock statement for `n` books (see takeStock), its values as placeholders id0, q0, id1, q1... and now. */
function takeStockQuery(ex: Executor, n: number) {
  const indexes = Array.from({ length: n }, (_, i) => i);
  const wanted = sql`(values ${sql.join(
    indexes.map((i) => sql`(${param(`id${i}`)}::uuid, ${param(`q${i}`)}::int)`),
    sql`, `,
  )}) as wanted(id, quantity)`;
  const locked = ex
    .select({ id: products.id })
    .from(products)
    .where(inArray(products.id, indexes.map((i) => param(`id${i}`))))
    .orderBy(asc(products.id))
    .for('no key update');
  return ex
    .update(products)
    .set({ stockQuantity: sql`${products.stockQuantity} - wanted.quantity`, updatedAt: sql`${param('now')}::timestamptz` })
    .from(wanted)
    .where(
      and(
        sql`${products.id} = wanted.id`,
        // one book needs no lock order, and its row locked twice in one statement (the subquery, then the
        // update of the version it locked) deadlocked two buyers of the same book under load
        n > 1 ? inArray(products.id, locked) : undefined,
        eq(products.isActive, true),
        sql`${products.stockQuantity} >= wanted.quantity`,
      ),
    )
    .returning({
      // only what pricing reads: the whole row (description, arrays, times) cost more to send and decode
      ...PRICED_BOOK_COLUMNS,
      // the order's number, drawn once per statement (an uncorrelated subquery) and only when a book was taken
      orderNumber: sql<number>`(select nextval('order_number_seq'))`.mapWith(Number),
    });
}

const takeStockStatements = Array.from({ length: REUSED_TAKE_STOCK_LINES + 1 }, (_, n) =>
  reusableStatement(`checkout_take_stock_${n}`, (ex) => takeStockQuery(ex, n)),
);

const ORDER_FIELDS = [
  'userId',
  'isGuest',
  'paymentMethod',
  'onlinePaymentOption',
  'paymentStatus',
  'firstName',
  'lastName',
  'email',
  'mobileNumber',
  'address',
  'city',
  'postCode',
  'country',
  'subtotalPaisa',
  'taxPaisa',
  'shippingFeePaisa',
  'totalPaisa',
  'idempotencyKey',
] as const satisfies readonly (keyof NewOrder)[];
const LINE_FIELDS = ['productId', 'name', 'image', 'format', 'quantity', 'unitPricePaisa', 'originalPricePaisa'] as const satisfies readonly (keyof NewOrderLine)[];

/**
 * The statement of insertOrder for `n` lines and `m` mails: placeholders named after NewOrder's fields,
 * l0_name... for the lines, m0_kind... for the mails (lib/mail/outbox's enqueueQuery).
 */
function insertOrderQuery(ex: Executor, n: number, m: number) {
  const now = sql`${param('now')}::timestamptz`;
  const orderId = param('orderId');
  const placeholders = <K extends string>(keys: readonly K[], prefix = '') =>
    Object.fromEntries(keys.map((k) => [k, param(`${prefix}${k}`)])) as Record<K, ReturnType<typeof param>>;
  const placed = ex.$with('placed', { id: orders.id, orderNumber: orders.orderNumber }).as(
    ex
      .insert(orders)
      .values({ ...placeholders(ORDER_FIELDS), id: orderId, orderNumber: param('orderNumber'), status: 'pending', createdAt: now, updatedAt: now })
      .returning({ id: orders.id, orderNumber: orders.orderNumber })
      .getSQL(),
  );
  const lines = Array.from({ length: n }, (_, i) => ({ ...placeholders(LINE_FIELDS, `l${i}_`), orderId }));
  const items = ex.$with('items', {}).as(ex.insert(orderItems).values(lines).getSQL());
  const event = ex
    .$with('event', {})
    .as(ex.insert(orderEvents).values({ orderId, actorId: param('userId'), toStatus: 'pending', note: ORDER_EVENT_NOTES.placed, createdAt: now }).getSQL());
  const token = ex.$with('token', {}).as(ex.insert(orderTrackingTokens).values({ orderId, tokenHash: param('tokenHash'), createdAt: now }).getSQL());
  // a guest's order has no user id: the cart's look-up finds nothing and no line goes
  const cleared = ex
    .$with('cleared', {})
    .as(ex.delete(cartItems).where(eq(cartItems.cartId, sql`(select ${carts.id} from ${carts} where ${carts.userId} = ${param('userId')})`)).getSQL());
  const mails = m > 0 ? [ex.$with('mails', {}).as(enqueueQuery(ex, m).getSQL())] : [];
  return ex.with(placed, items, event, token, cleared, ...mails).select({ id: placed.id }).from(placed);
}

/** Orders of up to this many lines (with their two mails) are written with a statement built once per connection. */
const REUSED_ORDER_LINES = 5;
const REUSED_ORDER_MAILS = 2;
const insertOrderStatements = Array.from({ length: REUSED_ORDER_LINES + 1 }, (_, n) =>
  reusableStatement(`checkout_place_order_${n}_${REUSED_ORDER_MAILS}`, (ex) => insertOrderQuery(ex, n, REUSED_ORDER_MAILS)),
);

/** Checkout's queries: reading and locking books, writing the order. Each takes the executor it runs on. */
export const checkoutRepository = {
  /** Books by id (primary key), no lock: for the calculation. */
  async findProducts(ex: Executor, ids: string[]): Promise<ProductRow[]> {
    if (ids.length === 0) return [];
    return ex.select().from(products).where(inArray(products.id, ids));
  },

  /**
   * Takes the copies off in one statement, for books on sale with enough copies left, and returns those
   * books as they now are. Several books are first row-locked in id order, so two checkouts of the same books
   * queue instead of deadlocking (one book is simply locked by the update); a book bought meanwhile is re-checked after the wait (stock >= copies).
   * FOR NO KEY UPDATE excludes every other checkout but not the foreign-key checks of carts and reviews.
   * Fewer rows than lines means a book is missing, hidden or short: nothing should be kept then (the
   * caller rolls back). The CHECK (stock >= 0) stays the last guard against overselling.
   */
  async takeStock(tx: Tx, lines: { productId: string; quantity: number }[], now: Date): Promise<TakenBook[]> {
    if (lines.length === 0) return [];
    const values: Record<string, unknown> = { now: now.toISOString() };
    lines.forEach((l, i) => {
      values[`id${i}`] = l.productId;
      values[`q${i}`] = l.quantity;
    });
    const reused = takeStockStatements[lines.length];
    return reused ? reused(tx, values) : takeStockQuery(tx, lines.length).execute(values);
  },

  /** The order a customer already placed with this key (the unique index on (user_id, idempotency_key)). */
  async findByIdempotencyKey(ex: Executor, userId: string, key: string): Promise<OrderRef | undefined> {
    const [row] = await ex
      .select({ id: orders.id, orderNumber: orders.orderNumber })
      .from(orders)
      .where(and(eq(orders.userId, userId), eq(orders.idempotencyKey, key)))
      .limit(1);
    return row;
  },

  /** The guest order placed with this e-mail (any case) and key (the partial unique index orders_guest_idempotency_uq). */
  async findGuestByIdempotencyKey(ex: Executor, email: string, key: string): Promise<OrderRef | undefined> {
    const [row] = await ex
      .select({ id: orders.id, orderNumber: orders.orderNumber })
      .from(orders)
      .where(and(eq(orders.isGuest, true), sql`lower(${orders.email}) = lower(${email})`, eq(orders.idempotencyKey, key)))
      .limit(1);
    return row;
  },

  /**
   * A guest has no row to lock: two requests with the same e-mail and key queue on a transaction-scoped
   * advisory lock instead, so the second finds the first's order.
   */
  async lockGuestKey(tx: Tx, email: string, key: string): Promise<void> {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`guest-order:${email.toLowerCase()}:${key}`}, 0))`);
  },

  /** Keeps the hash of a status-page token of the order (never the token itself). */
  async insertTrackingToken(ex: Executor, orderId: string, tokenHash: string, now: Date): Promise<void> {
    await ex.insert(orderTrackingTokens).values({ orderId, tokenHash, createdAt: now });
  },

  /**
   * The order (id and number made before: takeStock drew the number), its lines, the first timeline entry,
   * the hash of its status-page token, its mails to the outbox and the emptying of the customer's cart, in
   * one statement.
   */
  async insertOrder(tx: Tx, placing: PlacingOrder): Promise<void> {
    const { id, orderNumber, order, lines, tokenHash, mails, now } = placing;
    const values: Record<string, unknown> = { ...mailValues(mails), orderId: id, orderNumber, tokenHash, now: now.toISOString() };
    for (const field of ORDER_FIELDS) values[field] = order[field];
    lines.forEach((line, i) => {
      for (const field of LINE_FIELDS) values[`l${i}_${field}`] = line[field];
    });
    const reused = mails.length === REUSED_ORDER_MAILS ? insertOrderStatements[lines.length] : undefined;
    await (reused ? reused(tx, values) : insertOrderQuery(tx, lines.length, mails.length).execute(values));
    if (mails.length > 0) noteMailQueued();
  },

  /** "Save this information": the address and phone become the profile's (names keep their own rules). */
  async saveProfileAddress(tx: Tx, userId: string, address: ProfileAddress, now: Date): Promise<void> {
    await tx
      .update(users)
      .set({ ...address, updatedAt: now })
      .where(eq(users.id, userId));
  },
};

const IDEMPOTENCY_INDEXES: readonly unknown[] = [undefined, 'orders_user_idempotency_uq', 'orders_guest_idempotency_uq'];

/** True for the unique violation of an idempotency index (a customer's or a guest's): a concurrent twin won the race. */
export function isIdempotencyConflict(err: unknown): boolean {
  for (let e: unknown = err, depth = 0; e && depth < 4; e = (e as { cause?: unknown }).cause, depth++) {
    const { code, constraint } = e as { code?: unknown; constraint?: unknown };
    if (code === '23505' && IDEMPOTENCY_INDEXES.includes(constraint)) return true;
  }
  return false;
}
