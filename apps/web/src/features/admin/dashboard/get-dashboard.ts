import { adminDashboardRoutes, type Dashboard } from '@bookstore/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { useAdminQueryRoot } from '../layout/admin-session';

export const dashboardKey = (root: readonly unknown[]) => [...root, 'dashboard'] as const;

/** GET /api/admin/dashboard: sales, work waiting and stock running out. */
export function dashboardQueryOptions(root: readonly unknown[]) {
  return queryOptions({
    queryKey: dashboardKey(root),
    queryFn: async ({ signal }): Promise<Dashboard> => (await apiCall(adminDashboardRoutes.get, { signal })).dashboard,
    staleTime: 30_000,
  });
}

export function useDashboard() {
  return useQuery(dashboardQueryOptions(useAdminQueryRoot()));
}
