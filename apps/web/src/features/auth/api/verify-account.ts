import { authPaths, type VerifyAccountBody } from '@bookstore/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';

/** POST /api/auth/verify-account: the code, and the account it belongs to when the page knows it. */
export function verifyAccount(body: VerifyAccountBody) {
  return apiCall(authPaths.verifyAccount, { body });
}

export function useVerifyAccount() {
  return useMutation({ mutationFn: verifyAccount });
}
