/**
 * The wishlist feature's public face. Routes import from here only.
 * - useWishlist(): { productIds, items, isLoading, isSignedIn }
 * - useToggleWishlist(): (product: Product) => Promise<boolean> (adds, or removes when saved)
 * - useWishlistCount(): number, for the header badge
 * - useWishlistProducts(), WishlistCard: the wishlist page's books and cards.
 */
export { useToggleWishlist, useWishlist, useWishlistCount, type WishlistState } from './hooks/use-wishlist';
export { useWishlistProducts } from './hooks/use-wishlist-products';
export { WishlistCard } from './components/wishlist-card';
