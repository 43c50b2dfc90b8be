import { z } from 'zod';
import { PAGE_SIZES } from '../common/constants';
import { successResponse } from '../common/envelope';
import { idRule } from '../common/fields';
import { blankToUndefined, clampedIntQuery, MAX_PAGE_NUMBER, optionalPriceQuery, optionalQueryText, stringListQuery } from '../common/query';
import { AVAILABILITY_OPTIONS, BOOK_CONDITIONS, SORT_OPTIONS } from './categories';

/** A book as the API shows it (spec section 3). Prices are rupees; `date` is a millisecond timestamp. */
export const productSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  details: z.string(),
  price: z.number(),
  originalPrice: z.number().nullable(),
  /** Percent off originalPrice; null when the book has no discount (a client rendering `discount && ...` prints nothing). */
  discount: z.number().int().nullable(),
  image: z.array(z.string()),
  /** Small copies for cards and lists, in the order of `image`; may be shorter (books without one use `image`). */
  thumbnails: z.array(z.string()),
  /**
   * The stored WebP copies of each cover with their widths, narrowest first, in the order of `image`
   * (for `srcset`). Empty for a cover with no known copies (SVG demo covers, links): use `image` as is.
   */
  imageVariants: z.array(z.array(z.object({ url: z.string(), width: z.number().int() }))).optional(),
  category: z.string(),
  subCategories: z.array(z.string()),
  subCategory: z.string().nullable(),
  sizes: z.array(z.string()),
  author: z.string(),
  isbn: z.string().nullable(),
  language: z.string(),
  date: z.number().nullable(),
  rating: z.number(),
  reviewCount: z.number().int(),
  inStock: z.boolean(),
  bestseller: z.boolean(),
  condition: z.enum(BOOK_CONDITIONS),
});
export type Product = z.infer<typeof productSchema>;

/** GET /api/products/get query. Filtering, sorting and paging all happen in the database. */
export const productsQuerySchema = z.object({
  category: optionalQueryText,
  search: optionalQueryText,
  bestseller: z.preprocess(blankToUndefined, z.enum(['true', 'false']).optional()).transform((v) => v === 'true'),
  subCategory: stringListQuery,
  minPrice: optionalPriceQuery,
  maxPrice: optionalPriceQuery,
  rating: z.preprocess(blankToUndefined, z.coerce.number().int().min(1).max(5).optional()),
  availability: z.preprocess(blankToUndefined, z.enum(AVAILABILITY_OPTIONS).default('all')),
  sort: z.preprocess(blankToUndefined, z.enum(SORT_OPTIONS).default('featured')),
  page: clampedIntQuery(1, MAX_PAGE_NUMBER),
  // the API serves at most its configured page size (PAGE_SIZES.productsMax unless the operator raised it)
  limit: clampedIntQuery(PAGE_SIZES.productsDefault, PAGE_SIZES.productsCeiling),
});
export type ProductsQuery = z.infer<typeof productsQuerySchema>;
export type ProductsQueryInput = z.input<typeof productsQuerySchema>;

export const paginationSchema = z.object({
  page: z.number().int(),
  limit: z.number().int(),
  total: z.number().int(),
  pages: z.number().int(),
});
export type Pagination = z.infer<typeof paginationSchema>;

/** The book list's pagination: the common one, and whether its count stopped at a cap. */
export const productsPaginationSchema = paginationSchema.extend({
  /**
   * True when the list stopped counting at RESULT_COUNT_CAP: there are more than `total` books, shown as
   * "1,000+", and only the first `total` are served (`pages` covers them). Absent or false: exact.
   */
  totalIsLowerBound: z.boolean().optional(),
});
export type ProductsPagination = z.infer<typeof productsPaginationSchema>;

export const productsListResponseSchema = successResponse({
  products: z.array(productSchema),
  pagination: productsPaginationSchema,
});
export type ProductsListResponse = z.infer<typeof productsListResponseSchema>;

export const productIdParamsSchema = z.object({ productId: idRule() });

export const productResponseSchema = successResponse({ product: productSchema });
export type ProductResponse = z.infer<typeof productResponseSchema>;

/** Up to PAGE_SIZES.related other books of the book's category, newest first. */
export const relatedProductsResponseSchema = successResponse({ products: z.array(productSchema) });
export type RelatedProductsResponse = z.infer<typeof relatedProductsResponseSchema>;

export const heroImageSchema = z.object({ imageUrl: z.string(), altText: z.string() });
export type HeroImage = z.infer<typeof heroImageSchema>;
export const heroImagesResponseSchema = successResponse({ data: z.array(heroImageSchema) });
export type HeroImagesResponse = z.infer<typeof heroImagesResponseSchema>;

/** GET /api/products/suggestions query: what the shopper has typed so far (longer text is cut, not refused). */
export const productSuggestionsQuerySchema = z.object({
  search: z.preprocess(
    (value) => (typeof value === 'string' ? value.slice(0, 200) : value),
    optionalQueryText,
  ),
});
export type ProductSuggestionsQuery = z.infer<typeof productSuggestionsQuerySchema>;

/** A suggested book: enough for the header's line (cover, title, author, price) and its link. */
export const productSuggestionSchema = productSchema.pick({ id: true, name: true, author: true, price: true, image: true, thumbnails: true });
export type ProductSuggestion = z.infer<typeof productSuggestionSchema>;

/** Up to PAGE_SIZES.searchSuggestions books matching the words typed (as a search does), best first. */
export const productSuggestionsResponseSchema = successResponse({ products: z.array(productSuggestionSchema) });
export type ProductSuggestionsResponse = z.infer<typeof productSuggestionsResponseSchema>;

/** GET /api/products/facets query: the sidebar's numbers, for the whole shop or for one search. */
export const productFacetsQuerySchema = z.object({ search: optionalQueryText });
export type ProductFacetsQuery = z.infer<typeof productFacetsQuerySchema>;
export type ProductFacetsQueryInput = z.input<typeof productFacetsQuerySchema>;

export const facetCountSchema = z.object({ name: z.string(), count: z.number().int() });
export type FacetCount = z.infer<typeof facetCountSchema>;

export const productFacetsSchema = z.object({
  /** Books matching (the whole shop, or the search). */
  total: z.number().int(),
  /**
   * Every category of CATEGORIES, in order, with its count ('Used & Affordable' counts all) and its most
   * common subcategories (tidied, at most SUBCATEGORY_LIMITS.perCategoryMenu) for the hover menu.
   */
  categories: z.array(facetCountSchema.extend({ subCategories: z.array(facetCountSchema) })),
  /** The most common subcategories over all books, tidied, at most SUBCATEGORY_LIMITS.sidebar. */
  subCategories: z.array(facetCountSchema),
  /** Lowest and highest price in rupees (both 0 when nothing matches). */
  price: z.object({ min: z.number(), max: z.number() }),
});
export type ProductFacets = z.infer<typeof productFacetsSchema>;

export const productFacetsResponseSchema = successResponse({ facets: productFacetsSchema });
export type ProductFacetsResponse = z.infer<typeof productFacetsResponseSchema>;
