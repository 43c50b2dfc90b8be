import { catalogPaths } from '@bookstore/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { productKeys } from '@/components/product';

/** GET /api/products/:productId/related: up to 5 other books of the same category. */
export function relatedProductsQueryOptions(productId: string) {
  return queryOptions({
    queryKey: [...productKeys.detail(productId), 'related'] as const,
    queryFn: async ({ signal }) => (await apiCall(catalogPaths.relatedProducts, { params: { productId }, signal })).products,
  });
}

export function useRelatedProducts(productId: string) {
  return useQuery(relatedProductsQueryOptions(productId));
}
