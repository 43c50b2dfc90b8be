import { MESSAGES } from '@bookstore/contracts';
import { Link } from 'react-router';
import { Dialog } from '@/components/ui/dialog';

/**
 * Guests who try to check out (spec 'Cart'): log in and come back to the cart, register first, or check out
 * as a guest with this device's cart (beyond the spec, docs/guest-checkout.md).
 */
export function LoginRequiredDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title="Log In Required"
      role="alertdialog"
      actions={
        <>
          <Link to="/login?redirect=/cart" className="btn btn--primary">
            Log In
          </Link>
          <Link to="/register?redirect=/login" className="btn btn--outline">
            Register
          </Link>
          <Link to="/place-order?guest=1" className="btn btn--outline">
            {MESSAGES.guest.continueAsGuest}
          </Link>
        </>
      }
    >
      <p>Please log in to your account to proceed to checkout. Your cart will be kept.</p>
      <p>No account? Continue as a guest: we will e-mail you a link to follow your order.</p>
    </Dialog>
  );
}
