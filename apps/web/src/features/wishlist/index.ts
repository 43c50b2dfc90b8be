/**
 * The wishlist feature's public face. Other features import from here only.
 * - useWishlist(): { productIds, items, isLoading, isSignedIn }
 * - useToggleWishlist(): (product: Product) => Promise<boolean> (adds, or removes when saved)
 * - useIsWishlisted(productId): boolean
 * - useWishlistCount(): number, for the header badge
 */
export { useIsWishlisted, useToggleWishlist, useWishlist, useWishlistCount, type WishlistState } from './hooks/use-wishlist';
