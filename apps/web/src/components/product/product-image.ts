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

/**
 * Slot widths of a card's cover, as the product grid lays them out (2 columns under 380 px, 3 to 959,
 * 4 to 1179, then 5 in a 1200 px container): the browser picks the smallest copy that fills it sharply.
 */
export const CARD_COVER_SIZES = '(min-width: 1180px) 220px, (min-width: 960px) 25vw, (min-width: 380px) 33vw, 50vw';

/** The product page's cover slot (shared with the server, which preloads the cover with it). */
export { PAGE_COVER_SIZES } from '@bookstore/contracts';

/**
 * `srcset` of the cover at `index` from the copies the API lists (WebP re-encodes of an upload); undefined
 * for a cover without them (SVG demo covers, older books), which is then shown as it is.
 */
export function coverSrcSet(product: Pick<Product, 'imageVariants'>, index = 0): string | undefined {
  const variants = product.imageVariants?.[index];
  if (!variants || variants.length < 2) return undefined;
  return variants.map((variant) => `${variant.url} ${variant.width}w`).join(', ');
}
