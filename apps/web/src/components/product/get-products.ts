import { catalogPaths, type ProductsQueryInput } from '@bookstore/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { takeInlineAnswer } from '@/lib/inline-answers';

export const productKeys = {
  all: ['products'] as const,
  list: (query: ProductsQueryInput) => ['products', 'list', query] as const,
  detail: (productId: string) => ['products', 'detail', productId] as const,
};

/** GET /api/products/get with filters, sorting and paging (all done by the server). */
export function productsQueryOptions(query: ProductsQueryInput) {
  return queryOptions({
    queryKey: productKeys.list(query),
    queryFn: ({ signal }) => apiCall(catalogPaths.listProducts, { query, signal }),
    initialData: () => takeInlineAnswer(catalogPaths.listProducts, { query }),
  });
}

/** A page of products; while the next page loads, the previous one stays on screen. */
export function useProducts(query: ProductsQueryInput) {
  return useQuery({ ...productsQueryOptions(query), placeholderData: keepPreviousData });
}
