import type { Product } from '@bookstore/contracts';
import { createContext, useContext, type ReactNode } from 'react';

/**
 * What a shopper can do with a book from any card or product page. The product components ask for these
 * through context, so they stay below the cart and wishlist features; the app composes the real ones
 * (app/routes/product-actions.tsx).
 */
export interface ProductActions {
  /** Resolves true when the book was added (it toasts every outcome itself). */
  addToCart: (input: { product: Product; format: string | null; quantity: number }) => Promise<boolean>;
  isWishlisted: (productId: string) => boolean;
  /** Adds the book to the wishlist, or takes it off when saved. */
  toggleWishlist: (product: Product) => Promise<boolean>;
}

const ProductActionsContext = createContext<ProductActions | null>(null);

export function ProductActionsProvider({ value, children }: { value: ProductActions; children: ReactNode }) {
  return <ProductActionsContext.Provider value={value}>{children}</ProductActionsContext.Provider>;
}

export function useProductActions(): ProductActions {
  const actions = useContext(ProductActionsContext);
  if (!actions) throw new Error('useProductActions needs a ProductActionsProvider above it');
  return actions;
}
