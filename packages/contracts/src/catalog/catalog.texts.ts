import { POLICIES } from '../common/constants';
import { formatResultCount, RESULT_COUNT_CAP } from './result-count';

/**
 * Storefront wording the spec leaves open (sections 2 and 4 name the behaviour, not the words). Kept here
 * with the spec's own texts (MESSAGES) so pages never carry copies.
 */
export const CATALOG_TEXTS = {
  /** The 1.2 s toast after a filter or sort change (spec section 4, Collections). */
  filtersUpdated: 'Filters updated',
  filtersCleared: 'Filters cleared',
  missingBookLead: "Can't find the book you are looking for? Tell us and we will add it to the store.",
  missingBookPromise: `We add requested books within ${POLICIES.missingBookAddedHours} hours.`,
  missingBookOpening: 'Opening your mail app with the request…',
  noDetails: 'No further details for this book.',
  reviewsEmpty: 'No reviews yet. Be the first to review this book.',
  loadMoreReviews: 'Load More',
  /** Add to Cart's label on a book with no copies left (the button is disabled). */
  outOfStockButton: 'Out of Stock',
  contactSent: 'Thank you! Your mail app has your message ready to send.',
  /** Under the last page of a list that stopped counting at RESULT_COUNT_CAP. */
  refineSearch: `Showing the first ${formatResultCount(RESULT_COUNT_CAP)} books. Refine your search or filters to see the rest.`,
} as const;
