import { firstIssueMessage } from '../common/validation';
import { addToCartBodySchema, removeFromCartBodySchema, updateCartBodySchema } from './cart.schemas';

describe('cart bodies', () => {
  it('when adding without a quantity or format, then one copy with no format is added', () => {
    expect(addToCartBodySchema.parse({ productId: 'p1' })).toEqual({ productId: 'p1', quantity: 1, format: '' });
  });

  it('when the quantity is below 1 or above 10, then the cart texts are given', () => {
    expect(firstIssueMessage(addToCartBodySchema, { productId: 'p1', quantity: 0 })).toBe('Quantity cannot be less than 1');
    expect(firstIssueMessage(updateCartBodySchema, { productId: 'p1', quantity: 11 })).toBe('Maximum quantity is 10');
    expect(firstIssueMessage(updateCartBodySchema, { productId: 'p1', quantity: 10, format: 'Hardcover' })).toBeNull();
  });

  it('when removing with a null format, then it means the line without a format', () => {
    expect(removeFromCartBodySchema.parse({ productId: 'p1', format: null })).toEqual({ productId: 'p1', format: '' });
  });
});
