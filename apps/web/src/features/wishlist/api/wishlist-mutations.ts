import { MESSAGES, wishlistPaths, type Product, type WishlistItem, type WishlistResponse } from '@bookstore/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useToast } from '@/components/ui/toast';
import { apiCall, errorMessage } from '@/lib/api-client';
import { wishlistKeys } from '@/session';
import { WISHLIST_MUTATION_KEY } from './get-wishlist';

interface Snapshot {
  previous: WishlistItem[] | undefined;
}

interface Toggle {
  product: Product;
  /** true: add; false: remove. */
  add: boolean;
}

/**
 * POST /api/wishlist/add or DELETE /api/wishlist/remove, applied on screen at once and rolled back
 * when the server refuses; refetched once the last change settles (spec section 4).
 */
export function useToggleServerWishlist(userId: string | null) {
  const queryClient = useQueryClient();
  const toast = useToast();
  const key = wishlistKeys.user(userId ?? '');

  return useMutation<WishlistResponse, Error, Toggle, Snapshot>({
    mutationKey: WISHLIST_MUTATION_KEY,
    mutationFn: ({ product, add }) =>
      apiCall(add ? wishlistPaths.add : wishlistPaths.remove, { body: { productId: product.id } }),
    onMutate: async ({ product, add }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<WishlistItem[]>(key);
      const others = (previous ?? []).filter((item) => item.productId !== product.id);
      queryClient.setQueryData<WishlistItem[]>(key, add ? [...others, { productId: product.id, product }] : others);
      return { previous };
    },
    onError: (error, { add }, snapshot) => {
      queryClient.setQueryData<WishlistItem[]>(key, snapshot?.previous ?? []);
      toast.error(errorMessage(error, add ? MESSAGES.wishlist.addFailed : MESSAGES.wishlist.removeFailed));
    },
    onSuccess: (_response, { add }) => {
      if (!add) toast.success(MESSAGES.wishlist.removed);
    },
    onSettled: (response) => {
      if (queryClient.isMutating({ mutationKey: WISHLIST_MUTATION_KEY }) > 1) return;
      if (response) queryClient.setQueryData<WishlistItem[]>(key, response.wishlist.items);
      void queryClient.invalidateQueries({ queryKey: key });
    },
  });
}
