import { authPaths } from '@bookstore/contracts';
import { useMutation } from '@tanstack/react-query';
import { useAuth } from '@/session';
import { apiCall } from '@/lib/api-client';

/** DELETE /api/auth/remove-profile-picture: the picture becomes null. */
export function removeProfilePicture() {
  return apiCall(authPaths.removeProfilePicture);
}

export function useRemoveProfilePicture() {
  const { setUser } = useAuth();
  return useMutation({ mutationFn: removeProfilePicture, onSuccess: (answer) => setUser(answer.user) });
}
