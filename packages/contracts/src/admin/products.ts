import { z } from 'zod';
import { BOOK_CONDITIONS, BOOK_FORMATS, CATEGORIES, LANGUAGES } from '../catalog/categories';
import { paginationSchema, productSchema } from '../catalog/catalog.schemas';
import { isValidIsbn, normalizeIsbn } from '../catalog/isbn';
import { FILE_LIMITS } from '../common/constants';
import { defineEndpoint } from '../common/endpoint';
import { successResponse } from '../common/envelope';
import { idRule } from '../common/fields';
import { MESSAGES } from '../common/messages';
import { blankToUndefined, optionalQueryText } from '../common/query';
import { multiLineString, singleLineString } from '../common/text';
import { isAllowedImage, type FileDescription } from '../common/files';
import { adminPageQueryShape, isIsoDate, storeDate } from './orders';

/** The back office's catalogue: books with their covers. */

export const ADMIN_PRODUCT_MESSAGES = {
  created: 'Product created',
  updated: 'Product updated',
  deleted: 'Product deleted',
  hidden: 'Product hidden: it has orders, so it stays for their records',
  imageUploaded: 'Image uploaded',
  imageRemoved: 'Image removed',
  imageNotFound: 'Image not found',
  imageRequired: 'Please choose an image',
  imageType: 'Please upload an image (jpeg, jpg, png, or webp)',
  imageTooLarge: 'The image must be 2 MB or smaller',
  imageUnreadable: 'This image could not be read. Please try another file.',
  tooManyImages: 'A book can have at most 8 images',
  name: 'Enter the title (2 to 200 characters)',
  author: 'The author must not exceed 200 characters',
  description: 'The description must not exceed 5000 characters',
  details: 'The details must not exceed 5000 characters',
  price: 'Enter the price in rupees, e.g. 850 or 850.50',
  originalPrice: 'Enter the original price in rupees, or leave it empty',
  originalBelowPrice: 'The original price must be at least the price',
  category: 'Choose a category',
  subCategories: 'Up to 10 subcategories of 1 to 40 characters each',
  sizes: 'Choose formats from the list',
  isbn: 'Enter a valid ISBN-10 or ISBN-13 (check the last digit)',
  language: 'Choose a language',
  publishedAt: 'Enter the publication date as YYYY-MM-DD',
  publishedInFuture: 'The publication date cannot be in the future',
  stockQuantity: 'Enter the copies in stock as a whole number from 0 to 100000',
  condition: 'Choose new or used',
  createdCoverFailed: 'Product created, but the cover was not uploaded. Add it again below.',
  unsavedTitle: 'Leave without saving?',
  unsavedBody: 'Your changes to this book have not been saved. If you leave now, they are lost.',
  unsavedStay: 'Stay and save',
  unsavedLeave: 'Leave without saving',
} as const;
const M = ADMIN_PRODUCT_MESSAGES;

/** Multipart field of every back-office image upload (covers and banners). */
export const ADMIN_IMAGE_FIELD = 'image';
export const PRODUCT_IMAGES_MAX = 8;
/**
 * Widths the API re-encodes a cover to: the product page, a middle copy (phones' product page and wide
 * cards on 2x screens) and the cards. Stored side by side as `<name>-page.webp`, `<name>-mid.webp`,
 * `<name>-card.webp`; covers uploaded before the middle copy existed have only page and card.
 */
export const COVER_WIDTHS = { page: 800, mid: 480, card: 320 } as const;
export const STOCK_QUANTITY_MAX = 100_000;
const PRICE_MAX = 1_000_000;

/** A cover picked in the browser or received by the API: the message to show, or null when it may go. */
export function validateCoverFile(file: FileDescription): string | null {
  if (!isAllowedImage(file)) return M.imageType;
  if (file.size > FILE_LIMITS.coverMaxBytes) return M.imageTooLarge;
  return null;
}

