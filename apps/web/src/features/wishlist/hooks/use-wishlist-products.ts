import type { Product } from '@bookstore/contracts';
import { useQueries } from '@tanstack/react-query';
import { productQueryOptions } from '@/components/product';
import { useWishlist } from './use-wishlist';

/**
 * The saved books themselves: the server sends them with the wishlist; a guest's ids are looked up one
 * by one. Books that no longer exist or failed to load are left out (a failed list shows as empty).
 */
export function useWishlistProducts(): { products: Product[]; isLoading: boolean; expected: number } {
  const wishlist = useWishlist();
  const guestIds = wishlist.isSignedIn ? [] : wishlist.productIds;
  const results = useQueries({ queries: guestIds.map((id) => ({ ...productQueryOptions(id), retry: false })) });
  if (wishlist.isSignedIn) {
    return { products: wishlist.items.map((item) => item.product), isLoading: wishlist.isLoading, expected: wishlist.items.length };
  }
  return {
    products: results.flatMap((result) => (result.data ? [result.data] : [])),
    isLoading: wishlist.isLoading || results.some((result) => result.isPending),
    expected: guestIds.length,
  };
}
