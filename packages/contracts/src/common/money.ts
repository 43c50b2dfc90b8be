import { CURRENCY_LABEL, SHIPPING_FEE_PAISA, TAX_RATE_PERCENT } from './constants';
import { groupDigits } from './number-text';

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

/** Rupees with 2 decimals as en-US writes them ("1,234.56"); built only for amounts no shopper sees (see number-text.ts). */
const rareRupees = (rupees: number) => new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(rupees);

/** 123456 paisa -> 'Rs. 1,234.56' */
export function formatPaisa(paisa: number): string {
  const whole = Math.round(paisa);
  // beyond 10^13 rupees the double `toRupees` gives is no longer within half a paisa of the amount
  if (!(Math.abs(whole) < 1e15)) return `${CURRENCY_LABEL} ${rareRupees(toRupees(paisa))}`;
  const sign = whole < 0 || Object.is(whole, -0) ? '-' : '';
  const abs = Math.abs(whole);
  return `${CURRENCY_LABEL} ${sign}${groupDigits(String(Math.floor(abs / 100)))}.${String(abs % 100).padStart(2, '0')}`;
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

/** The store's money rules (store settings): what a new order is charged on top of its books. */
export interface MoneyRules {
  /** Percent of the subtotal, at most 2 decimals (2 = 2 %). */
  taxRatePercent: number;
  shippingFeePaisa: number;
  /** Orders whose subtotal is at least this ship free; null when there is no such offer. */
  freeShippingFromPaisa: number | null;
}

/** The spec's rules (2 % tax, Rs. 99 shipping, no free shipping): the settings' defaults. */
export const DEFAULT_MONEY_RULES: MoneyRules = {
  taxRatePercent: TAX_RATE_PERCENT,
  shippingFeePaisa: SHIPPING_FEE_PAISA,
  freeShippingFromPaisa: null,
};

/**
 * Cart total = subtotal + tax on the subtotal + flat shipping (free from the threshold on); all in paisa.
 * An empty cart ships nothing and so costs nothing.
 */
export function calcTotals(lines: readonly MoneyLine[], rules: MoneyRules = DEFAULT_MONEY_RULES): Totals {
  const subtotal = lines.reduce((sum, line) => sum + line.unitPricePaisa * line.quantity, 0);
  // the rate in hundredths of a percent, so 2.5 % is exact integer arithmetic
  const taxes = Math.round((subtotal * Math.round(rules.taxRatePercent * 100)) / 10_000);
  const freeShipping = rules.freeShippingFromPaisa !== null && subtotal >= rules.freeShippingFromPaisa;
  const shippingFee = lines.length === 0 || freeShipping ? 0 : rules.shippingFeePaisa;
  return { subtotal, taxes, shippingFee, total: subtotal + taxes + shippingFee };
}

/** Whole percent saved when a book is sold below its original price; 0 otherwise. */
export function discountPercent(pricePaisa: number, originalPricePaisa: number | null | undefined): number {
  if (!originalPricePaisa || originalPricePaisa <= pricePaisa) return 0;
  return Math.round(((originalPricePaisa - pricePaisa) / originalPricePaisa) * 100);
}
