import { CURRENCY_LABEL, SHIPPING_FEE_PAISA, TAX_RATE_PERCENT } from './constants';

/**
 * Money is integer paisa inside the system (1 rupee = 100 paisa). The wire carries rupees as numbers
 * with at most 2 decimals, because that is what shoppers read and what the spec's payloads use.
 */
export function toPaisa(rupees: number): number {
  return Math.round(rupees * 100);
}

export function toRupees(paisa: number): number {
  return Math.round(paisa) / 100;
}

const rupeeFormat = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** 123456 paisa -> 'Rs. 1,234.56' */
export function formatPaisa(paisa: number): string {
  return `${CURRENCY_LABEL} ${rupeeFormat.format(toRupees(paisa))}`;
}

/** 1234.5 rupees -> 'Rs. 1,234.50' */
export function formatRupees(rupees: number): string {
  return formatPaisa(toPaisa(rupees));
}

export interface MoneyLine {
  unitPricePaisa: number;
  quantity: number;
}

export interface Totals {
  subtotal: number;
  taxes: number;
  shippingFee: number;
  total: number;
}

/**
 * Cart total = subtotal + 2 % tax on the subtotal + flat shipping; all in paisa.
 * An empty cart ships nothing and so costs nothing.
 */
export function calcTotals(lines: readonly MoneyLine[]): Totals {
  const subtotal = lines.reduce((sum, line) => sum + line.unitPricePaisa * line.quantity, 0);
  const taxes = Math.round((subtotal * TAX_RATE_PERCENT) / 100);
  const shippingFee = lines.length === 0 ? 0 : SHIPPING_FEE_PAISA;
  return { subtotal, taxes, shippingFee, total: subtotal + taxes + shippingFee };
}

/** Whole percent saved when a book is sold below its original price; 0 otherwise. */
export function discountPercent(pricePaisa: number, originalPricePaisa: number | null | undefined): number {
  if (!originalPricePaisa || originalPricePaisa <= pricePaisa) return 0;
  return Math.round(((originalPricePaisa - pricePaisa) / originalPricePaisa) * 100);
}
