import { formatPaisa, formatRupees } from '@bookstore/contracts';
import './order.css';

/** An order's (or a cart's) amounts. */
export interface OrderAmounts {
  subtotal: number;
  taxes: number;
  shippingFee: number;
  total: number;
}

interface OrderTotalsProps {
  /** In rupees, or in paisa with `inPaisa`. */
  totals: OrderAmounts;
  inPaisa?: boolean;
  /** Shown as 'Tax (2%)' rather than 'Tax': the cart and checkout show the shop's current rate. */
  taxRatePercent?: number;
  /** More classes for the list, for where it stands (the cart's summary, a dialog, the back office). */
  className?: string;
}

/** Subtotal, Tax, Shipping and Total, one line each, the total last and stressed. */
export function OrderTotals({ totals, inPaisa = false, taxRatePercent, className }: OrderTotalsProps) {
  const format = inPaisa ? formatPaisa : formatRupees;
  return (
    <dl className={['order-totals', className].filter(Boolean).join(' ')}>
      <div>
        <dt>Subtotal</dt>
        <dd data-testid="summary-subtotal">{format(totals.subtotal)}</dd>
      </div>
      <div>
        <dt>{taxRatePercent === undefined ? 'Tax' : `Tax (${taxRatePercent}%)`}</dt>
        <dd data-testid="summary-tax">{format(totals.taxes)}</dd>
      </div>
      <div>
        <dt>Shipping</dt>
        <dd data-testid="summary-shipping">{format(totals.shippingFee)}</dd>
      </div>
      <div className="order-totals__total">
        <dt>Total</dt>
        <dd data-testid="summary-total">{format(totals.total)}</dd>
      </div>
    </dl>
  );
}
