import { MESSAGES, type AddReviewBody, type Pagination, type Review, type ReviewsQuery } from '@bookstore/contracts';
import { notFound } from '../../lib/errors';
import { isProductId } from '../catalog';
import type { ReviewRow, ReviewsRepository } from './reviews.repository';

function toReview(row: ReviewRow): Review {
  return {
    id: row.id,
    rating: row.rating,
    comment: row.comment,
    createdAt: row.createdAt.toISOString(),
    user: { name: row.name, lastName: row.lastName, profilePicture: row.profilePicture },
  };
}

export function createReviewsService(repository: ReviewsRepository, clock: () => Date = () => new Date()) {
  return {
    /** A page of the book's reviews, newest first, with its average rating (0 without reviews). */
    async listForProduct(
      productId: string,
      { page, limit }: ReviewsQuery,
    ): Promise<{ reviews: Review[]; pagination: Pagination; averageRating: number }> {
      const product = isProductId(productId) ? await repository.findProductRating(productId) : undefined;
      if (!product) throw notFound(MESSAGES.product.notFound);
      const total = product.reviewCount;
      const rows = total > (page - 1) * limit ? await repository.listForProduct(productId, limit, (page - 1) * limit) : [];
      return {
        reviews: rows.map(toReview),
        pagination: { page, limit, total, pages: Math.ceil(total / limit) },
        averageRating: Number(product.ratingAvg),
      };
    },

    /** The signed-in user's review of a book; a second review of the same book replaces the first. */
    async add(userId: string, body: AddReviewBody): Promise<void> {
      const saved = isProductId(body.productId)
        ? await repository.upsertAndRecount({ productId: body.productId, userId, rating: body.rating, comment: body.comment }, clock())
        : false;
      if (!saved) throw notFound(MESSAGES.product.notFound);
    },
  };
}
export type ReviewsService = ReturnType<typeof createReviewsService>;
