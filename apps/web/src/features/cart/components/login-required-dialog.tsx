import { Link } from 'react-router';
import { Dialog } from '@/components/ui/dialog';

/** Guests who try to check out (spec 'Cart'): log in and come back to the cart, or register first. */
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
        </>
      }
    >
      <p>Please log in to your account to proceed to checkout. Your cart will be kept.</p>
    </Dialog>
  );
}
