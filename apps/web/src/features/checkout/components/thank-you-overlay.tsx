import { TIMINGS } from '@bookstore/contracts';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { PackageIcon } from '@/components/ui/icons';

/**
 * 'Thank You for Shopping!' over the page after an order; after TIMINGS.checkoutOverlayMs the app goes to
 * /orders, replacing the checkout in the history so Back does not return to it.
 */
export function ThankYouOverlay({ orderId }: { orderId: string }) {
  const navigate = useNavigate();
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    buttonRef.current?.focus();
    const timer = window.setTimeout(() => navigate('/orders', { replace: true }), TIMINGS.checkoutOverlayMs);
    return () => window.clearTimeout(timer);
  }, [navigate]);

  return (
    <div className="thank-you" role="dialog" aria-modal="true" aria-labelledby="thank-you-title" aria-describedby="thank-you-text">
      <div className="thank-you__card">
        <span className="thank-you__icon" aria-hidden="true">
          <PackageIcon size={48} />
        </span>
        <h2 id="thank-you-title" className="thank-you__title">
          Thank You for Shopping!
        </h2>
        <p id="thank-you-text">
          Your order <strong className="thank-you__order">#{orderId}</strong> has been placed. Taking you to your orders…
        </p>
        <button ref={buttonRef} type="button" className="btn btn--primary" onClick={() => navigate('/orders', { replace: true })}>
          View My Orders
        </button>
      </div>
    </div>
  );
}
