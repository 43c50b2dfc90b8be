import { addReviewBodySchema, REVIEW_COMMENT_MAX } from '@bookstore/contracts';
import { useId, useState, type FormEvent } from 'react';
import { useAddReview } from '../api/add-review';

const STAR_VALUES = [1, 2, 3, 4, 5] as const;

/** Stars (required) and a comment (optional); a second review of the same book replaces the first. */
export function ReviewForm({ productId }: { productId: string }) {
  const addReview = useAddReview(productId);
  const [rating, setRating] = useState(0);
  const [hover, setHover] = useState(0);
  const [comment, setComment] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const id = useId();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = addReviewBodySchema.safeParse({ productId, rating: rating || undefined, comment });
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message ?? null);
      return;
    }
    setProblem(null);
    addReview.mutate(
      { rating: parsed.data.rating, comment: parsed.data.comment },
      {
        onSuccess: () => {
          setRating(0);
          setComment('');
        },
      },
    );
  };

  const shown = hover || rating;
  return (
    <form className="review-form" onSubmit={onSubmit} noValidate aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="review-form__title">
        Write a review
      </h3>
      <fieldset className="review-form__stars" onMouseLeave={() => setHover(0)} aria-describedby={problem ? `${id}-error` : undefined}>
        <legend>Your rating</legend>
        {STAR_VALUES.map((value) => (
          <label key={value} className={`review-star${value <= shown ? ' is-on' : ''}`} onMouseEnter={() => setHover(value)}>
            <input
              type="radio"
              name={`${id}-rating`}
              value={value}
              checked={rating === value}
              onChange={() => {
                setRating(value);
                setProblem(null);
              }}
            />
            <span aria-hidden="true">★</span>
            <span className="visually-hidden">{value === 1 ? '1 star' : `${value} stars`}</span>
          </label>
        ))}
      </fieldset>
      {problem && (
        <p id={`${id}-error`} className="field-error" role="alert">
          {problem}
        </p>
      )}
      <div className="field">
        <label htmlFor={`${id}-comment`}>Your review (optional)</label>
        <textarea
          id={`${id}-comment`}
          className="input"
          rows={3}
          dir="auto"
          maxLength={REVIEW_COMMENT_MAX}
          value={comment}
          onChange={(event) => setComment(event.target.value)}
        />
      </div>
      <button type="submit" className="btn btn--primary" disabled={addReview.isPending}>
        {addReview.isPending ? 'Submitting…' : 'Submit Review'}
      </button>
    </form>
  );
}
