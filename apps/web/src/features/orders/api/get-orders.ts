import { ordersPaths, PAGE_SIZES } from '@bookstore/contracts';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { ordersKeys } from '@/session';

/** GET /api/orders/get: the caller's own orders, newest first, a page at a time ('Load older orders' asks for the next). */
export function ordersQueryOptions(userId: string, limit: number = PAGE_SIZES.ordersList) {
  return infiniteQueryOptions({
    queryKey: [...ordersKeys.user(userId), limit] as const,
    queryFn: ({ pageParam, signal }) => apiCall(ordersPaths.list, { query: { page: pageParam, limit }, signal }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.pagination && last.pagination.page < last.pagination.pages ? last.pagination.page + 1 : undefined),
    staleTime: 30_000,
  });
}

export function useOrders(userId: string | null) {
  return useInfiniteQuery({ ...ordersQueryOptions(userId ?? ''), enabled: userId !== null });
}
