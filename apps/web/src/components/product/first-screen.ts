/*
 * How many cards of a grid can show on the first screen. The columns follow product.css's breakpoints (keep
 * them in step); a row of cards is at least 360 px tall at every width, and a page's first grid starts at
 * least 250 px down. Both err towards more cards: a card that shows on the first screen must be there when
 * React first draws the page, or the shopper would see it arrive.
 */
const COLUMNS: readonly (readonly [query: string, columns: number])[] = [
  ['(min-width: 1180px)', 5],
  ['(min-width: 960px)', 4],
  ['(min-width: 380px)', 3],
];
const MIN_ROW_PX = 360;
const FIRST_GRID_TOP_PX = 250;

/**
 * The cards the first screen can show, and the cards of one row: every card at once where the browser
 * cannot tell (no matchMedia).
 */
export function firstScreenCards(): { first: number; row: number } {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return { first: Number.POSITIVE_INFINITY, row: Number.POSITIVE_INFINITY };
  const columns = COLUMNS.find(([query]) => window.matchMedia(query).matches)?.[1] ?? 2;
  const rows = Math.max(1, Math.ceil((window.innerHeight - FIRST_GRID_TOP_PX) / MIN_ROW_PX));
  return { first: columns * rows, row: columns };
}
