import type { Product } from '@bookstore/contracts';
import { useState } from 'react';
import { HeartIcon } from '@/components/ui/icons';
import { useProductActions } from './product-actions';

interface WishlistToggleProps {
  product: Product;
  /** 'icon': the heart on a card; 'button': the heart with its label on the product page. */
  variant?: 'icon' | 'button';
  /** A class of the place it sits in (the card's corner), so that place needs no box of its own. */
  className?: string;
}

/** Adds the book to the wishlist or takes it off ('Wishlist is full' for a guest at 10). */
export function WishlistToggle({ product, variant = 'icon', className }: WishlistToggleProps) {
  const { isWishlisted, toggleWishlist } = useProductActions();
  const saved = isWishlisted(product.id);
  const [busy, setBusy] = useState(false);
  const label = saved ? 'Remove from wishlist' : 'Add to wishlist';

  const onClick = async () => {
    setBusy(true);
    await toggleWishlist(product);
    setBusy(false);
  };

  return (
    <button
      type="button"
      className={`${variant === 'icon' ? 'wishlist-heart' : 'btn btn--outline wishlist-button'}${className ? ` ${className}` : ''}`}
      aria-pressed={saved}
      aria-label={variant === 'icon' ? `${label}: ${product.name}` : undefined}
      disabled={busy}
      onClick={() => void onClick()}
    >
      <HeartIcon size={variant === 'icon' ? 20 : 18} className={saved ? 'is-filled' : undefined} />
      {variant === 'button' && <span>{label}</span>}
    </button>
  );
}
