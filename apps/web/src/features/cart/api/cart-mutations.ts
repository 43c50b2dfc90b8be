import { cartPaths, MESSAGES, type CartItem, type CartResponse } from '@bookstore/contracts';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useToast } from '@/components/ui/toast';
import { apiCall, errorMessage } from '@/lib/api-client';
import { addLine, cartKeys, removeLine, setLineQuantity } from '@/session';
import { CART_MUTATION_KEY } from './get-cart';

type Lines = CartItem[];

interface Snapshot {
  previous: Lines | undefined;
}

/**
 * TanStack Query's optimistic update: cancel refetches, snapshot, apply `change` to the cached lines.
 * The returned snapshot is what onError rolls back to.
 */
async function applyOptimistic(queryClient: QueryClient, userId: string, change: (lines: Lines) => Lines): Promise<Snapshot> {
  const key = cartKeys.user(userId);
  await queryClient.cancelQueries({ queryKey: key });
  const previous = queryClient.getQueryData<Lines>(key);
  queryClient.setQueryData<Lines>(key, change(previous ?? []));
  return { previous };
}

function rollBack(queryClient: QueryClient, userId: string, snapshot: Snapshot | undefined) {
  queryClient.setQueryData<Lines>(cartKeys.user(userId), snapshot?.previous ?? []);
}

/**
 * The server answers with the whole cart; once the last pending change has settled, that answer is shown
 * and the cart refetched (spec section 4). Earlier answers would hide later optimistic lines.
 */
function settle(queryClient: QueryClient, userId: string, response?: CartResponse) {
  if (queryClient.isMutating({ mutationKey: CART_MUTATION_KEY }) > 1) return;
  if (response) queryClient.setQueryData<Lines>(cartKeys.user(userId), response.cart.items);
  void queryClient.invalidateQueries({ queryKey: cartKeys.user(userId) });
}

/** POST /api/cart/add: the line shows at once, is taken back if the server refuses. */
export function useAddToServerCart(userId: string | null) {
  const queryClient = useQueryClient();
  const toast = useToast();
  const owner = userId ?? '';
  return useMutation<CartResponse, Error, CartItem, Snapshot>({
    mutationKey: CART_MUTATION_KEY,
    mutationFn: (line) =>
      apiCall(cartPaths.add, { body: { productId: line.productId, quantity: line.quantity, format: line.format } }),
    onMutate: (line) => applyOptimistic(queryClient, owner, (lines) => addLine(lines, line)),
    onError: (error, _line, snapshot) => {
      rollBack(queryClient, owner, snapshot);
      toast.error(errorMessage(error, MESSAGES.cart.addFailed));
    },
    onSuccess: () => toast.success(MESSAGES.cart.added),
    onSettled: (response) => settle(queryClient, owner, response),
  });
}

export interface LineChange {
  productId: string;
  format: string;
  quantity: number;
}

/** PUT /api/cart/update */
export function useUpdateServerCart(userId: string | null) {
  const queryClient = useQueryClient();
  const toast = useToast();
  const owner = userId ?? '';
  return useMutation<CartResponse, Error, LineChange, Snapshot>({
    mutationKey: CART_MUTATION_KEY,
    mutationFn: (change) => apiCall(cartPaths.update, { body: change }),
    onMutate: (change) =>
      applyOptimistic(queryClient, owner, (lines) => setLineQuantity(lines, change.productId, change.format, change.quantity)),
    onError: (error, _change, snapshot) => {
      rollBack(queryClient, owner, snapshot);
      toast.error(errorMessage(error, MESSAGES.cart.updateFailed));
    },
    onSuccess: () => toast.success(MESSAGES.cart.updated),
    onSettled: (response) => settle(queryClient, owner, response),
  });
}

/** DELETE /api/cart/remove (JSON body). */
export function useRemoveFromServerCart(userId: string | null) {
  const queryClient = useQueryClient();
  const toast = useToast();
  const owner = userId ?? '';
  return useMutation<CartResponse, Error, Omit<LineChange, 'quantity'>, Snapshot>({
    mutationKey: CART_MUTATION_KEY,
    mutationFn: (line) => apiCall(cartPaths.remove, { body: line }),
    onMutate: (line) => applyOptimistic(queryClient, owner, (lines) => removeLine(lines, line.productId, line.format)),
    onError: (error, _line, snapshot) => {
      rollBack(queryClient, owner, snapshot);
      toast.error(errorMessage(error, MESSAGES.cart.removeFailed));
    },
    onSuccess: () => toast.success(MESSAGES.cart.removed),
    onSettled: (response) => settle(queryClient, owner, response),
  });
}
