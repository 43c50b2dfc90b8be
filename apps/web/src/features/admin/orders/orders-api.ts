import {
  ADMIN_ORDER_MESSAGES,
  adminOrdersRoutes,
  type AdminOrderDetail,
  type AdminOrdersListResponse,
  type AdminOrdersQueryInput,
  type AdminOrderStatusInput,
  type AdminShippingInput,
  type AdminOrderUpdatedResponse,
} from '@bookstore/contracts';
import { keepPreviousData, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { dashboardKey } from '../dashboard/get-dashboard';
import { useAdminQueryRoot } from '../layout/admin-session';
import { type Root, sectionKeys } from '../shared/section-query';
import { useAdminMutation } from '../shared/use-admin-mutation';

export const adminOrdersKeys = sectionKeys<AdminOrdersQueryInput>('orders');

/** GET /api/admin/orders: one page of orders and the count of each status tab. */
export function adminOrdersQueryOptions(root: Root, query: AdminOrdersQueryInput) {
  return queryOptions({
    queryKey: adminOrdersKeys.list(root, query),
    queryFn: ({ signal }): Promise<AdminOrdersListResponse> => apiCall(adminOrdersRoutes.list, { query, signal }),
    staleTime: 15_000,
    placeholderData: keepPreviousData,
  });
}

export function useAdminOrders(query: AdminOrdersQueryInput, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...adminOrdersQueryOptions(useAdminQueryRoot(), query), enabled });
}

/** GET /api/admin/orders/:orderId: everything about one order. */
export function useAdminOrder(orderId: string) {
  const root = useAdminQueryRoot();
  return useQuery({
    queryKey: adminOrdersKeys.detail(root, orderId),
    queryFn: async ({ signal }): Promise<AdminOrderDetail> => (await apiCall(adminOrdersRoutes.detail, { params: { orderId }, signal })).order,
    staleTime: 15_000,
  });
}

/**
 * Each change answers with the updated order: it replaces the cached detail at once, and the lists,
 * counts, dashboard and customers' pages that may show it are fetched again.
 */
function useOrderChange<TVariables>(orderId: string, mutationFn: (variables: TVariables) => Promise<AdminOrderUpdatedResponse>, successMessage: string) {
  const root = useAdminQueryRoot();
  const queryClient = useQueryClient();
  return useAdminMutation({
    mutationFn,
    successMessage,
    onSuccess: (data) => queryClient.setQueryData(adminOrdersKeys.detail(root, orderId), data.order),
    invalidate: () => [adminOrdersKeys.all(root), dashboardKey(root), [...root, 'customers']],
  });
}

export function useChangeOrderStatus(orderId: string) {
  return useOrderChange(
    orderId,
    (body: AdminOrderStatusInput) => apiCall(adminOrdersRoutes.updateStatus, { params: { orderId }, body }),
    ADMIN_ORDER_MESSAGES.statusUpdated,
  );
}

export function useApproveProof(orderId: string) {
  return useOrderChange(orderId, (proofId: string) => apiCall(adminOrdersRoutes.approveProof, { params: { orderId, proofId } }), ADMIN_ORDER_MESSAGES.proofApproved);
}

export function useRejectProof(orderId: string) {
  return useOrderChange(
    orderId,
    ({ proofId, reason }: { proofId: string; reason: string }) => apiCall(adminOrdersRoutes.rejectProof, { params: { orderId, proofId }, body: { reason } }),
    ADMIN_ORDER_MESSAGES.proofRejected,
  );
}

export function useSaveShipping(orderId: string) {
  return useOrderChange(
    orderId,
    (body: AdminShippingInput) => apiCall(adminOrdersRoutes.updateShipping, { params: { orderId }, body }),
    ADMIN_ORDER_MESSAGES.shippingSaved,
  );
}
