import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { products, reviews, users } from '../../db/schema';

export interface ReviewRow {
  id: string;
  rating: number;
  comment: string;
  createdAt: Date;
  name: string;
  lastName: string;
  profilePicture: string | null;
}

export interface NewReview {
  productId: string;
  userId: string;
  rating: number;
  comment: string;
}

export function createReviewsRepository(db: Db) {
  return {
    /** The book's kept average and review count, or undefined when it is not in the shop. */
    async findProductRating(productId: string): Promise<{ ratingAvg: number; reviewCount: number } | undefined> {
      const [row] = await db
        .select({ ratingAvg: products.ratingAvg, reviewCount: products.reviewCount })
        .from(products)
        .where(and(eq(products.id, productId), eq(products.isActive, true)))
        .limit(1);
      return row;
    },

    /** One page of a book's reviews with their authors, newest first (index reviews_product_created_idx). */
    async listForProduct(productId: string, limit: number, offset: number): Promise<ReviewRow[]> {
      return db
        .select({
          id: reviews.id,
          rating: reviews.rating,
          comment: reviews.comment,
          createdAt: reviews.createdAt,
          name: users.name,
          lastName: users.lastName,
          profilePicture: users.profilePicture,
        })
        .from(reviews)
        .innerJoin(users, eq(users.id, reviews.userId))
        .where(eq(reviews.productId, productId))
        .orderBy(desc(reviews.createdAt), desc(reviews.id))
        .limit(limit)
        .offset(offset);
    },

    /**
     * Saves the user's review of the book (a second one replaces the first) and recomputes the book's
     * average and count, in one transaction. The product row is locked first, so two reviews of the same
     * book at once are counted one after the other. Returns false when the book is not in the shop.
     */
    async upsertAndRecount(review: NewReview, now: Date): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [product] = await tx
          .select({ id: products.id })
          .from(products)
          .where(and(eq(products.id, review.productId), eq(products.isActive, true)))
          .for('update');
        if (!product) return false;
        await tx
          .insert(reviews)
          .values({ ...review, createdAt: now, updatedAt: now })
          .onConflictDoUpdate({
            target: [reviews.userId, reviews.productId],
            set: { rating: review.rating, comment: review.comment, updatedAt: now },
          });
        await tx
          .update(products)
          .set({
            ratingAvg: sql`coalesce((select round(avg(${reviews.rating}), 2) from ${reviews} where ${reviews.productId} = ${review.productId}), 0)`,
            reviewCount: sql`(select count(*)::int from ${reviews} where ${reviews.productId} = ${review.productId})`,
          })
          .where(eq(products.id, review.productId));
        return true;
      });
    },
  };
}
export type ReviewsRepository = ReturnType<typeof createReviewsRepository>;
