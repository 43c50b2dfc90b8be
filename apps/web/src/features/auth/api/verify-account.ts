import { authPaths, type VerifyAccountBody } from '@bookstore/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { localDataForSignIn } from '@/session';

/**
 * POST /api/auth/verify-account: the code, the account it belongs to when the page knows it, and this
 * device's guest cart and wishlist (verifying signs in, so they are taken over as at login).
 */
export function verifyAccount(body: Pick<VerifyAccountBody, 'otp' | 'userId' | 'email'>) {
  return apiCall(authPaths.verifyAccount, { body: { ...body, ...localDataForSignIn() } });
}

export function useVerifyAccount() {
  return useMutation({ mutationFn: verifyAccount });
}