const rupees = (message: string) =>
  z
    .number({ error: message })
    .min(0, message)
    .max(PRICE_MAX, message)
    // at most two decimals (paisa), allowing for binary fractions: 850.1 * 100 is 85009.99999999999
    .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, message);

const blankToNull = (value: unknown) => (value === undefined || (typeof value === 'string' && value.trim() === '') ? null : value);

/**
 * A book as the shop enters it (create and update take the whole book). Prices in rupees with at most
 * two decimals; blank ISBN, original price or publication date mean none.
 */
export const adminProductInputSchema = z
  .object({
    name: singleLineString(M.name).trim().min(2, M.name).max(200, M.name),
    author: singleLineString(M.author).trim().max(200, M.author).default(''),
    description: multiLineString(M.description).trim().max(5000, M.description).default(''),
    details: multiLineString(M.details).trim().max(5000, M.details).default(''),
    price: rupees(M.price),
    originalPrice: z.preprocess(blankToNull, rupees(M.originalPrice).nullable()).default(null),
    category: z.enum(CATEGORIES, { error: M.category }),
    subCategories: z
      .array(singleLineString(M.subCategories).trim().min(1, M.subCategories).max(40, M.subCategories), { error: M.subCategories })
      .max(10, M.subCategories)
      .default([])
      .transform((list) => [...new Set(list)]),
    sizes: z
      .array(z.enum(BOOK_FORMATS, { error: M.sizes }), { error: M.sizes })
      .default([])
      .transform((list) => [...new Set(list)]),
    isbn: z
      .preprocess(blankToNull, singleLineString(M.isbn).refine(isValidIsbn, M.isbn).transform(normalizeIsbn).nullable())
      .default(null),
    language: z.enum(LANGUAGES, { error: M.language }),
    publishedAt: z
      .preprocess(
        blankToNull,
        singleLineString(M.publishedAt)
          .trim()
          .refine(isIsoDate, M.publishedAt)
          .refine((day) => day <= storeDate(), M.publishedInFuture)
          .nullable(),
      )
      .default(null),
    bestseller: z.boolean({ error: MESSAGES.general.invalidRequest }).default(false),
    stockQuantity: z.number({ error: M.stockQuantity }).int(M.stockQuantity).min(0, M.stockQuantity).max(STOCK_QUANTITY_MAX, M.stockQuantity),
    condition: z.enum(BOOK_CONDITIONS, { error: M.condition }),
    isActive: z.boolean({ error: MESSAGES.general.invalidRequest }).default(true),
  })
  .refine((book) => book.originalPrice === null || book.originalPrice >= book.price, { message: M.originalBelowPrice, path: ['originalPrice'] });
export type AdminProductInput = z.infer<typeof adminProductInputSchema>;
/** What a form holds before parsing (defaults not yet applied). */
export type AdminProductFormValues = z.input<typeof adminProductInputSchema>;

export const ADMIN_STOCK_FILTERS = ['in-stock', 'out-of-stock', 'low-stock'] as const;
export const ADMIN_VISIBILITY_FILTERS = ['active', 'hidden'] as const;

const optionalEnum = <T extends readonly [string, ...string[]]>(values: T) =>
  z.preprocess(blankToUndefined, z.enum(values, { error: MESSAGES.general.invalidRequest }).optional());

/** `GET /api/admin/products`: newest first; low stock means LOW_STOCK_THRESHOLD copies or fewer (sold out included). */
export const adminProductsQuerySchema = z.object({
  /** Title, author, ISBN, category, subcategories or description (the storefront's search text). */
  search: optionalQueryText,
  category: optionalEnum(CATEGORIES),
  availability: optionalEnum(ADMIN_STOCK_FILTERS),
  visibility: optionalEnum(ADMIN_VISIBILITY_FILTERS),
  ...adminPageQueryShape,
});
export type AdminProductsQuery = z.infer<typeof adminProductsQuerySchema>;
export type AdminProductsQueryInput = z.input<typeof adminProductsQuerySchema>;

