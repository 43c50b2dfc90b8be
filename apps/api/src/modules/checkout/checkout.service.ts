import {
  MESSAGES,
  toRupees,
  type CalculateCheckoutBody,
  type CheckoutCalculation,
  type ProcessCheckoutBody,
} from '@bookstore/contracts';
import type { Logger } from 'pino';
import type { BackgroundTasks } from '../../lib/background';
import type { Db, Tx } from '../../db/client';
import { AppError } from '../../lib/errors';
import { clearCart } from '../cart';
import {
  assertInStock,
  lookupIds,
  mergeLines,
  priceLines,
  stockDecrements,
  totalsOf,
  type PricedLine,
  type WantedLine,
} from './checkout-lines';
import { checkoutRepository as repo, isIdempotencyConflict, type NewOrder, type NewOrderLine } from './checkout.repository';
import type { OrderNotifier, PlacedOrder } from './order-notifications';

export interface CheckoutServiceDeps {
  db: Db;
  notifier: OrderNotifier;
  logger: Logger;
  clock: () => Date;
  /** Mails go out after the answer; tests wait for them with `settled()`. */
  background: BackgroundTasks;
}

export interface PlaceOrderResult {
  orderId: string;
  /** False when an earlier request with the same idempotency key had already placed it. */
  created: boolean;
}

function toNewOrder(userId: string, body: ProcessCheckoutBody, lines: PricedLine[], key: string | null): NewOrder {
  const totals = totalsOf(lines);
  const online = body.paymentMethod === 'online';
  return {
    userId,
    paymentMethod: body.paymentMethod,
    // an option sent with cash on delivery is a leftover of the form, not a choice
    onlinePaymentOption: online ? body.onlinePaymentOption : null,
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

/**
 * Checkout: the totals from database prices, and placing the order. Prices, taxes and fees sent by the
 * client are never read; the user always comes from the session.
 */
export function createCheckoutService({ db, notifier, logger, clock, background }: CheckoutServiceDeps) {
  /** Totals of the lines (2 % tax, flat shipping), amounts in rupees on the wire. */
  async function calculate(body: CalculateCheckoutBody): Promise<CheckoutCalculation> {
    const wanted = mergeLines(body.items);
    const lines = priceLines(wanted, await repo.findProducts(db, lookupIds(wanted)));
    const totals = totalsOf(lines);
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

  /**
   * One transaction: lock the customer (one checkout at a time each), return the order already placed
   * under this key if any, lock the books in id order, check they are for sale and in stock, take the
   * copies off, write the order with its line snapshots and first timeline entry, save the address to
   * the profile when asked, and empty the server cart. Any failure rolls all of it back.
   */
  async function placeOrder(userId: string, body: ProcessCheckoutBody, key: string | null): Promise<PlaceOrderResult> {
    const wanted = mergeLines(body.items);
    if (key) {
      const existing = await repo.findByIdempotencyKey(db, userId, key);
      if (existing) return { orderId: existing.id, created: false };
    }
    let outcome: { existingId: string } | { placed: PlacedOrder };
    try {
      outcome = await db.transaction(async (tx) => {
        if (!(await repo.lockUser(tx, userId))) throw new AppError('UNAUTHENTICATED', MESSAGES.session.expired);
        // a double-click waited for the lock above; the first click's order is now visible
        const earlier = key ? await repo.findByIdempotencyKey(tx, userId, key) : undefined;
        if (earlier) return { existingId: earlier.id };
        return { placed: await writeOrder(tx, userId, body, wanted, key) };
      });
    } catch (err) {
      // a twin request with the same key committed between our look-up and our insert
      if (key && isIdempotencyConflict(err)) {
        const existing = await repo.findByIdempotencyKey(db, userId, key);
        if (existing) return { orderId: existing.id, created: false };
      }
      throw err;
    }
    if ('existingId' in outcome) return { orderId: outcome.existingId, created: false };
    const { placed } = outcome;
    // after the commit, and never awaited by the customer: a mail failure is logged, the order stands
    background.run('order mails', () =>
      notifier.orderPlaced(placed).catch((err: unknown) => logger.error({ err, orderId: placed.id }, 'order mails failed')),
    );
    return { orderId: placed.id, created: true };
  }

  async function writeOrder(tx: Tx, userId: string, body: ProcessCheckoutBody, wanted: WantedLine[], key: string | null): Promise<PlacedOrder> {
    const lines = priceLines(wanted, await repo.lockProducts(tx, lookupIds(wanted)), 'conflict');
    assertInStock(lines);
    const now = clock();
    await repo.decrementStock(tx, stockDecrements(lines), now);
    const order = toNewOrder(userId, body, lines, key);
    const snapshots = lines.map(toOrderLine);
    const id = await repo.insertOrder(tx, order, snapshots, now);
    if (body.saveInfo) {
      const { address, city, postCode, country, mobileNumber } = body;
      await repo.saveProfileAddress(tx, userId, { address, city, postCode, country, mobileNumber }, now);
    }
    await clearCart(tx, userId);
    return { id, order, lines: snapshots, createdAt: now };
  }

  return { calculate, placeOrder };
}
export type CheckoutService = ReturnType<typeof createCheckoutService>;
