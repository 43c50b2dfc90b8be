/**
 * The product page cover's slot widths (`sizes`): 26rem wide, on phones about a third of the screen's
 * height (apps/web product.css). The page's <img> and the server's preload of it must give the same
 * value, or the browser fetches the cover twice.
 */
export const PAGE_COVER_SIZES = '(min-width: 768px) 416px, min(416px, 21vh)';
