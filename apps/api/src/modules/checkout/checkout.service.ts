import { randomUUID } from 'node:crypto';
import {
  formatOrderNumber,
  MESSAGES,
  moneyRulesOf,
  paymentRefusal,
  toRupees,
  type MoneyRules,
  type StoreSettings,
  type CalculateCheckoutBody,
  type CheckoutCalculation,
  type GuestCreateBody,
  type PaymentMethod,
  type ProcessCheckoutBody,
} from '@bookstore/contracts';
import type { Db, Tx } from '../../db/client';
import type { StoreSettingsStore } from '../store-settings';
import { lockedSessionUser, type TokenClaims } from '../../lib/auth/session';
import { transactionOpenedWith, type CommitWithNext } from '../../lib/db/transaction-opened-with';
import { newTrackingToken, trackingTokenHash } from '../../lib/auth/tracking-token';
import { AppError } from '../../lib/errors';
import {
  assertInStock,
  lookupIds,
  mergeLines,
  priceLines,
  stockDecrements,
  totalsOf,
  withDefaultFormats,
  type PricedLine,
  type WantedLine,
} from './checkout-lines';
import { checkoutRepository as repo, isIdempotencyConflict, type NewOrder, type NewOrderLine, type OrderRef, type TakenBook } from './checkout.repository';
import type { OrderNotifier, PlacedOrder } from './order-notifications';

export interface CheckoutServiceDeps {
  db: Db;
  notifier: OrderNotifier;
  clock: () => Date;
  /** Tax, shipping and the payment methods on offer, as the owner last saved them. */
  settings: Pick<StoreSettingsStore, 'settings'>;
  /** Told of each new order once its transaction committed (the metrics count them). */
  onPlaced?: (order: { paymentMethod: PaymentMethod; customer: 'guest' | 'account' }) => void;
}

export interface PlaceOrderResult {
  orderId: string;
  /** 'KG-10234'. */
  orderNumber: string;
  /** False when an earlier request with the same idempotency key had already placed it. */
  created: boolean;
  /**
   * A token of the order's private status page: the new order's (also mailed), or for a guest's replay a
   * fresh one (the first cannot be read back: only hashes are stored). Absent on a customer's replay.
   */
  trackingToken?: string;
}

/**
 * Who places the order: a signed-in customer (the token's claims; the session row is checked in the order's
 * transaction before anything is read or written), or a guest known by the order's e-mail.
 */
export type OrderOwner = { kind: 'customer'; userId: string; session: TokenClaims } | { kind: 'guest' };

/** The checkout form as the order stores it, whoever sent it. */
export type OrderForm = Pick<
  ProcessCheckoutBody,
  'firstName' | 'lastName' | 'email' | 'mobileNumber' | 'address' | 'city' | 'postCode' | 'country' | 'paymentMethod' | 'onlinePaymentOption' | 'items'
> & { saveInfo?: boolean };

/** A guest's name as the order stores it: the first word, and the rest as the last name (may be empty). */
export function splitGuestName(name: string): { firstName: string; lastName: string } {
  const [firstName = '', ...rest] = name.trim().split(/\s+/);
  return { firstName, lastName: rest.join(' ') };
}

function toNewOrder(owner: OrderOwner, body: OrderForm, lines: PricedLine[], key: string | null, rules: MoneyRules): NewOrder {
  const totals = totalsOf(lines, rules);
  const online = body.paymentMethod === 'online';
  return {
    userId: owner.kind === 'customer' ? owner.userId : null,
    isGuest: owner.kind === 'guest',
    paymentMethod: body.paymentMethod,
    // an option sent with cash on delivery is a leftover of the form, not a choice
    onlinePaymentOption: online ? (body.onlinePaymentOption ?? null) : null,
    paymentStatus: online ? 'awaiting_proof' : 'not_required',
    firstName: body.firstName,
    lastName: body.lastName,
    email: body.email,
    mobileNumber: body.mobileNumber,
    address: body.address,
    city: body.city,
    postCode: body.postCode,
    country: body.country,
    subtotalPaisa: totals.subtotal,
    taxPaisa: totals.taxes,
    shippingFeePaisa: totals.shippingFee,
    totalPaisa: totals.total,
    idempotencyKey: key,
  };
}

const toOrderLine = (l: PricedLine): NewOrderLine => ({
  productId: l.productId,
  name: l.name,
  image: l.image,
  format: l.format,
  quantity: l.quantity,
  unitPricePaisa: l.unitPricePaisa,
  originalPricePaisa: l.originalPricePaisa,
});

/** The lines priced from the books as taken, and the order's number drawn by the same statement. */
interface TakenLines {
  lines: PricedLine[];
  orderNumber: number;
}

/** The lines priced from the books taken, or null when not every book was (the caller refuses then). */
function takenLines(wanted: WantedLine[], taken: TakenBook[]): TakenLines | null {
  if (taken.length === 0 || taken.length !== stockDecrements(wanted).length) return null;
  return { lines: priceLines(wanted, taken, 'conflict'), orderNumber: taken[0]!.orderNumber };
}