/** The storefront's book plus what only the shop sees. `publishedAt` is YYYY-MM-DD (the form's value). */
export const adminProductSchema = productSchema.extend({
  isActive: z.boolean(),
  stockQuantity: z.number().int(),
  publishedAt: z.string().nullable(),
  orderCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminProduct = z.infer<typeof adminProductSchema>;

export const adminProductsListResponseSchema = successResponse({ products: z.array(adminProductSchema), pagination: paginationSchema });
export type AdminProductsListResponse = z.infer<typeof adminProductsListResponseSchema>;
export const adminProductResponseSchema = successResponse({ product: adminProductSchema });
export const adminProductSavedResponseSchema = successResponse({ message: z.string(), product: adminProductSchema });
export type AdminProductSavedResponse = z.infer<typeof adminProductSavedResponseSchema>;
/** `hidden: true` when the book had orders and was only taken out of the shop window. */
export const adminProductDeletedResponseSchema = successResponse({ message: z.string(), hidden: z.boolean() });
export type AdminProductDeletedResponse = z.infer<typeof adminProductDeletedResponseSchema>;

/**
 * `POST /api/admin/products/with-cover` (multipart): the whole book as JSON in the text field
 * ADMIN_PRODUCT_FIELD (the same rules as a JSON create), and its cover in ADMIN_IMAGE_FIELD.
 */
export const ADMIN_PRODUCT_FIELD = 'product';
export const adminProductWithCoverBodySchema = z.object({
  [ADMIN_PRODUCT_FIELD]: z
    .string({ error: MESSAGES.general.invalidRequest })
    .max(50_000, MESSAGES.general.invalidRequest)
    .transform((text, ctx): unknown => {
      try {
        return JSON.parse(text);
      } catch {
        ctx.addIssue({ code: 'custom', message: MESSAGES.general.invalidRequest });
        return z.NEVER;
      }
    })
    .pipe(adminProductInputSchema),
});

export const adminProductParamsSchema = z.object({ productId: idRule() });
export const adminProductImageParamsSchema = z.object({
  productId: idRule(),
  index: z.coerce.number({ error: M.imageNotFound }).int(M.imageNotFound).min(0, M.imageNotFound).max(PRODUCT_IMAGES_MAX - 1, M.imageNotFound),
});

export const adminProductsRoutes = {
  list: defineEndpoint({ method: 'GET', path: '/api/admin/products', query: adminProductsQuerySchema, response: adminProductsListResponseSchema }),
  detail: defineEndpoint({ method: 'GET', path: '/api/admin/products/:productId', params: adminProductParamsSchema, response: adminProductResponseSchema }),
  create: defineEndpoint({ method: 'POST', path: '/api/admin/products', body: adminProductInputSchema, response: adminProductSavedResponseSchema }),
  /** A new book and its cover in one go: the cover is checked by content first; a bad one creates nothing. */
  createWithCover: defineEndpoint({
    method: 'POST',
    path: '/api/admin/products/with-cover',
    body: adminProductWithCoverBodySchema,
    response: adminProductSavedResponseSchema,
    multipart: true,
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: '/api/admin/products/:productId',
    params: adminProductParamsSchema,
    body: adminProductInputSchema,
    response: adminProductSavedResponseSchema,
  }),
  /** Deletes a never-ordered book (and its files); hides one that has orders. */
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/api/admin/products/:productId',
    params: adminProductParamsSchema,
    response: adminProductDeletedResponseSchema,
  }),
  /** Multipart, file field ADMIN_IMAGE_FIELD (<= 2 MB, checked by content); re-encoded to WebP at COVER_WIDTHS. */
  uploadImage: defineEndpoint({
    method: 'POST',
    path: '/api/admin/products/:productId/images',
    params: adminProductParamsSchema,
    response: adminProductSavedResponseSchema,
    multipart: true,
  }),
  removeImage: defineEndpoint({
    method: 'DELETE',
    path: '/api/admin/products/:productId/images/:index',
    params: adminProductImageParamsSchema,
    response: adminProductSavedResponseSchema,
  }),
};
