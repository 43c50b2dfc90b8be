import { catalogPaths } from '@bookstore/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';

/** The header's suggestions: GET /api/products/suggestions, a light title-and-author query (5 books at most). */
export function searchSuggestionsQueryOptions(search: string) {
  return queryOptions({
    queryKey: ['products', 'suggestions', search] as const,
    queryFn: async ({ signal }) => apiCall(catalogPaths.productSuggestions, { query: { search }, signal }),
    staleTime: 60_000,
  });
}

/** Suggestions for `search` (already debounced); nothing is asked for blank text. */
export function useSearchSuggestions(search: string) {
  const text = search.trim();
  return useQuery({ ...searchSuggestionsQueryOptions(text), enabled: text !== '' });
}
