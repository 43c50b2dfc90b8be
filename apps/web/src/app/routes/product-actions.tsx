import { useMemo, type ReactNode } from 'react';
import { ProductActionsProvider, type ProductActions } from '@/components/product';
import { useAddToCart } from '@/features/cart';
import { useToggleWishlist, useWishlist } from '@/features/wishlist';

/** Gives every card and product page the cart's and the wishlist's actions (see components/product). */
export function ShopperProductActions({ children }: { children: ReactNode }) {
  const addToCart = useAddToCart();
  const toggleWishlist = useToggleWishlist();
  const { productIds } = useWishlist();
  const value = useMemo<ProductActions>(() => {
    const saved = new Set(productIds);
    return { addToCart, toggleWishlist, isWishlisted: (productId) => saved.has(productId) };
  }, [addToCart, toggleWishlist, productIds]);
  return <ProductActionsProvider value={value}>{children}</ProductActionsProvider>;
}
