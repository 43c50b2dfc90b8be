import { catalogPaths } from '@bookstore/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { takeInlineAnswer } from '@/lib/inline-answers';

/** GET /api/hero/: the banners of the home page carousel. */
export function heroImagesQueryOptions() {
  return queryOptions({
    queryKey: ['hero-images'] as const,
    queryFn: async ({ signal }) => (await apiCall(catalogPaths.listHeroImages, { signal })).data,
    initialData: () => takeInlineAnswer(catalogPaths.listHeroImages)?.data,
    // banners change rarely; a failure simply shows the stock images, so do not keep retrying
    staleTime: 10 * 60_000,
    retry: false,
  });
}

export function useHeroImages() {
  return useQuery(heroImagesQueryOptions());
}
