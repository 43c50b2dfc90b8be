import { authPaths, type ResetPasswordBody, type VerifyResetOtpBody } from '@bookstore/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';

/** POST /api/auth/send-reset-otp: answers alike for known and unknown e-mails. */
export function sendResetOtp(email: string) {
  return apiCall(authPaths.sendResetOtp, { body: { email } });
}

/** POST /api/auth/verify-reset-otp: checks the code without using it up. */
export function verifyResetOtp(body: VerifyResetOtpBody) {
  return apiCall(authPaths.verifyResetOtp, { body });
}

/** POST /api/auth/reset-password: uses the code and sets the new password. */
export function resetPassword(body: ResetPasswordBody) {
  return apiCall(authPaths.resetPassword, { body });
}

export function useSendResetOtp() {
  return useMutation({ mutationFn: sendResetOtp });
}

export function useVerifyResetOtp() {
  return useMutation({ mutationFn: verifyResetOtp });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
