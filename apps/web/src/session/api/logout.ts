import { authPaths } from '@bookstore/contracts';
import { apiCall } from '@/lib/api-client';

/** POST /api/auth/logout: ends the session on the server and clears its cookie. */
export function logoutOnServer() {
  return apiCall(authPaths.logout);
}
