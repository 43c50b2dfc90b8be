import { type TrackedOrder } from '@bookstore/contracts';
import { useState } from 'react';
import { Link } from 'react-router';
import { DocumentTitle } from '@/session/document-title';
import { TrackedOrderView, TrackOrderForm } from '@/features/orders';
import { useShopperSession } from '@/session';
import '@/features/orders/orders.css';

/** /track-order: follow an order without an account, by its number and the e-mail or mobile it was placed with. */
export function TrackOrderPage() {
  const session = useShopperSession();
  const [order, setOrder] = useState<TrackedOrder | null>(null);
  return (
    <div className="container page track-page">
      <DocumentTitle title="Track Your Order" />
      <h1 className="page-title">TRACK YOUR ORDER</h1>
      {order ? (
        <>
          <TrackedOrderView order={order} />
          <button type="button" className="btn btn--outline track-page__again" onClick={() => setOrder(null)}>
            Track another order
          </button>
        </>
      ) : (
        <>
          <p>Enter your order number and the e-mail or mobile number you ordered with. The link in your confirmation e-mail opens the same page.</p>
          <TrackOrderForm onFound={setOrder} />
          {session.isSignedIn && (
            <p>
              Signed in? Your orders are all in <Link to="/orders">My Orders</Link>.
            </p>
          )}
        </>
      )}
    </div>
  );
}
