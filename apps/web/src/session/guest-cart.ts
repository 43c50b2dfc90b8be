import { QUANTITY_MAX, type CartItem, type LocalCartItem } from '@bookstore/contracts';
import { parseJson, readJson, writeJson } from '@/lib/local-storage';

/** Where a visitor's cart lives until login sends it to the server (spec section 3). */
export const GUEST_CART_KEY = 'localCart';

/** A cart line as the cart page shows it, guest or signed in (the server's line without `product`). */
export type CartLine = Omit<CartItem, 'product'>;

/**
 * A guest cart line as stored: what login sends as `localCart` plus what the cart page shows
 * (spec section 3: productId, format, quantity, name, price, originalPrice, image, category).
 */
export type GuestCartLine = LocalCartItem & Partial<Omit<CartLine, 'productId' | 'format' | 'quantity'>>;

function isCartLine(value: unknown): value is GuestCartLine {
  if (!value || typeof value !== 'object') return false;
  const line = value as Record<string, unknown>;
  return (
    typeof line.productId === 'string' &&
    typeof line.quantity === 'number' &&
    Number.isInteger(line.quantity) &&
    line.quantity > 0
  );
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const money = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : null);

/** The stored guest cart, with malformed entries dropped and the display fields normalised. */
export function parseGuestCart(raw: string | null): CartLine[] {
  return normaliseGuestCart(parseJson(raw));
}

function normaliseGuestCart(value: unknown): CartLine[] {
  if (!Array.isArray(value)) return [];
  return value.filter(isCartLine).map((line) => ({
    productId: line.productId,
    format: text(line.format),
    quantity: Math.min(line.quantity, QUANTITY_MAX),
    name: text(line.name),
    price: money(line.price) ?? 0,
    originalPrice: money(line.originalPrice),
    image: text(line.image),
    category: text(line.category),
  }));
}

export function readGuestCart(): CartLine[] {
  return normaliseGuestCart(readJson(GUEST_CART_KEY));
}

export function writeGuestCart(lines: readonly CartLine[]): void {
  writeJson(GUEST_CART_KEY, lines.length === 0 ? undefined : lines);
}

export const sameLine = (line: Pick<CartLine, 'productId' | 'format'>, productId: string, format: string) =>
  line.productId === productId && line.format === format;

/** Adds `line` to `lines`: the same product and format add up, capped at QUANTITY_MAX. */
export function addLine<T extends CartLine>(lines: readonly T[], line: T): T[] {
  const existing = lines.find((item) => sameLine(item, line.productId, line.format));
  if (!existing) return [...lines, { ...line, quantity: Math.min(line.quantity, QUANTITY_MAX) }];
  return lines.map((item) =>
    item === existing ? { ...item, quantity: Math.min(item.quantity + line.quantity, QUANTITY_MAX) } : item,
  );
}

export function setLineQuantity<T extends CartLine>(lines: readonly T[], productId: string, format: string, quantity: number): T[] {
  return lines.map((item) => (sameLine(item, productId, format) ? { ...item, quantity } : item));
}

export function removeLine<T extends CartLine>(lines: readonly T[], productId: string, format: string): T[] {
  return lines.filter((item) => !sameLine(item, productId, format));
}

/** After an order: the cart is gone from local and session storage (spec 'Checkout'). */
export function clearStoredCart(): void {
  writeGuestCart([]);
  try {
    window.sessionStorage.removeItem(GUEST_CART_KEY);
  } catch {
    // storage disabled: nothing to clear
  }
}
