import { CATALOG_TEXTS, MESSAGES, type Review } from '@bookstore/contracts';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { Skeleton } from '@/components/ui/skeleton';
import { useProductReviews } from '../api/get-reviews';
import { Stars } from './stars';
import '../reviews.css';

/*
 * Only a signed-in shopper sees the form, and its validation brings zod and the review schemas (a long
 * task to evaluate on a phone): a chunk of its own, so a guest's book page never loads it (issue 12).
 */
const ReviewForm = lazy(() => import('./review-form').then((m) => ({ default: m.ReviewForm })));

// built when the first review shows (the reviews tab), not when a book's page loads: see lib/date-text.ts
let dateFormat: Intl.DateTimeFormat | undefined;
const formatReviewDate = (date: Date) => (dateFormat ??= new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' })).format(date);

function ReviewItem({ review }: { review: Review }) {
  const fullName = [review.user.name, review.user.lastName].filter(Boolean).join(' ') || 'Customer';
  return (
    <li className="review">
      {review.user.profilePicture ? (
        <img className="review__avatar" src={review.user.profilePicture} alt="" width={40} height={40} loading="lazy" />
      ) : (
        <span className="review__avatar review__avatar--initials" aria-hidden="true">
          {fullName.charAt(0).toUpperCase()}
        </span>
      )}
      <div className="review__body">
        <p className="review__head">
          <strong dir="auto">{fullName}</strong>
          <time dateTime={review.createdAt}>{formatReviewDate(new Date(review.createdAt))}</time>
        </p>
        <Stars rating={review.rating} size="small" />
        {review.comment && (
          <p className="review__comment" dir="auto">
            {review.comment}
          </p>
        )}
      </div>
    </li>
  );
}

interface ReviewsSectionProps {
  productId: string;
  /** Only a signed-in shopper may write a review; others are asked to log in. */
  isSignedIn: boolean;
}

/** The Reviews tab: average and count, the form (or a login prompt), and the reviews 3 at a time. */
export function ReviewsSection({ productId, isSignedIn }: ReviewsSectionProps) {
  const reviews = useProductReviews(productId);
  const first = reviews.data?.pages[0];
  const items = reviews.data?.pages.flatMap((page) => page.reviews) ?? [];
  const total = first?.pagination.total ?? 0;

  return (
    <div className="reviews">
      {first && total > 0 && (
        <p className="reviews__summary">
          <Stars rating={first.averageRating} /> <strong>{first.averageRating.toFixed(1)}</strong> out of 5 ·{' '}
          {total === 1 ? '1 review' : `${total} reviews`}
        </p>
      )}

      {isSignedIn ? (
        <Suspense fallback={null}>
          <ReviewForm productId={productId} />
        </Suspense>
      ) : (
        <p className="reviews__login">
          {MESSAGES.reviews.loginRequired}. <Link to="/login">Login</Link> or <Link to="/register">Register</Link>
        </p>
      )}

      {reviews.isPending ? (
        <div role="status" aria-live="polite">
          <span className="visually-hidden">Loading reviews…</span>
          <Skeleton style={{ width: '100%', height: '4rem' }} />
        </div>
      ) : reviews.isError ? (
        <div className="reviews__error" role="alert">
          <p>{MESSAGES.reviews.loadFailed}</p>
          <button type="button" className="btn btn--outline" onClick={() => void reviews.refetch()}>
            Try again
          </button>
        </div>
      ) : items.length === 0 ? (
        <p className="reviews__empty">{CATALOG_TEXTS.reviewsEmpty}</p>
      ) : (
        <>
          <ul className="reviews__list">
            {items.map((review) => (
              <ReviewItem key={review.id} review={review} />
            ))}
          </ul>
          {reviews.hasNextPage && (
            <button type="button" className="btn btn--outline reviews__more" onClick={() => void reviews.fetchNextPage()} disabled={reviews.isFetchingNextPage}>
              {reviews.isFetchingNextPage ? 'Loading…' : CATALOG_TEXTS.loadMoreReviews}
            </button>
          )}
        </>
      )}
    </div>
  );
}
