import { MESSAGES, reviewsPaths, type AddReviewInput } from '@bookstore/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useToast } from '@/components/ui/toast';
import { productKeys } from '@/components/product';
import { apiCall, errorMessage, isApiError } from '@/lib/api-client';
import { reviewKeys } from './get-reviews';

/** The toast for a refused review: the server's words on a 400 ('Invalid review data' without), else the fallback. */
export function reviewFailureMessage(error: unknown): string {
  if (isApiError(error) && error.code === 'VALIDATION') return errorMessage(error, MESSAGES.reviews.invalidData);
  return errorMessage(error, MESSAGES.reviews.submitFailed);
}

/**
 * POST /api/reviews/add as the signed-in user. On success: 'Review submitted successfully', and the
 * reviews and the book (its average and count) are fetched again.
 */
export function useAddReview(productId: string) {
  const queryClient = useQueryClient();
  const toast = useToast();
  return useMutation({
    mutationFn: (body: Omit<AddReviewInput, 'productId'>) => apiCall(reviewsPaths.add, { body: { ...body, productId } }),
    onSuccess: (answer) => {
      toast.success(answer.message || MESSAGES.reviews.submitted);
      void queryClient.invalidateQueries({ queryKey: reviewKeys.product(productId) });
      void queryClient.invalidateQueries({ queryKey: productKeys.detail(productId) });
    },
    onError: (error) => toast.error(reviewFailureMessage(error)),
  });
}
