import { calcTotals, MESSAGES, QUANTITY_MAX, type CheckoutItem, type MoneyRules, type Totals } from '@bookstore/contracts';
import { AppError, notFound } from '../../lib/errors';
import type { PricedBook } from './checkout.repository';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** What the shopper asked for: one line per book and format. */
export interface WantedLine {
  productId: string;
  format: string;
  quantity: number;
}

/** A line priced from the database: what the order stores and the calculation shows. */
export interface PricedLine extends WantedLine {
  product: PricedBook;
  unitPricePaisa: number;
  originalPricePaisa: number | null;
  name: string;
  image: string;
}

/**
 * Merges lines of the same book and format (a double entry is one line, never two), keeping the first
 * line's position. A merged line over 10 copies is refused like a single one ('Maximum quantity is 10').
 */
export function mergeLines(items: readonly CheckoutItem[]): WantedLine[] {
  const merged = new Map<string, WantedLine>();
  for (const { productId, format, quantity } of items) {
    const key = `${productId.toLowerCase()}\u0000${format}`;
    const line = merged.get(key);
    if (line) line.quantity += quantity;
    else merged.set(key, { productId: productId.toLowerCase(), format, quantity });
  }
  const lines = [...merged.values()];
  if (lines.some((line) => line.quantity > QUANTITY_MAX)) throw new AppError('VALIDATION', MESSAGES.cart.quantityMax);
  return lines;
}

/**
 * Lines sent without a format take the book's first format (guest checkout: other storefronts send
 * none). Unknown books are left as they are: pricing refuses them.
 */
export function withDefaultFormats<L extends { productId: string; format: string }>(items: readonly L[], rows: readonly Pick<PricedBook, 'id' | 'sizes'>[]): L[] {
  const byId = new Map(rows.map((row) => [row.id, row]));
  return items.map((item) => (item.format !== '' ? item : { ...item, format: byId.get(item.productId.toLowerCase())?.sizes[0] ?? '' }));
}

/** Ids the database can look up (anything else is simply not found, never a database error). */
export const lookupIds = (lines: readonly WantedLine[]) => [...new Set(lines.map((l) => l.productId).filter((id) => UUID.test(id)))];

/**
 * Prices each line from its database row. Unknown or hidden books are 'Product not found' when
 * `hidden` is 'not-found' (the calculation), or a 409 naming the book at checkout; a format the book
 * does not offer is 'Please select a format' ('' means "not chosen" and is kept as sent).
 */
export function priceLines(
  lines: readonly WantedLine[],
  rows: readonly PricedBook[],
  hidden: 'not-found' | 'conflict' = 'not-found',
): PricedLine[] {
  const byId = new Map(rows.map((row) => [row.id, row]));
  return lines.map((line) => {
    const product = byId.get(line.productId);
    if (!product) throw notFound(MESSAGES.product.notFound);
    if (!product.isActive) {
      if (hidden === 'not-found') throw notFound(MESSAGES.product.notFound);
      throw new AppError('CONFLICT', MESSAGES.stock.unavailable(product.name), { productId: product.id, available: 0 });
    }
    if (line.format !== '' && !product.sizes.includes(line.format)) throw new AppError('VALIDATION', MESSAGES.cart.selectFormat);
    return {
      ...line,
      product,
      unitPricePaisa: product.pricePaisa,
      originalPricePaisa: product.originalPricePaisa,
      name: product.name,
      image: product.images[0] ?? '',
    };
  });
}

/**
 * Refuses the first book of which fewer copies are left than the lines ask for, all its formats
 * counted together: 409 "'X' is out of stock" or "Only 1 copy of 'X' is left".
 */
export function assertInStock(lines: readonly PricedLine[]): void {
  const wanted = new Map<string, number>();
  for (const line of lines) wanted.set(line.productId, (wanted.get(line.productId) ?? 0) + line.quantity);
  for (const line of lines) {
    const left = line.product.stockQuantity;
    if ((wanted.get(line.productId) ?? 0) <= left) continue;
    const message = left <= 0 ? MESSAGES.stock.outOfStock(line.name) : MESSAGES.stock.onlyLeft(line.name, left);
    throw new AppError('CONFLICT', message, { productId: line.productId, available: Math.max(left, 0) });
  }
}

/** Copies to take off each book's stock, all formats together. */
export function stockDecrements(lines: readonly WantedLine[]): { productId: string; quantity: number }[] {
  const byProduct = new Map<string, number>();
  for (const line of lines) byProduct.set(line.productId, (byProduct.get(line.productId) ?? 0) + line.quantity);
  return [...byProduct].map(([productId, quantity]) => ({ productId, quantity }));
}

/** Subtotal, tax, shipping and total in paisa, from the database prices and the store's money rules only. */
export const totalsOf = (lines: readonly PricedLine[], rules: MoneyRules): Totals => calcTotals(lines, rules);
