import { isFileAt } from '../uploads/stored-files';

describe('isFileAt', () => {
  it.each([
    ['/uploads/covers/abc-page.webp', 'covers/abc-page.webp', true],
    ['/uploads/covers/abc-page.webp', 'covers/abc-card.webp', false],
    ['https://res.cloudinary.com/shop/image/upload/v1712345/covers/abc-page.webp', 'covers/abc-page', true],
    ['https://res.cloudinary.com/shop/image/upload/v1712345/covers/abc-page.webp', 'covers/abc-card', false],
    ['/uploads/covers/xabc-page.webp', 'covers/abc-page.webp', false],
    ['/uploads/covers/seeded.svg', 'covers/abc-page.webp', false],
  ])('when the file at %s is compared with the key %s, then %s', (url, key, expected) => {
    expect(isFileAt(url, key)).toBe(expected);
  });
});
