import { wishlistPaths, type WishlistItem } from '@bookstore/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { wishlistKeys } from '@/session';

export const WISHLIST_MUTATION_KEY = ['wishlist', 'mutation'] as const;

/** GET /api/wishlist/get/:userId */
export function wishlistQueryOptions(userId: string) {
  return queryOptions({
    queryKey: wishlistKeys.user(userId),
    queryFn: async ({ signal }): Promise<WishlistItem[]> =>
      (await apiCall(wishlistPaths.get, { params: { userId }, signal })).wishlist.items,
    staleTime: 30_000,
  });
}

const NO_ITEMS: WishlistItem[] = [];

/** The server wishlist; a failed fetch shows as an empty list (spec section 4). */
export function useServerWishlist(userId: string | null) {
  const query = useQuery({ ...wishlistQueryOptions(userId ?? ''), enabled: userId !== null });
  return { items: query.data ?? NO_ITEMS, isLoading: userId !== null && query.isPending };
}
