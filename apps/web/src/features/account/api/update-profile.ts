import { authPaths, UPLOAD_FIELDS, type AddressFormValues, type ProfileFormValues } from '@bookstore/contracts';
import { useMutation } from '@tanstack/react-query';
import { useAuth } from '@/session';
import { apiCall } from '@/lib/api-client';

export interface ProfileUpdate {
  values: ProfileFormValues;
  /** A new picture, already checked with validateProfilePicture. */
  picture?: File | null;
}

/** PUT /api/auth/update-profile as multipart: names, phone and the optional new picture. */
export function updateProfile({ values, picture }: ProfileUpdate) {
  const form = new FormData();
  form.append('name', values.name);
  form.append('lastName', values.lastName ?? '');
  form.append('mobileNumber', values.mobileNumber ?? '');
  if (picture) form.append(UPLOAD_FIELDS.profilePicture, picture);
  return apiCall(authPaths.updateProfile, { body: form });
}

/** PUT /api/auth/update-profile with the five address fields as JSON. */
export function updateAddress(values: AddressFormValues) {
  return apiCall(authPaths.updateProfile, { body: values });
}

/** PUT /api/auth/update-profile with { oldPassword, newPassword }. */
export function changePassword(body: { oldPassword: string; newPassword: string }) {
  return apiCall(authPaths.updateProfile, { body });
}

/** Each update answers with the user as it now is; it replaces the stored one. */
function useUserUpdate<T>(mutationFn: (input: T) => ReturnType<typeof updateAddress>) {
  const { setUser } = useAuth();
  return useMutation({ mutationFn, onSuccess: (answer) => setUser(answer.user) });
}

export const useUpdateProfile = () => useUserUpdate(updateProfile);
export const useUpdateAddress = () => useUserUpdate(updateAddress);
export const useChangePassword = () => useUserUpdate(changePassword);
