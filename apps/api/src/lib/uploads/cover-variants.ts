import { COVER_WIDTHS } from '@bookstore/contracts';
import { isFileAtUrl } from './stored-files';

export interface CoverVariant {
  url: string;
  width: number;
}

/** The copies of an uploaded cover sit side by side: `<name>-page.webp`, `<name>-mid.webp`, `<name>-card.webp`. */
const PAGE_SUFFIX = /-page\.webp$/;

/** Where the middle copy of the cover at `pageUrl` is (or would be): the same name with `-mid`. */
export const midCopyUrl = (pageUrl: string) => pageUrl.replace(PAGE_SUFFIX, '-mid.webp');

/**
 * The stored copies of one cover, narrowest first, for `srcset`. Only covers this API re-encoded have
 * them: a page copy named `-page.webp` with its card copy. The middle copy is listed only when its file
 * is among the product's stored keys (covers uploaded before it existed have none). Anything else (SVG
 * demo covers, a link) has no variants and is shown as it is.
 */
export function coverVariants(pageUrl: string, thumbnailUrl: string | undefined, imageKeys: readonly string[]): CoverVariant[] {
  if (!PAGE_SUFFIX.test(pageUrl) || !thumbnailUrl || thumbnailUrl === pageUrl) return [];
  const mid = midCopyUrl(pageUrl);
  const hasMid = imageKeys.length > 0 && imageKeys.some(isFileAtUrl(mid));
  return [
    { url: thumbnailUrl, width: COVER_WIDTHS.card },
    ...(hasMid ? [{ url: mid, width: COVER_WIDTHS.mid }] : []),
    { url: pageUrl, width: COVER_WIDTHS.page },
  ];
}
