import { guestPaths, type TrackLookupInput } from '@bookstore/contracts';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';

/** GET /api/orders/track/:token: the order behind a private status link (no account needed). */
export function trackedOrderQueryOptions(token: string) {
  return queryOptions({
    queryKey: ['tracked-order', token] as const,
    queryFn: async ({ signal }) => (await apiCall(guestPaths.trackByToken, { params: { token }, signal })).order,
    retry: false,
    // a status page left open follows the shop's changes
    refetchInterval: 60_000,
  });
}

export function useTrackedOrder(token: string) {
  return useQuery(trackedOrderQueryOptions(token));
}

/** POST /api/orders/track: the order number with the e-mail or mobile number it was placed with. */
export function useTrackLookup() {
  return useMutation({
    mutationFn: async (body: TrackLookupInput) => (await apiCall(guestPaths.trackLookup, { body })).order,
  });
}
