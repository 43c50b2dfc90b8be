import { ordersPaths, type Order } from '@bookstore/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';

/** Keys hold the user's id, so a logout drops that user's orders from the cache. */
export const ordersKeys = {
  all: ['orders'] as const,
  user: (userId: string) => ['orders', userId] as const,
};

/** GET /api/orders/get: the caller's own orders, newest first. */
export function ordersQueryOptions(userId: string) {
  return queryOptions({
    queryKey: ordersKeys.user(userId),
    queryFn: async ({ signal }): Promise<Order[]> => (await apiCall(ordersPaths.list, { signal })).orders,
    staleTime: 30_000,
  });
}

export function useOrders(userId: string | null) {
  return useQuery({ ...ordersQueryOptions(userId ?? ''), enabled: userId !== null });
}
