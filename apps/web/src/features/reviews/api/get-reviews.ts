import { PAGE_SIZES, reviewsPaths } from '@bookstore/contracts';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';

export const reviewKeys = {
  all: ['reviews'] as const,
  product: (productId: string) => ['reviews', productId] as const,
};

/** GET /api/reviews/product/:productId, 3 at a time: 'Load More' asks for the next page. */
export function reviewsQueryOptions(productId: string, limit: number = PAGE_SIZES.reviewsSection) {
  return infiniteQueryOptions({
    queryKey: [...reviewKeys.product(productId), limit] as const,
    queryFn: ({ pageParam, signal }) =>
      apiCall(reviewsPaths.listForProduct, { params: { productId }, query: { page: pageParam, limit }, signal }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.pagination.page < last.pagination.pages ? last.pagination.page + 1 : undefined),
  });
}

export function useProductReviews(productId: string) {
  return useInfiniteQuery(reviewsQueryOptions(productId));
}
