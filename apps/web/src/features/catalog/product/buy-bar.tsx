import type { Product } from '@bookstore/contracts';
import { PriceLine } from '@/components/product';
import type { ReactNode } from 'react';

interface BuyBarProps {
  product: Product;
  /** The same 'Add to Cart' as the page's own (same format and quantity). */
  addButton: ReactNode;
}

/**
 * Pinned to the foot of a phone's screen while the page's own 'Add to Cart' is out of view: the price and
 * the button, so a shopper who scrolled into the description can still buy. Clear of the home indicator
 * (safe-area inset); the WhatsApp button rises above it (product.css).
 */
export function BuyBar({ product, addButton }: BuyBarProps) {
  return (
    <div className="buy-bar" role="region" aria-label="Buy this book">
      <PriceLine className="buy-bar__price" price={product.price} originalPrice={product.originalPrice} />
      {addButton}
    </div>
  );
}
