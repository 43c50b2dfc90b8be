import { typedRoutes } from '../common/route';
import type { authRoutes } from './auth.routes';

/** Method and path of each call; `authRoutes` adds the schemas the API validates with. */
export const authSpecs = {
  isAuth: { method: 'GET', path: '/api/auth/is-auth' },
  register: { method: 'POST', path: '/api/auth/register' },
  login: { method: 'POST', path: '/api/auth/login' },
  verifyAccount: { method: 'POST', path: '/api/auth/verify-account' },
  sendVerifyOtp: { method: 'POST', path: '/api/auth/send-verify-otp' },
  sendResetOtp: { method: 'POST', path: '/api/auth/send-reset-otp' },
  verifyResetOtp: { method: 'POST', path: '/api/auth/verify-reset-otp' },
  resetPassword: { method: 'POST', path: '/api/auth/reset-password' },
  logout: { method: 'POST', path: '/api/auth/logout' },
  updateProfile: { method: 'PUT', path: '/api/auth/update-profile', multipart: true },
  removeProfilePicture: { method: 'DELETE', path: '/api/auth/remove-profile-picture' },
  deleteAccount: { method: 'DELETE', path: '/api/auth/delete-account' },
} as const;

/** What the web app calls: the same specs, typed by their endpoints, holding no zod at run time. */
export const authPaths = typedRoutes<typeof authRoutes>(authSpecs);
