import {
  ADMIN_IMAGE_FIELD,
  ADMIN_PRODUCT_FIELD,
  ADMIN_PRODUCT_MESSAGES,
  adminProductsRoutes,
  type AdminProduct,
  type AdminProductDeletedResponse,
  type AdminProductInput,
  type AdminProductsListResponse,
  type AdminProductsQueryInput,
} from '@bookstore/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { dashboardKey } from '../dashboard/get-dashboard';
import { useAdminQueryRoot } from '../layout/admin-session';
import { sectionKeys, useSectionList } from '../shared/section-query';
import { useAdminMutation } from '../shared/use-admin-mutation';

export const adminProductsKeys = sectionKeys<AdminProductsQueryInput>('products');

/** GET /api/admin/products: one page of books, newest first, hidden ones included. */
export function useAdminProducts(query: AdminProductsQueryInput) {
  return useSectionList(adminProductsKeys, query, (query, signal): Promise<AdminProductsListResponse> => apiCall(adminProductsRoutes.list, { query, signal }));
}

/** GET /api/admin/products/:productId */
export function useAdminProduct(productId: string | undefined) {
  const root = useAdminQueryRoot();
  return useQuery({
    queryKey: adminProductsKeys.detail(root, productId ?? ''),
    queryFn: async ({ signal }): Promise<AdminProduct> =>
      (await apiCall(adminProductsRoutes.detail, { params: { productId: productId ?? '' }, signal })).product,
    enabled: Boolean(productId),
  });
}

/** A saved book replaces its cached copy; lists, the dashboard (stock) and the storefront's caches refresh. */
function useProductChange<TVariables, TData extends { message?: string; product?: AdminProduct }>(
  mutationFn: (variables: TVariables) => Promise<TData>,
  successMessage: string,
  onSuccess?: (data: TData) => void,
) {
  const root = useAdminQueryRoot();
  const queryClient = useQueryClient();
  return useAdminMutation({
    mutationFn,
    successMessage,
    onSuccess: (data) => {
      if (data.product) queryClient.setQueryData(adminProductsKeys.detail(root, data.product.id), data.product);
      onSuccess?.(data);
    },
    invalidate: () => [adminProductsKeys.all(root), dashboardKey(root), ['products']],
  });
}

/** A new book; with a cover, both go in one request, so a refused cover leaves no book behind. */
export function useCreateProduct(onSuccess: (product: AdminProduct) => void) {
  return useProductChange(
    ({ values, cover }: { values: AdminProductInput; cover: File | null }) => {
      if (!cover) return apiCall(adminProductsRoutes.create, { body: values });
      const form = new FormData();
      form.append(ADMIN_PRODUCT_FIELD, JSON.stringify(values));
      form.append(ADMIN_IMAGE_FIELD, cover);
      return apiCall(adminProductsRoutes.createWithCover, { body: form });
    },
    ADMIN_PRODUCT_MESSAGES.created,
    (data) => onSuccess(data.product),
  );
}

export function useUpdateProduct(productId: string, onSuccess: (product: AdminProduct) => void) {
  return useProductChange(
    (body: AdminProductInput) => apiCall(adminProductsRoutes.update, { params: { productId }, body }),
    ADMIN_PRODUCT_MESSAGES.updated,
    (data) => onSuccess(data.product),
  );
}

export function useDeleteProduct(productId: string, onSuccess: (answer: AdminProductDeletedResponse) => void) {
  return useProductChange((_: void) => apiCall(adminProductsRoutes.remove, { params: { productId } }), ADMIN_PRODUCT_MESSAGES.deleted, onSuccess);
}

export function useUploadCover(productId: string, onSuccess: () => void) {
  return useProductChange(
    (file: File) => {
      const form = new FormData();
      form.append(ADMIN_IMAGE_FIELD, file);
      return apiCall(adminProductsRoutes.uploadImage, { params: { productId }, body: form });
    },
    ADMIN_PRODUCT_MESSAGES.imageUploaded,
    onSuccess,
  );
}

export function useRemoveCover(productId: string) {
  return useProductChange(
    (index: number) => apiCall(adminProductsRoutes.removeImage, { params: { productId, index } }),
    ADMIN_PRODUCT_MESSAGES.imageRemoved,
  );
}
