import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useToast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/api-client';

interface AdminMutationOptions<TVariables, TData> {
  mutationFn: (variables: TVariables) => Promise<TData>;
  /** Shown when the server sends no message of its own. */
  successMessage: string;
  /** Queries to refetch after success (the detail and the lists it appears in). */
  invalidate: (data: TData, variables: TVariables) => QueryKey[];
  onSuccess?: (data: TData, variables: TVariables) => void;
  /** Shown when a failure carries no message of its own (no answer, a server error). */
  failureMessage?: string;
}

/** Every back-office change: toasts the server's message (or its error) and refreshes the affected queries. */
export function useAdminMutation<TVariables, TData extends { message?: string }>({
  mutationFn,
  successMessage,
  invalidate,
  onSuccess,
  failureMessage,
}: AdminMutationOptions<TVariables, TData>) {
  const queryClient = useQueryClient();
  const toast = useToast();
  return useMutation({
    mutationFn,
    onSuccess: async (data, variables) => {
      toast.success(data.message || successMessage);
      onSuccess?.(data, variables);
      await Promise.all(invalidate(data, variables).map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    },
    onError: (error) => toast.error(errorMessage(error, failureMessage)),
  });
}
