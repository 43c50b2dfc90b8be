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

/** `enabled` false holds the request back (the section is still far below the screen). */
export function useRelatedProducts(productId: string, enabled = true) {
  return useQuery({ ...relatedProductsQueryOptions(productId), enabled });
}
