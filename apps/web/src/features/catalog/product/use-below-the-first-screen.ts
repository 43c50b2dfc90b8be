import { startTransition, useEffect, useState } from 'react';

/*
 * On a phone (one column, at most 1,000 px tall) a book's tabs start 1,160-1,236 px down (every book of the
 * demo catalogue, 360-639 px wide; the cover, the price, Add to Cart and the perks come first): below the
 * first screen, with the related books and the footer after them. Taller or wider screens may show them at
 * once, so they are drawn in the book's first render there.
 */
const PHONE_SCREEN = '(max-width: 639px) and (max-height: 1000px)';

/**
 * Whether to draw the sections below a book's first screen: at once where they may show on it; on a phone,
 * in a task after the frame that paints the book, so that frame (the longest task of a phone's first load,
 * issue 12) styles and lays out the first screen only. Nothing the phone shows moves: they start below it.
 */
export function useBelowTheFirstScreen(): boolean {
  const [drawn, setDrawn] = useState(() => typeof window.matchMedia !== 'function' || !window.matchMedia(PHONE_SCREEN).matches);
  useEffect(() => {
    if (drawn) return undefined;
    let timer = 0;
    const frame = window.requestAnimationFrame(() => {
      timer = window.setTimeout(() => startTransition(() => setDrawn(true)), 0);
    });
    return () => {
      window.cancelAnimationFrame(frame);
      window.clearTimeout(timer);
    };
  }, [drawn]);
  return drawn;
}
