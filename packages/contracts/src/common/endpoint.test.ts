import { buildPath } from './endpoint';

describe('buildPath', () => {
  it('when a path has parameters, then each is filled in', () => {
    expect(buildPath('/api/cart/get/:userId', { userId: 'u-1' })).toBe('/api/cart/get/u-1');
    expect(buildPath('/api/reviews/product/:productId', { productId: 42 })).toBe('/api/reviews/product/42');
  });

  it('when a value has URL-special characters, then it is encoded', () => {
    expect(buildPath('/api/products/:productId', { productId: 'a/b c' })).toBe('/api/products/a%2Fb%20c');
  });

  it('when a path has no parameters, then it is returned unchanged', () => {
    expect(buildPath('/api/orders/get')).toBe('/api/orders/get');
  });

  it('when a parameter is missing, then it throws naming the parameter', () => {
    expect(() => buildPath('/api/cart/get/:userId', {})).toThrow('Missing path parameter "userId"');
  });
});
