import { catalogPaths, PAGE_SIZES } from '@bookstore/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';

/** The header's suggestions: the same list call with the search only, first 5 books. */
export function searchSuggestionsQueryOptions(search: string) {
  return queryOptions({
    queryKey: ['products', 'suggestions', search] as const,
    queryFn: async ({ signal }) =>
      apiCall(catalogPaths.listProducts, { query: { search, limit: PAGE_SIZES.searchSuggestions }, signal }),
    staleTime: 60_000,
  });
}

/** Suggestions for `search` (already debounced); nothing is asked for blank text. */
export function useSearchSuggestions(search: string) {
  const text = search.trim();
  return useQuery({ ...searchSuggestionsQueryOptions(text), enabled: text !== '' });
}
