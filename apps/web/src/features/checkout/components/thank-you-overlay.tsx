import { TIMINGS } from '@bookstore/contracts';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { Dialog } from '@/components/ui/dialog';
import { PackageIcon } from '@/components/ui/icons';

/**
 * 'Thank You for Shopping!' over the page after an order; after TIMINGS.checkoutOverlayMs (or on its
 * button, Escape or the backdrop) the app goes to /orders, or for a guest to the order's own status page
 * (the private link also mailed to them), replacing the checkout in the history so Back does not return to it.
 */
export function ThankYouOverlay({ orderNumber, trackingToken = null }: { orderNumber: string; trackingToken?: string | null }) {
  const navigate = useNavigate();
  const next = trackingToken ? `/track-order/${encodeURIComponent(trackingToken)}` : '/orders';

  useEffect(() => {
    const timer = window.setTimeout(() => navigate(next, { replace: true }), TIMINGS.checkoutOverlayMs);
    return () => window.clearTimeout(timer);
  }, [navigate, next]);

  const toOrders = () => navigate(next, { replace: true });
  return (
    <Dialog
      title="Thank You for Shopping!"
      onClose={toOrders}
      hideCloseButton
      className="thank-you"
      describedBy="thank-you-text"
      actions={
        <button type="button" className="btn btn--primary" onClick={toOrders}>
          {trackingToken ? 'Track My Order' : 'View My Orders'}
        </button>
      }
    >
      <span className="thank-you__icon" aria-hidden="true">
        <PackageIcon size={48} />
      </span>
      <p id="thank-you-text">
        Your order <strong className="thank-you__order" data-testid="thank-you-order-number">{orderNumber}</strong> has been placed. {trackingToken ? 'We have e-mailed you a link to follow it. Taking you to its page…' : 'Taking you to your orders…'}
      </p>
    </Dialog>
  );
}
