import { formatRupees, moneyRulesOf, toPaisa, type CheckoutCalculation, type MoneyRules } from '@bookstore/contracts';
import { cartTotals, OrderSummary } from '@/features/cart';
import type { CartLine } from '@/features/cart';
import { useStoreSettings } from '@/session';

interface CheckoutSummaryProps {
  lines: readonly CartLine[];
  /** The server's calculation; until it arrives (or if it failed) the cart's own totals are shown. */
  calculation: CheckoutCalculation | undefined;
  isCalculating: boolean;
}

/** Totals in paisa: the server's when known, else computed from the cart the same way with the shop's rules. */
export function checkoutTotals(lines: readonly CartLine[], calculation: CheckoutCalculation | undefined, rules: MoneyRules) {
  if (!calculation) return cartTotals(lines, rules);
  return {
    subtotal: toPaisa(calculation.subtotal),
    taxes: toPaisa(calculation.taxes),
    shippingFee: toPaisa(calculation.shippingFee),
    total: toPaisa(calculation.total),
  };
}

/** The books being ordered and the totals from POST /api/checkout/calculate. */
export function CheckoutSummary({ lines, calculation, isCalculating }: CheckoutSummaryProps) {
  const { money } = useStoreSettings();
  return (
    <OrderSummary
      totals={checkoutTotals(lines, calculation, moneyRulesOf(money))}
      taxRatePercent={money.taxRatePercent}
      title="Your Order"
      lead={
        <ul className="checkout-lines" aria-label="Books in this order">
        {lines.map((line) => (
          <li key={`${line.productId}|${line.format}`}>
            <span className="checkout-lines__name">
              <bdi>{line.name || 'Book'}</bdi>
              {line.format && <span className="checkout-lines__format"> ({line.format})</span>} × {line.quantity}
            </span>
            <span>{formatRupees(line.price * line.quantity)}</span>
          </li>
        ))}
        </ul>
      }
    >
      {isCalculating && (
        <p className="field__hint" role="status">
          Checking prices…
        </p>
      )}
    </OrderSummary>
  );
}