/** Rolls the order's transaction back and answers with the order a twin request placed under the same key. */
class PlacedMeanwhile extends Error {
  constructor(readonly earlier: OrderRef) {
    super('checkout: a twin request placed the order meanwhile');
  }
}

/**
 * Checkout: the totals from database prices, and placing the order. Prices, taxes and fees sent by the
 * client are never read; the user always comes from the session.
 */
export function createCheckoutService({ db, notifier, clock, settings, onPlaced }: CheckoutServiceDeps) {
  const moneyRules = async () => moneyRulesOf((await settings.settings()).money);

  /** Totals of the lines (the store's tax and shipping), amounts in rupees on the wire. */
  async function calculate(body: CalculateCheckoutBody): Promise<CheckoutCalculation> {
    const wanted = mergeLines(body.items);
    const lines = priceLines(wanted, await repo.findProducts(db, lookupIds(wanted)));
    const totals = totalsOf(lines, await moneyRules());
    return {
      success: true,
      subtotal: toRupees(totals.subtotal),
      taxes: toRupees(totals.taxes),
      shippingFee: toRupees(totals.shippingFee),
      total: toRupees(totals.total),
      items: lines.map((line) => ({
        productId: line.productId,
        productName: line.name,
        productImage: line.image,
        format: line.format,
        quantity: line.quantity,
        price: toRupees(line.unitPricePaisa),
        originalPrice: line.originalPricePaisa === null ? null : toRupees(line.originalPricePaisa),
      })),
    };
  }

  /** The order already placed under this key by this owner (a customer's id, a guest's e-mail). */
  const findEarlier = (ex: Db | Tx, owner: OrderOwner, form: OrderForm, key: string) =>
    owner.kind === 'customer' ? repo.findByIdempotencyKey(ex, owner.userId, key) : repo.findGuestByIdempotencyKey(ex, form.email, key);

  /** A replayed guest checkout gets a fresh token of the same order (its first one is only stored hashed). */
  async function replayed(owner: OrderOwner, earlier: OrderRef): Promise<PlaceOrderResult> {
    const known = { orderId: earlier.id, orderNumber: formatOrderNumber(earlier.orderNumber), created: false };
    if (owner.kind === 'customer') return known;
    const trackingToken = newTrackingToken();
    await repo.insertTrackingToken(db, earlier.id, trackingTokenHash(trackingToken), clock());
    return { ...known, trackingToken };
  }

  /**
   * One transaction: check the customer's session and lock the customer (one checkout at a time each; a
   * guest's e-mail and key instead), return the order already placed under this key if any, refuse a
   * payment method switched off, lock the books in id order, check they are for
   * sale and in stock, take the copies off, write the order with its line snapshots, first timeline entry
   * and status-page token, save the address to the profile when asked, and empty the server cart. Any
   * failure rolls all of it back.
   */
  async function place(owner: OrderOwner, body: OrderForm, key: string | null): Promise<PlaceOrderResult> {
    const wanted = mergeLines(body.items);
    const current = await settings.settings();
    const refusal = paymentRefusal(current.payments, body.paymentMethod, body.onlinePaymentOption);
    const taking = stockDecrements(wanted);
    let outcome: { existing: OrderRef } | { placed: PlacedOrder };
    try {
      const rest = async (tx: Tx, commitWithNext?: CommitWithNext): Promise<{ existing: OrderRef } | { placed: PlacedOrder }> => {
        // a double-click waited for the lock; the first click's order is now visible
        const earlier = key ? await findEarlier(tx, owner, body, key) : undefined;
        if (earlier) return { existing: earlier };
        // after the replay: an order placed before the owner switched its method off still answers
        if (refusal) throw new AppError('VALIDATION', refusal);
        const now = clock();
        const lines = await takeLines(tx, wanted, now);
        return { placed: await writeOrder(tx, owner, body, lines, key, current, now, commitWithNext) };
      };
      if (owner.kind === 'guest') {
        outcome = await db.transaction(async (tx) => {
          if (key) await repo.lockGuestKey(tx, body.email, key);
          return rest(tx);
        });
      } else if (refusal || taking.length === 0 || lookupIds(wanted).length !== taking.length) {
        // the session is checked here, not by the route: its look-up and the customer's lock are the
        // transaction's opening statement, sent with its begin
        outcome = await transactionOpenedWith(db, lockedSessionUser(owner.session, clock()), async (tx, rows, commitWithNext) => {
          if (rows.length === 0) throw new AppError('UNAUTHENTICATED', MESSAGES.session.expired);
          return rest(tx, commitWithNext);
        });
      } else {
        // the usual order: the session, the key's earlier order and the copies in the opening statement
        const now = clock();
        outcome = await transactionOpenedWith(db, repo.placingOpening(owner.session, now, key, taking), async (tx, rows, commitWithNext) => {
          const start = repo.placingStart(rows);
          if (!start.live) throw new AppError('UNAUTHENTICATED', MESSAGES.session.expired);
          if (start.earlier) return { existing: start.earlier };
          const lines = takenLines(wanted, start.taken) ?? (await refuseUntaken(tx, owner, body, wanted, key));
          return { placed: await writeOrder(tx, owner, body, lines, key, current, now, commitWithNext) };
        });
      }
    } catch (err) {
      if (err instanceof PlacedMeanwhile) return replayed(owner, err.earlier);
      // a twin request with the same key committed between our look-up and our insert
      if (key && isIdempotencyConflict(err)) {
        const existing = await findEarlier(db, owner, body, key);
        if (existing) return replayed(owner, existing);
      }
      throw err;
    }
    if ('existing' in outcome) return replayed(owner, outcome.existing);
    const { placed } = outcome;
    onPlaced?.({ paymentMethod: body.paymentMethod, customer: owner.kind === 'customer' ? 'account' : 'guest' });
    return { orderId: placed.id, orderNumber: placed.orderNumber, created: true, trackingToken: placed.trackingToken };
  }

  /**
   * When the opening statement could not take a book: a twin with the same key may have placed the order
   * while this one waited for the customer's lock (the opening's snapshot could not see it), and then that
   * order answers, after a rollback of any copies taken (PlacedMeanwhile). Otherwise the book's refusal.
   */
  async function refuseUntaken(tx: Tx, owner: OrderOwner, body: OrderForm, wanted: WantedLine[], key: string | null): Promise<never> {
    const earlier = key ? await findEarlier(tx, owner, body, key) : undefined;
    if (earlier) throw new PlacedMeanwhile(earlier);
    return refuseStock(tx, wanted);
  }

  /**
   * A signed-in customer's checkout. The session named by the token's claims is checked inside the order's
   * transaction (lockSessionUser): an ended session, an expired one or a deleted user places nothing.
   */
  async function placeOrder(session: TokenClaims, body: ProcessCheckoutBody, key: string | null): Promise<PlaceOrderResult> {
    return place({ kind: 'customer', userId: session.sub, session }, body, key);
  }

  /**
   * A guest's checkout: the same pricing, stock, idempotency and mails, without an account. The name is
   * split into first word and rest; lines without a format take the book's first format.
   */
  async function placeGuestOrder(body: GuestCreateBody, key: string | null): Promise<PlaceOrderResult> {
    const items = withDefaultFormats(body.items, await repo.findProducts(db, lookupIds(body.items)));
    const form: OrderForm = {
      ...splitGuestName(body.guestName),
      email: body.guestEmail,
      mobileNumber: body.guestPhone,
      address: body.shippingAddress,
      city: body.city,
      postCode: body.postCode,
      country: body.country,
      paymentMethod: body.paymentMethod,
      onlinePaymentOption: body.onlinePaymentOption,
      items: items.map(({ productId, quantity, format }) => ({ productId, quantity, format })),
    };
    return place({ kind: 'guest' }, form, key);
  }

  /** Takes the copies off and prices the lines from the books as taken; refuses when a book could not be taken. */
  async function takeLines(tx: Tx, wanted: WantedLine[], now: Date): Promise<TakenLines> {
    const taking = stockDecrements(wanted);
    const taken = lookupIds(wanted).length === taking.length ? await repo.takeStock(tx, taking, now) : [];
    return takenLines(wanted, taken) ?? refuseStock(tx, wanted);
  }

  /**
   * When a book could not be taken (unknown, hidden, too few copies), its row as it now stands (locked by
   * the attempt) names the refusal.
   */
  async function refuseStock(tx: Tx, wanted: WantedLine[]): Promise<never> {
    assertInStock(priceLines(wanted, await repo.findProducts(tx, lookupIds(wanted)), 'conflict'));
    // the attempt saw the rows it locked at their latest version, so the look-up above always refuses
    throw new Error('checkout: a book could not be taken yet its row allows it');
  }

  /**
   * The order, its mails and the emptied cart in one statement (see repo.insertOrder), once the copies
   * were taken. That statement carries the commit (`commitWithNext`) unless the address is saved after it.
   */
  async function writeOrder(
    tx: Tx,
    owner: OrderOwner,
    body: OrderForm,
    { lines, orderNumber }: TakenLines,
    key: string | null,
    settings: StoreSettings,
    now: Date,
    commitWithNext?: CommitWithNext,
  ): Promise<PlacedOrder> {
    const order = toNewOrder(owner, body, lines, key, moneyRulesOf(settings.money));
    const snapshots = lines.map(toOrderLine);
    const trackingToken = newTrackingToken();
    const id = randomUUID();
    const placed = { id, orderNumber: formatOrderNumber(orderNumber), order, lines: snapshots, createdAt: now, trackingToken };
    const mails = notifier.orderPlacedMails(placed, settings);
    const savesAddress = owner.kind === 'customer' && body.saveInfo;
    if (!savesAddress) commitWithNext?.();
    await repo.insertOrder(tx, { id, orderNumber, order, lines: snapshots, tokenHash: trackingTokenHash(trackingToken), mails, now });
    if (savesAddress) {
      const { address, city, postCode, country, mobileNumber } = body;
      await repo.saveProfileAddress(tx, owner.userId, { address, city, postCode, country, mobileNumber }, now);
    }
    return placed;
  }

  return { calculate, placeOrder, placeGuestOrder };
}
export type CheckoutService = ReturnType<typeof createCheckoutService>;
