import { checkoutPaths, type CheckoutItem } from '@bookstore/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';

export const checkoutKeys = {
  totals: (items: readonly CheckoutItem[]) => ['checkout', 'totals', items] as const,
};

/** POST /api/checkout/calculate: the server's totals from database prices (a read, so cached as a query). */
export function checkoutTotalsQueryOptions(items: CheckoutItem[]) {
  return queryOptions({
    queryKey: checkoutKeys.totals(items),
    queryFn: ({ signal }) => apiCall(checkoutPaths.calculate, { body: { items }, signal }),
    staleTime: 0,
    retry: false,
  });
}

export function useCheckoutTotals(items: CheckoutItem[]) {
  return useQuery({ ...checkoutTotalsQueryOptions(items), enabled: items.length > 0 });
}
