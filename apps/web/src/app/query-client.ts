import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '@/lib/api-client';

const ONE_MINUTE = 60_000;
const MAX_RETRIES = 2;

/** Client errors (4xx) will not change on a retry; network and server failures may. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < MAX_RETRIES;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // the catalogue changes slowly; a minute of freshness saves phones a lot of refetching
        staleTime: ONE_MINUTE,
        gcTime: 10 * ONE_MINUTE,
        retry: shouldRetry,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}
