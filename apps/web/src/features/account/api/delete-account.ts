import { authPaths, type DeleteAccountBody } from '@bookstore/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';

/** DELETE /api/auth/delete-account: the signed-in user's own e-mail and password. */
export function deleteAccount(body: DeleteAccountBody) {
  return apiCall(authPaths.deleteAccount, { body });
}

export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}
