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
  /** Cards in a grid name their book to screen readers ('Add to Cart: Diwan-e-Ghalib'); the product page need not. */
  nameInLabel?: boolean;
}

/** 'Add to Cart', 'Added!' for a moment after a success, or 'Out of stock' (disabled). */
export function AddToCartButton({ product, added, busy, onAdd, className, icon, nameInLabel = false }: AddToCartButtonProps) {
  const text = !product.inStock ? CATALOG_TEXTS.outOfStockButton : added ? 'Added!' : 'Add to Cart';
  return (
    <button
      type="button"
      className={`btn btn--primary ${className}${added ? ' is-added' : ''}`}
      onClick={onAdd}
      disabled={busy || !product.inStock}
      // the same name as the text followed by a hidden ': <name>' span, without that span's element in every card
      aria-label={nameInLabel ? `${text}: ${product.name}` : undefined}
    >
      {icon}
      {text}
    </button>
  );
}
