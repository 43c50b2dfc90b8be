import { adminCustomersRoutes, type AdminCustomerResponse, type AdminCustomersListResponse, type AdminCustomersQueryInput } from '@bookstore/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { useAdminQueryRoot } from '../layout/admin-session';

type Root = readonly unknown[];

export const adminCustomersKeys = {
  all: (root: Root) => [...root, 'customers'] as const,
  list: (root: Root, query: AdminCustomersQueryInput) => [...root, 'customers', 'list', query] as const,
  detail: (root: Root, userId: string) => [...root, 'customers', 'detail', userId] as const,
};

/** GET /api/admin/customers: one page of customers with their order count and spend. */
export function useAdminCustomers(query: AdminCustomersQueryInput) {
  const root = useAdminQueryRoot();
  return useQuery({
    queryKey: adminCustomersKeys.list(root, query),
    queryFn: ({ signal }): Promise<AdminCustomersListResponse> => apiCall(adminCustomersRoutes.list, { query, signal }),
    staleTime: 30_000,
    placeholderData: keepPreviousData,
  });
}

/** GET /api/admin/customers/:userId: the account and its latest orders. */
export function useAdminCustomer(userId: string) {
  const root = useAdminQueryRoot();
  return useQuery({
    queryKey: adminCustomersKeys.detail(root, userId),
    queryFn: ({ signal }): Promise<AdminCustomerResponse> => apiCall(adminCustomersRoutes.detail, { params: { userId }, signal }),
    staleTime: 30_000,
  });
}
