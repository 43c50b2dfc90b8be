import { cartPaths, type CartItem } from '@bookstore/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { cartKeys } from '@/session';

/** Every cart mutation carries this key, so a refetch waits until the last of them has settled. */
export const CART_MUTATION_KEY = ['cart', 'mutation'] as const;

/** GET /api/cart/get/:userId: the signed-in user's cart lines. */
export function cartQueryOptions(userId: string) {
  return queryOptions({
    queryKey: cartKeys.user(userId),
    queryFn: async ({ signal }): Promise<CartItem[]> =>
      (await apiCall(cartPaths.get, { params: { userId }, signal })).cart.items,
    staleTime: 30_000,
  });
}

const NO_LINES: CartItem[] = [];

/** The server cart; a failed fetch shows as an empty cart (spec section 4). */
export function useServerCart(userId: string | null) {
  const query = useQuery({ ...cartQueryOptions(userId ?? ''), enabled: userId !== null });
  return { items: query.data ?? NO_LINES, isLoading: userId !== null && query.isPending, isError: query.isError };
}
