import { formatPaisa, MESSAGES, moneyRulesOf, type CheckoutItem } from '@bookstore/contracts';
import { useEffect, useMemo, useState } from 'react';
import { Link, Navigate, useSearchParams } from 'react-router';
import { DocumentTitle } from '@/session/document-title';
import { PageLoader } from '@/components/ui/page-loader';
import { useToast } from '@/components/ui/toast';
import { useCart, type CartLine } from '@/features/cart';
import { useShopperSession, useStoreSettings } from '@/session';
import { errorMessage } from '@/lib/api-client';
import { CheckoutForm, CheckoutSummary, checkoutTotals, ThankYouOverlay, useCheckoutTotals, usePlaceOrder } from '@/features/checkout';
import '@/features/checkout/checkout.css';

/**
 * /place-order (spec 'Checkout'): signed-in customers, or a guest who chose 'Continue as guest'
 * (/place-order?guest=1; anyone else goes to /login); an empty cart goes back to /cart unless an order was
 * just placed, in which case the thank-you overlay shows.
 */
export function PlaceOrderPage() {
  const session = useShopperSession();
  const [params] = useSearchParams();
  const asGuest = !session.isSignedIn && params.get('guest') === '1';
  const cart = useCart();
  const toast = useToast();
  const { placeOrder, phase, placed } = usePlaceOrder(session.userId);
  // while the order is sent the cart is already emptied: the page keeps showing what is being ordered
  const [ordering, setOrdering] = useState<CartLine[] | null>(null);
  const lines = ordering ?? cart.items;
  const items = useMemo<CheckoutItem[]>(
    () => lines.map(({ productId, quantity, format }) => ({ productId, quantity, format })),
    [lines],
  );
  const totals = useCheckoutTotals(items);
  const { money } = useStoreSettings();

  useEffect(() => {
    if (totals.isError) toast.error(errorMessage(totals.error, MESSAGES.checkout.calculateFailed));
  }, [totals.isError, totals.error, toast]);

  if (session.isLoading) return <PageLoader label="Loading checkout…" />;
  if (phase === 'placed' && placed) return <ThankYouOverlay orderNumber={placed.orderNumber} trackingToken={placed.trackingToken} />;
  if (!session.isSignedIn && !asGuest) return <Navigate to="/login?redirect=/place-order" replace />;
  if (cart.isLoading) return <PageLoader label="Loading your cart…" />;
  if (lines.length === 0 && phase === 'idle') return <Navigate to="/cart" replace />;

  return (
    <div className="container page">
      <DocumentTitle title="Checkout" />
      <h1 className="page-title">CHECKOUT</h1>
      {asGuest && (
        <p className="checkout-guest-note">
          Checking out as a guest. We will e-mail you a link to follow your order. <Link to="/login?redirect=/place-order">Log in</Link> instead to
          keep it in your account.
        </p>
      )}
      <CheckoutForm
        user={session.user}
        guest={asGuest}
        amountText={formatPaisa(checkoutTotals(lines, totals.data, moneyRulesOf(money)).total)}
        submitting={phase !== 'idle'}
        onSubmit={(values, proof) => {
          setOrdering(cart.items);
          void placeOrder(values, items, proof).then((placed) => !placed && setOrdering(null));
        }}
        summary={<CheckoutSummary lines={lines} calculation={totals.data} isCalculating={totals.isFetching} />}
      />
    </div>
  );
}
