import { ORDER_EVENT_NOTES, type OnlinePaymentOption, type PaymentMethod, type PaymentStatus } from '@bookstore/contracts';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { cartItems, carts, orderEvents, orderItems, orders, orderTrackingTokens, products, users } from '../../db/schema';
import { enqueueQuery, mailValues, noteMailQueued, type OutboxMail } from '../../lib/mail/outbox';
import { reusableStatement } from '../../lib/db/reusable-statement';
import type { OpeningStatement } from '../../lib/db/transaction-opened-with';
import type { TokenClaims } from '../../lib/auth/session';

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

/** What placingOpening's rows carry: no row when the session is not live; else the order already placed under the key, and the books taken (none when any could not be). */
export interface PlacingStart {
  live: boolean;
  earlier: OrderRef | undefined;
  taken: TakenBook[];
}

const placingTexts = new Map<number, string>();

/**
 * The text of placingOpening for `n` books: $1 session id, $2 user id, $3 now, $4 key, then each book's id
 * and copies. Written by hand rather than by drizzle: it is the opening statement transactionOpenedWith
 * sends as it is (with the begin), on both drivers.
 */
function placingText(n: number): string {
  let text = placingTexts.get(n);
  if (text !== undefined) return text;
  const ids = Array.from({ length: n }, (_, i) => `$${5 + 2 * i}::uuid`);
  const wanted = ids.map((id, i) => `(${id}, $${6 + 2 * i}::int)`).join(', ');
  // several books are row-locked in id order first, as takeStock does; one book is locked by the update
  const locked = n > 1 ? `and p.id in (select id from products where id in (${ids.join(', ')}) order by id for no key update) ` : '';
  text =
    'with s as (select s.id from sessions s join users u on u.id = s.user_id ' +
    'where s.id = $1 and s.user_id = $2 and s.revoked_at is null and s.expires_at > $3 limit 1 for no key update of u), ' +
    'earlier as (select id, order_number from orders where user_id = $2 and idempotency_key = $4 limit 1), ' +
    `wanted (id, quantity) as (values ${wanted}), ` +
    'taken as (update products p set stock_quantity = p.stock_quantity - wanted.quantity, updated_at = $3::timestamptz from wanted ' +
    `where p.id = wanted.id ${locked}and p.is_active and p.stock_quantity >= wanted.quantity ` +
    'and exists (select 1 from s) and not exists (select 1 from earlier) ' +
    'returning p.id, p.name, p.price_paisa, p.original_price_paisa, p.images, p.sizes, p.stock_quantity, p.is_active, ' +
    "(select nextval('order_number_seq')) as order_number) " +
    'select e.id as earlier_id, e.order_number as earlier_number, t.id, t.name, t.price_paisa, t.original_price_paisa, t.images, t.sizes, ' +
    't.stock_quantity, t.is_active, t.order_number from s left join earlier e on true left join taken t on true';
  placingTexts.set(n, text);
  return text;
}

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
  /**
   * A customer's order's opening statement (lib/db/transaction-opened-with), in the order the checks are
   * made: the live session with the customer's row locked (lockedSessionUser's check), the order already
   * placed under the key, and only when there is none, the copies taken off as takeStock takes them. It
   * reads with the snapshot of its start, so an order a twin committed while this one waited for the lock
   * is not seen here: the caller looks again when a book could not be taken, and the key's unique index
   * refuses the second order otherwise.
   */
  placingOpening(claims: TokenClaims, now: Date, key: string | null, lines: { productId: string; quantity: number }[]): OpeningStatement {
    const values: unknown[] = [claims.sid, claims.sub, now.toISOString(), key];
    for (const l of lines) values.push(l.productId, l.quantity);
    return { name: `checkout_placing_${lines.length}`, text: placingText(lines.length), values };
  },

  /** The rows of placingOpening, read. */
  placingStart(rows: Record<string, unknown>[]): PlacingStart {
    const [first] = rows;
    if (!first) return { live: false, earlier: undefined, taken: [] };
    const earlier = first.earlier_id ? { id: String(first.earlier_id), orderNumber: Number(first.earlier_number) } : undefined;
    const taken = rows
      .filter((r) => r.id !== null)
      .map((r) => ({
        id: r.id as string,
        name: r.name as string,
        pricePaisa: r.price_paisa as number,
        originalPricePaisa: r.original_price_paisa as number | null,
        images: r.images as string[],
        sizes: r.sizes as string[],
        stockQuantity: r.stock_quantity as number,
        isActive: r.is_active as boolean,
        orderNumber: Number(r.order_number),
      }));
    return { live: true, earlier, taken };
  },

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
