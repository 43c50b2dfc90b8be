import { authPaths, type RegisterFormValues } from '@bookstore/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';

/** POST /api/auth/register: the form's values without the terms box (accepted on the page). */
export function registerAccount({ name, lastName, email, password, confirmPassword }: RegisterFormValues) {
  return apiCall(authPaths.register, { body: { name, lastName, email, password, confirmPassword } });
}

export function useRegister() {
  return useMutation({ mutationFn: registerAccount });
}
