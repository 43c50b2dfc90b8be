import { calcTotals, toPaisa, type MoneyRules } from '@bookstore/contracts';
import type { ReactNode } from 'react';
import { OrderTotals, type OrderAmounts } from '@/components/order';
import type { CartLine } from '@/session';
import '../cart.css';

/**
 * Subtotal, tax, shipping and total of cart lines, computed as the server does (integer paisa) with the
 * shop's current rules (`moneyRulesOf(useStoreSettings().money)`), so the cart shows what checkout charges.
 */
export function cartTotals(lines: readonly Pick<CartLine, 'price' | 'quantity'>[], rules: MoneyRules) {
  return calcTotals(
    lines.map((line) => ({ unitPricePaisa: toPaisa(line.price), quantity: line.quantity })),
    rules,
  );
}

interface OrderSummaryProps {
  /** Amounts in paisa. */
  totals: OrderAmounts;
  /** The rate the tax line names ('Tax (2%)'). */
  taxRatePercent: number;
  title?: string;
  /** Shown above the amounts (the checkout lists its books there). */
  lead?: ReactNode;
  children?: ReactNode;
}

/** 'Order Summary': Subtotal, Tax (N%), Shipping (0.00 for an empty cart) and Total. */
export function OrderSummary({ totals, taxRatePercent, title = 'Order Summary', lead, children }: OrderSummaryProps) {
  return (
    <section className="order-summary" aria-labelledby="order-summary-title">
      <h2 id="order-summary-title" className="order-summary__title">
        {title}
      </h2>
      {lead}
      <OrderTotals totals={totals} inPaisa taxRatePercent={taxRatePercent} />
      {children}
    </section>
  );
}
