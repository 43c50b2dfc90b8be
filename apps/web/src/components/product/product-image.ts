import type { Product } from '@bookstore/contracts';

/** Shown when a book has no cover or its cover fails to load. */
export const PLACEHOLDER_COVER = '/placeholder-book.svg';

/** Covers are 3:4; these are the intrinsic sizes given to <img> so the grid never jumps. */
export const COVER_SIZE = { width: 300, height: 400 } as const;

const firstUrl = (urls: readonly string[] | undefined) => urls?.find((url) => url.trim() !== '');

export function coverOf(product: Pick<Product, 'image'>): string {
  return firstUrl(product.image) ?? PLACEHOLDER_COVER;
}

/** The small copy of the cover for cards and lists (the API makes one 320 wide), else the cover itself. */
export function cardCoverOf(product: Pick<Product, 'image' | 'thumbnails'>): string {
  return firstUrl(product.thumbnails) ?? coverOf(product);
}

/** The card's and the product page's cover slots (shared with the server, which draws and preloads those covers with them). */
export { CARD_COVER_SIZES, PAGE_COVER_SIZES } from '@bookstore/contracts';

/**
 * `srcset` of the cover at `index` from the copies the API lists (WebP re-encodes of an upload); undefined
 * for a cover without them (SVG demo covers, older books), which is then shown as it is.
 */
export function coverSrcSet(product: Pick<Product, 'imageVariants'>, index = 0): string | undefined {
  const variants = product.imageVariants?.[index];
  if (!variants || variants.length < 2) return undefined;
  return variants.map((variant) => `${variant.url} ${variant.width}w`).join(', ');
}
