import { catalogPaths } from '@bookstore/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { takeInlineAnswer } from '@/lib/inline-answers';
import { productKeys } from './get-products';

/** GET /api/products/:productId */
export function productQueryOptions(productId: string) {
  return queryOptions({
    queryKey: productKeys.detail(productId),
    queryFn: async ({ signal }) => (await apiCall(catalogPaths.getProduct, { params: { productId }, signal })).product,
    initialData: () => takeInlineAnswer(catalogPaths.getProduct, { params: { productId } })?.product,
  });
}

export function useProduct(productId: string) {
  return useQuery(productQueryOptions(productId));
}
