import { formatCount } from '../common/number-text';

/**
 * A list narrowed by a search or a filter counts its books up to this many and serves at most this many
 * (pages beyond are empty): "1,000+ books", then "refine your search", as large stores do. Counting and
 * ranking 16,000 matches of a common word on every request is what it spares.
 */
export const RESULT_COUNT_CAP = 1000;

/** A count as shown: "1,234", or "1,000+" when the count stopped at the cap (`isLowerBound`). */
export function formatResultCount(total: number, isLowerBound = false): string {
  return `${formatCount(total)}${isLowerBound ? '+' : ''}`;
}

/** "1 book", "20 books", "1,000+ books". */
export function formatBookCount(total: number, isLowerBound = false): string {
  return total === 1 && !isLowerBound ? '1 book' : `${formatResultCount(total, isLowerBound)} books`;
}
