/**
 * The reviews feature's public face. Other features import from here only.
 * - ReviewsSection: the product page's Reviews tab (list 3 at a time with Load More, and the form).
 * - useProductReviews(productId): the infinite query behind it (its first page carries the total).
 * - Stars: a rating drawn as five stars.
 */
export { ReviewsSection } from './components/reviews-section';
export { useProductReviews } from './api/get-reviews';
export { Stars } from './components/stars';
