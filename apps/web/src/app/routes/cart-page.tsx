import { MESSAGES, moneyRulesOf } from '@bookstore/contracts';
import { useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { DocumentTitle } from '@/session/document-title';
import { BagIcon } from '@/components/ui/icons';
import { Panel } from '@/components/ui/panel';
import { Skeleton } from '@/components/ui/skeleton';
import { CartRow, CartSuggestions, cartTotals, LoginRequiredDialog, OrderSummary, useCart, useCartLineActions } from '@/features/cart';
import { useStoreSettings } from '@/session';

function CartRowsSkeleton() {
  return (
    <div role="status" aria-live="polite">
      <span className="visually-hidden">Loading your cart…</span>
      <ul className="cart-rows" aria-hidden="true">
        {[0, 1].map((key) => (
          <li key={key} className="cart-row">
            <Skeleton className="cart-row__media" style={{ width: 72, height: 96 }} />
            <div className="cart-row__info">
              <Skeleton style={{ width: '60%', height: '1rem' }} />
              <Skeleton style={{ width: '35%', height: '1rem', marginTop: '0.5rem' }} />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** /cart (spec 'Cart'): rows with steppers, the Order Summary, checkout or the login prompt, suggestions. */
export function CartPage() {
  const navigate = useNavigate();
  const { items, isLoading, isSignedIn } = useCart();
  const { setQuantity, removeItem } = useCartLineActions();
  const [loginPromptOpen, setLoginPromptOpen] = useState(false);
  const { money } = useStoreSettings();
  const totals = cartTotals(items, moneyRulesOf(money));
  const productIds = useMemo(() => [...new Set(items.map((line) => line.productId))], [items]);
  const empty = !isLoading && items.length === 0;

  const proceed = () => {
    if (isSignedIn) navigate('/place-order');
    else setLoginPromptOpen(true);
  };

  return (
    <div className="container page">
      <DocumentTitle title="Your Cart" />
      <h1 className="page-title">YOUR CART</h1>
      <div className="cart-layout">
        <div className="cart-layout__items">
          {isLoading ? (
            <CartRowsSkeleton />
          ) : empty ? (
            <Panel title={MESSAGES.checkout.emptyCart} icon={<BagIcon size={40} />}>
              Find your next book in our collections.
            </Panel>
          ) : (
            <ul className="cart-rows" aria-label="Books in your cart">
              {items.map((line) => (
                <CartRow
                  key={`${line.productId}|${line.format}`}
                  line={line}
                  onQuantityChange={(quantity) => setQuantity(line, quantity)}
                  onRemove={() => removeItem(line)}
                />
              ))}
            </ul>
          )}
        </div>
        <OrderSummary totals={totals} taxRatePercent={money.taxRatePercent}>
          <div className="order-summary__actions">
            <button type="button" className="btn btn--primary" onClick={proceed} disabled={isLoading || empty}>
              Proceed to Checkout
            </button>
            <Link to="/collections" className="btn btn--outline">
              Continue Shopping
            </Link>
          </div>
        </OrderSummary>
      </div>
      {!isLoading && <CartSuggestions cartProductIds={productIds} />}
      <LoginRequiredDialog open={loginPromptOpen} onClose={() => setLoginPromptOpen(false)} />
    </div>
  );
}
