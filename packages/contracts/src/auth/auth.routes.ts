import { defineEndpoint } from '../common/endpoint';
import { authSpecs } from './auth.paths';
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
  isAuth: defineEndpoint({ ...authSpecs.isAuth, response: isAuthResponseSchema }),
  register: defineEndpoint({ ...authSpecs.register, body: registerBodySchema, response: registerResponseSchema }),
  login: defineEndpoint({ ...authSpecs.login, body: loginBodySchema, response: loginResponseSchema }),
  verifyAccount: defineEndpoint({
    ...authSpecs.verifyAccount,
    body: verifyAccountBodySchema,
    response: verifyAccountResponseSchema,
  }),
  sendVerifyOtp: defineEndpoint({
    ...authSpecs.sendVerifyOtp,
    body: sendVerifyOtpBodySchema,
    response: successMessageResponseSchema,
  }),
  sendResetOtp: defineEndpoint({
    ...authSpecs.sendResetOtp,
    body: sendResetOtpBodySchema,
    response: successMessageResponseSchema,
  }),
  verifyResetOtp: defineEndpoint({
    ...authSpecs.verifyResetOtp,
    body: verifyResetOtpBodySchema,
    response: successMessageResponseSchema,
  }),
  resetPassword: defineEndpoint({
    ...authSpecs.resetPassword,
    body: resetPasswordBodySchema,
    response: successMessageResponseSchema,
  }),
  logout: defineEndpoint({ ...authSpecs.logout, response: successMessageResponseSchema }),
  /**
   * Multipart (name, lastName, mobileNumber + optional picture in the UPLOAD_FIELDS.profilePicture field; the API
   * also accepts it as `file`, the spec's name), JSON address fields, or a password change.
   */
  updateProfile: defineEndpoint({
    ...authSpecs.updateProfile,
    body: updateProfileBodySchema,
    response: userResponseSchema,
  }),
  removeProfilePicture: defineEndpoint({ ...authSpecs.removeProfilePicture, response: userResponseSchema }),
  deleteAccount: defineEndpoint({
    ...authSpecs.deleteAccount,
    body: deleteAccountBodySchema,
    response: successMessageResponseSchema,
  }),
};
