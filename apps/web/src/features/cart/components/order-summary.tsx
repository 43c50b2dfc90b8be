import { calcTotals, formatPaisa, TAX_RATE_PERCENT, toPaisa } from '@bookstore/contracts';
import type { ReactNode } from 'react';
import type { CartLine } from '@/session';
import '../cart.css';

/** Subtotal, tax, shipping and total of cart lines, computed as the server does (integer paisa). */
export function cartTotals(lines: readonly Pick<CartLine, 'price' | 'quantity'>[]) {
  return calcTotals(lines.map((line) => ({ unitPricePaisa: toPaisa(line.price), quantity: line.quantity })));
}

interface OrderSummaryProps {
  /** Amounts in paisa. */
  totals: { subtotal: number; taxes: number; shippingFee: number; total: number };
  title?: string;
  /** Shown above the amounts (the checkout lists its books there). */
  lead?: ReactNode;
  children?: ReactNode;
}

/** 'Order Summary': Subtotal, Tax (2%), Shipping (0.00 for an empty cart) and Total. */
export function OrderSummary({ totals, title = 'Order Summary', lead, children }: OrderSummaryProps) {
  return (
    <section className="order-summary" aria-labelledby="order-summary-title">
      <h2 id="order-summary-title" className="order-summary__title">
        {title}
      </h2>
      {lead}
      <dl className="order-summary__lines">
        <div>
          <dt>Subtotal</dt>
          <dd data-testid="summary-subtotal">{formatPaisa(totals.subtotal)}</dd>
        </div>
        <div>
          <dt>Tax ({TAX_RATE_PERCENT}%)</dt>
          <dd data-testid="summary-tax">{formatPaisa(totals.taxes)}</dd>
        </div>
        <div>
          <dt>Shipping</dt>
          <dd data-testid="summary-shipping">{formatPaisa(totals.shippingFee)}</dd>
        </div>
        <div className="order-summary__total">
          <dt>Total</dt>
          <dd data-testid="summary-total">{formatPaisa(totals.total)}</dd>
        </div>
      </dl>
      {children}
    </section>
  );
}
