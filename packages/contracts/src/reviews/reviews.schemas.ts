import { z } from 'zod';
import { paginationSchema } from '../catalog/catalog.schemas';
import { PAGE_SIZES } from '../common/constants';
import { successResponse } from '../common/envelope';
import { idRule } from '../common/fields';
import { MESSAGES } from '../common/messages';
import { clampedIntQuery, MAX_PAGE_NUMBER } from '../common/query';
import { multiLineString } from '../common/text';

export const REVIEW_COMMENT_MAX = 2000;

export const reviewSchema = z.object({
  id: z.string(),
  rating: z.number().int(),
  comment: z.string(),
  /** ISO timestamp. */
  createdAt: z.string(),
  user: z.object({
    name: z.string(),
    lastName: z.string(),
    profilePicture: z.string().nullable(),
  }),
});
export type Review = z.infer<typeof reviewSchema>;

/** `?page&limit`, coerced from strings; blank means the default; a limit above 50 is refused. */
export const reviewsQuerySchema = z.object({
  page: clampedIntQuery(1, MAX_PAGE_NUMBER),
  limit: clampedIntQuery(PAGE_SIZES.reviewsDefault, PAGE_SIZES.reviewsMax),
});
export type ReviewsQuery = z.infer<typeof reviewsQuerySchema>;
export type ReviewsQueryInput = z.input<typeof reviewsQuerySchema>;

export const reviewsListResponseSchema = successResponse({
  reviews: z.array(reviewSchema),
  pagination: paginationSchema,
  /** 0 when the book has no reviews. */
  averageRating: z.number(),
});
export type ReviewsListResponse = z.infer<typeof reviewsListResponseSchema>;

const rating = z
  .number({ error: MESSAGES.reviews.ratingRange })
  .int(MESSAGES.reviews.ratingRange)
  .min(1, MESSAGES.reviews.ratingRange)
  .max(5, MESSAGES.reviews.ratingRange);

/** The author is the session's user; a `userId` in the body is accepted and ignored. */
export const addReviewBodySchema = z.object({
  productId: idRule(MESSAGES.reviews.invalidData),
  rating,
  comment: multiLineString(MESSAGES.reviews.invalidData)
    .trim()
    .max(REVIEW_COMMENT_MAX, MESSAGES.reviews.invalidData)
    .default(''),
  userId: z.unknown().optional().transform(() => undefined),
});
export type AddReviewBody = z.infer<typeof addReviewBodySchema>;
export type AddReviewInput = z.input<typeof addReviewBodySchema>;
