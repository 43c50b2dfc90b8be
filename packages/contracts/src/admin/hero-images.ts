import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';
import { successResponse, successMessageResponseSchema } from '../common/envelope';
import { idRule } from '../common/fields';
import { isAllowedImage, type FileDescription } from '../common/files';
import { MESSAGES } from '../common/messages';
import { singleLineString } from '../common/text';

/** The home page's banners (the storefront's GET /api/hero/ shows the active ones in sortOrder). */

export const ADMIN_HERO_MESSAGES = {
  created: 'Banner added',
  updated: 'Banner saved',
  deleted: 'Banner deleted',
  notFound: 'Banner not found',
  imageRequired: 'Please choose an image',
  imageType: 'Please upload an image (jpeg, jpg, png, or webp)',
  imageTooLarge: 'The banner must be 4 MB or smaller',
  imageUnreadable: 'This image could not be read. Please try another file.',
  altText: 'Describe the banner in up to 200 characters',
  sortOrder: 'Enter the position as a whole number from 0 to 999',
} as const;
const M = ADMIN_HERO_MESSAGES;

export const HERO_IMAGE_MAX_BYTES = 4 * 1024 * 1024;
/** Width the API re-encodes a banner to (WebP). */
export const HERO_IMAGE_WIDTH = 1600;

/** A banner picked in the browser or received by the API: the message to show, or null when it may go. */
export function validateHeroFile(file: FileDescription): string | null {
  if (!isAllowedImage(file)) return M.imageType;
  if (file.size > HERO_IMAGE_MAX_BYTES) return M.imageTooLarge;
  return null;
}

export const adminHeroImageSchema = z.object({
  id: z.string(),
  imageUrl: z.string(),
  altText: z.string(),
  sortOrder: z.number().int(),
  isActive: z.boolean(),
  createdAt: z.string(),
});
export type AdminHeroImage = z.infer<typeof adminHeroImageSchema>;

const altText = singleLineString(M.altText).trim().max(200, M.altText);
const sortOrder = z.coerce.number({ error: M.sortOrder }).int(M.sortOrder).min(0, M.sortOrder).max(999, M.sortOrder);
/** Multipart text fields arrive as strings: 'true' / 'false'. */
const activeFlag = z.preprocess(
  (value) => (value === 'true' ? true : value === 'false' ? false : value),
  z.boolean({ error: MESSAGES.general.invalidRequest }),
);

/** Text fields of the multipart upload (file field ADMIN_IMAGE_FIELD). */
export const adminHeroImageCreateBodySchema = z.object({
  altText: altText.default(''),
  sortOrder: sortOrder.default(0),
  isActive: activeFlag.default(true),
});
export type AdminHeroImageCreateBody = z.input<typeof adminHeroImageCreateBodySchema>;

export const adminHeroImageUpdateBodySchema = z
  .object({ altText: altText.optional(), sortOrder: sortOrder.optional(), isActive: activeFlag.optional() })
  .refine((body) => body.altText !== undefined || body.sortOrder !== undefined || body.isActive !== undefined, MESSAGES.general.invalidRequest);
export type AdminHeroImageUpdateBody = z.input<typeof adminHeroImageUpdateBodySchema>;

export const adminHeroImageParamsSchema = z.object({ heroImageId: idRule() });

export const adminHeroImagesListResponseSchema = successResponse({ heroImages: z.array(adminHeroImageSchema) });
export type AdminHeroImagesListResponse = z.infer<typeof adminHeroImagesListResponseSchema>;
export const adminHeroImageSavedResponseSchema = successResponse({ message: z.string(), heroImage: adminHeroImageSchema });
export type AdminHeroImageSavedResponse = z.infer<typeof adminHeroImageSavedResponseSchema>;

export const adminHeroImagesRoutes = {
  /** Every banner, active or not, in sortOrder then newest first. */
  list: defineEndpoint({ method: 'GET', path: '/api/admin/hero-images', response: adminHeroImagesListResponseSchema }),
  /** Multipart: file field ADMIN_IMAGE_FIELD (<= 4 MB, checked by content, re-encoded to WebP) plus the text fields. */
  create: defineEndpoint({
    method: 'POST',
    path: '/api/admin/hero-images',
    body: adminHeroImageCreateBodySchema,
    response: adminHeroImageSavedResponseSchema,
    multipart: true,
  }),
  update: defineEndpoint({
    method: 'PATCH',
    path: '/api/admin/hero-images/:heroImageId',
    params: adminHeroImageParamsSchema,
    body: adminHeroImageUpdateBodySchema,
    response: adminHeroImageSavedResponseSchema,
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/api/admin/hero-images/:heroImageId',
    params: adminHeroImageParamsSchema,
    response: successMessageResponseSchema,
  }),
};
