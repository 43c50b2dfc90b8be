import { defineEndpoint } from '../common/endpoint';
import { successMessageResponseSchema } from '../common/envelope';
import {
  isAuthResponseSchema,
  loginResponseSchema,
  registerResponseSchema,
  userResponseSchema,
  verifyAccountResponseSchema,
} from './auth.responses';
import {
  deleteAccountBodySchema,
  loginBodySchema,
  registerBodySchema,
  resetPasswordBodySchema,
  sendResetOtpBodySchema,
  sendVerifyOtpBodySchema,
  updateProfileBodySchema,
  verifyAccountBodySchema,
  verifyResetOtpBodySchema,
} from './auth.schemas';

/** The Auth calls of spec section 7. The session travels in an http-only cookie. */
export const authRoutes = {
  isAuth: defineEndpoint({ method: 'GET', path: '/api/auth/is-auth', response: isAuthResponseSchema }),
  register: defineEndpoint({
    method: 'POST',
    path: '/api/auth/register',
    body: registerBodySchema,
    response: registerResponseSchema,
  }),
  login: defineEndpoint({ method: 'POST', path: '/api/auth/login', body: loginBodySchema, response: loginResponseSchema }),
  verifyAccount: defineEndpoint({
    method: 'POST',
    path: '/api/auth/verify-account',
    body: verifyAccountBodySchema,
    response: verifyAccountResponseSchema,
  }),
  sendVerifyOtp: defineEndpoint({
    method: 'POST',
    path: '/api/auth/send-verify-otp',
    body: sendVerifyOtpBodySchema,
    response: successMessageResponseSchema,
  }),
  sendResetOtp: defineEndpoint({
    method: 'POST',
    path: '/api/auth/send-reset-otp',
    body: sendResetOtpBodySchema,
    response: successMessageResponseSchema,
  }),
  verifyResetOtp: defineEndpoint({
    method: 'POST',
    path: '/api/auth/verify-reset-otp',
    body: verifyResetOtpBodySchema,
    response: successMessageResponseSchema,
  }),
  resetPassword: defineEndpoint({
    method: 'POST',
    path: '/api/auth/reset-password',
    body: resetPasswordBodySchema,
    response: successMessageResponseSchema,
  }),
  logout: defineEndpoint({ method: 'POST', path: '/api/auth/logout', response: successMessageResponseSchema }),
  /**
   * Multipart (name, lastName, mobileNumber + optional picture in the UPLOAD_FIELDS.profilePicture field; the API
   * also accepts it as `file`, the spec's name), JSON address fields, or a password change.
   */
  updateProfile: defineEndpoint({
    method: 'PUT',
    path: '/api/auth/update-profile',
    body: updateProfileBodySchema,
    response: userResponseSchema,
    multipart: true,
  }),
  removeProfilePicture: defineEndpoint({
    method: 'DELETE',
    path: '/api/auth/remove-profile-picture',
    response: userResponseSchema,
  }),
  deleteAccount: defineEndpoint({
    method: 'DELETE',
    path: '/api/auth/delete-account',
    body: deleteAccountBodySchema,
    response: successMessageResponseSchema,
  }),
};
