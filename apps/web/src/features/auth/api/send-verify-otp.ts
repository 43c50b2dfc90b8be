import { authPaths } from '@bookstore/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';

/** POST /api/auth/send-verify-otp: a new verification code for the account (at most once a minute). */
export function sendVerifyOtp(userId: string) {
  return apiCall(authPaths.sendVerifyOtp, { body: { userId } });
}

export function useSendVerifyOtp() {
  return useMutation({ mutationFn: sendVerifyOtp });
}
