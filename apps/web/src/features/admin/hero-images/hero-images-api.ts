import {
  ADMIN_HERO_MESSAGES,
  ADMIN_IMAGE_FIELD,
  adminHeroImagesRoutes,
  type AdminHeroImage,
  type AdminHeroImageUpdateBody,
} from '@bookstore/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { useAdminQueryRoot } from '../layout/admin-session';
import type { Root } from '../shared/section-query';
import { useAdminMutation } from '../shared/use-admin-mutation';

const heroKey = (root: Root) => [...root, 'hero-images'] as const;
/** The storefront's banners (the home page carousel). */
const STOREFRONT_HERO_KEY = ['hero-images'];

/** GET /api/admin/hero-images: every banner, active or not, in their order. */
export function useAdminHeroImages() {
  const root = useAdminQueryRoot();
  return useQuery({
    queryKey: heroKey(root),
    queryFn: async ({ signal }): Promise<AdminHeroImage[]> => (await apiCall(adminHeroImagesRoutes.list, { signal })).heroImages,
  });
}

function useHeroChange<TVariables, TData extends { message?: string }>(mutationFn: (variables: TVariables) => Promise<TData>, successMessage: string) {
  const root = useAdminQueryRoot();
  return useAdminMutation({ mutationFn, successMessage, invalidate: () => [heroKey(root), STOREFRONT_HERO_KEY] });
}

export interface NewBanner {
  file: File;
  altText: string;
  sortOrder: number;
  isActive: boolean;
}

export function useCreateHeroImage() {
  return useHeroChange(({ file, altText, sortOrder, isActive }: NewBanner) => {
    const form = new FormData();
    form.append(ADMIN_IMAGE_FIELD, file);
    form.append('altText', altText);
    form.append('sortOrder', String(sortOrder));
    form.append('isActive', String(isActive));
    return apiCall(adminHeroImagesRoutes.create, { body: form });
  }, ADMIN_HERO_MESSAGES.created);
}

export function useUpdateHeroImage() {
  return useHeroChange(
    ({ heroImageId, ...body }: AdminHeroImageUpdateBody & { heroImageId: string }) => apiCall(adminHeroImagesRoutes.update, { params: { heroImageId }, body }),
    ADMIN_HERO_MESSAGES.updated,
  );
}

/** Several banners change place at once (a move up or down renumbers them); one toast for the lot. */
export function useReorderHeroImages() {
  return useHeroChange(async (changes: { heroImageId: string; sortOrder: number }[]) => {
    let last: { message?: string } = {};
    for (const { heroImageId, sortOrder } of changes) {
      last = await apiCall(adminHeroImagesRoutes.update, { params: { heroImageId }, body: { sortOrder } });
    }
    return last;
  }, ADMIN_HERO_MESSAGES.updated);
}

export function useDeleteHeroImage() {
  return useHeroChange((heroImageId: string) => apiCall(adminHeroImagesRoutes.remove, { params: { heroImageId } }), ADMIN_HERO_MESSAGES.deleted);
}
