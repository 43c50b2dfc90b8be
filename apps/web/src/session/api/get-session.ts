import { authPaths, type IsAuthResponse } from '@bookstore/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiCall, isApiError } from '@/lib/api-client';

export const authKeys = {
  session: ['auth', 'session'] as const,
};

/**
 * GET /api/auth/is-auth: the signed-in user, or `success: false` without a valid session (a 200 the
 * api client throws like any `success: false`; here it is an answer, not a failure).
 */
export async function getSession(signal?: AbortSignal): Promise<IsAuthResponse> {
  try {
    return await apiCall(authPaths.isAuth, { signal });
  } catch (error) {
    if (isApiError(error) && error.status >= 200 && error.status < 300) {
      return { success: false, code: 'UNAUTHENTICATED', message: error.message, user: null };
    }
    throw error;
  }
}

/** The session check made on start when a user is stored; it runs once and is not refetched on its own. */
export function sessionQueryOptions() {
  return queryOptions({
    queryKey: authKeys.session,
    queryFn: ({ signal }) => getSession(signal),
    staleTime: Infinity,
  });
}
