/** A rating as five stars (rounded), with its words for screen readers. */
export function Stars({ rating, size = 'regular' }: { rating: number; size?: 'small' | 'regular' }) {
  const full = Math.max(0, Math.min(5, Math.round(rating)));
  return (
    <span className={`stars stars--${size}`}>
      <span aria-hidden="true">
        {'★'.repeat(full)}
        <span className="stars__empty">{'★'.repeat(5 - full)}</span>
      </span>
      <span className="visually-hidden">Rated {full} out of 5</span>
    </span>
  );
}
