/**
 * The product page cover's slot widths (`sizes`): 26rem wide, on phones about a third of the screen's
 * height (apps/web product.css). The page's <img> and the server's preload of it must give the same
 * value, or the browser fetches the cover twice.
 */
export const PAGE_COVER_SIZES = '(min-width: 768px) 416px, min(416px, 21vh)';

/**
 * Slot widths of a card's cover, as the product grid lays them out (2 columns under 380 px, 3 to 959,
 * 4 to 1179, then 5 in a 1200 px container): the browser picks the smallest copy that fills it sharply.
 * The cards' <img> and the server's shell of the collections page give the same value.
 */
export const CARD_COVER_SIZES = '(min-width: 1180px) 220px, (min-width: 960px) 25vw, (min-width: 380px) 33vw, 50vw';
