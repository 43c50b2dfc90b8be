import { catalogPaths } from '@bookstore/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { takeInlineAnswer } from '@/lib/inline-answers';

/** The server keeps facets for a minute; so does the page. */
const FACETS_STALE_MS = 60_000;

/** GET /api/products/facets: counts per category and subcategory, and the price range (of one search). */
export function facetsQueryOptions(search: string | undefined) {
  return queryOptions({
    queryKey: ['products', 'facets', search ?? ''] as const,
    queryFn: async ({ signal }) => (await apiCall(catalogPaths.productFacets, { query: { search }, signal })).facets,
    initialData: () => takeInlineAnswer(catalogPaths.productFacets, { query: { search } })?.facets,
    staleTime: FACETS_STALE_MS,
  });
}

export function useProductFacets(search: string | undefined) {
  return useQuery({ ...facetsQueryOptions(search), placeholderData: keepPreviousData });
}
