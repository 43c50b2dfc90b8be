import { CATALOG_TEXTS, type Product } from '@bookstore/contracts';
import type { ReactNode } from 'react';

interface AddToCartButtonProps {
  product: Product;
  added: boolean;
  busy: boolean;
  onAdd: () => void;
  className: string;
  /** Drawn before the text (the bag on the product page). */
  icon?: ReactNode;
}

/** 'Add to Cart', 'Added!' for a moment after a success, or 'Out of stock' (disabled). */
export function AddToCartButton({ product, added, busy, onAdd, className, icon }: AddToCartButtonProps) {
  return (
    <button type="button" className={`btn btn--primary ${className}${added ? ' is-added' : ''}`} onClick={onAdd} disabled={busy || !product.inStock}>
      {icon}
      {!product.inStock ? CATALOG_TEXTS.outOfStockButton : added ? 'Added!' : 'Add to Cart'}
      <span className="visually-hidden">: {product.name}</span>
    </button>
  );
}
