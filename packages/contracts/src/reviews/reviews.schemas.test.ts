import { MESSAGES } from '../common/messages';
import { firstIssueMessage } from '../common/validation';
import { addReviewBodySchema, reviewsQuerySchema } from './reviews.schemas';

describe('reviews query', () => {
  it('when nothing or blanks are given, then page 1 and 10 per page', () => {
    expect(reviewsQuerySchema.parse({})).toEqual({ page: 1, limit: 10 });
    expect(reviewsQuerySchema.parse({ page: '', limit: ' ' })).toEqual({ page: 1, limit: 10 });
  });

  it('when page and limit arrive as strings, then they are coerced; a limit over 50 is served at 50', () => {
    expect(reviewsQuerySchema.parse({ page: '2', limit: '3' })).toEqual({ page: 2, limit: 3 });
    expect(reviewsQuerySchema.parse({ limit: '51' }).limit).toBe(50);
  });
});

describe('add review body', () => {
  const review = { productId: 'p1', rating: 5, comment: ' Great read ' };

  it('when valid, then the comment is trimmed and a sent userId is dropped', () => {
    expect(addReviewBodySchema.parse({ ...review, userId: 'someone-else' })).toEqual({
      productId: 'p1',
      rating: 5,
      comment: 'Great read',
    });
  });

  it('when there is no comment, then it is empty (the comment is optional)', () => {
    expect(addReviewBodySchema.parse({ productId: 'p1', rating: 3 }).comment).toBe('');
  });

  it.each([undefined, 0, 6, 4.5, '5'])('when the rating is %p, then "Please select a rating between 1 and 5"', (rating) => {
    expect(firstIssueMessage(addReviewBodySchema, { ...review, rating })).toBe('Please select a rating between 1 and 5');
  });

  it('when the comment is over 2000 characters, then "Invalid review data"', () => {
    expect(firstIssueMessage(addReviewBodySchema, { ...review, comment: 'x'.repeat(2001) })).toBe(MESSAGES.reviews.invalidData);
  });
});
