import { adminCustomersRoutes, type AdminCustomerResponse, type AdminCustomersListResponse, type AdminCustomersQueryInput } from '@bookstore/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { useAdminQueryRoot } from '../layout/admin-session';
import { sectionKeys, useSectionList } from '../shared/section-query';

export const adminCustomersKeys = sectionKeys<AdminCustomersQueryInput>('customers');

/** GET /api/admin/customers: one page of customers with their order count and spend. */
export function useAdminCustomers(query: AdminCustomersQueryInput) {
  return useSectionList(adminCustomersKeys, query, (query, signal): Promise<AdminCustomersListResponse> => apiCall(adminCustomersRoutes.list, { query, signal }));
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
