import { CARD_COVER_SIZES, PAGE_COVER_SIZES, type Product } from '@bookstore/contracts';
import { escapeHtml } from '../../lib/page-head';

/**
 * The shell's placeholder with the page's largest element in it, as the page's own component draws it
 * (same src, srcset, sizes, alt and intrinsic size, in a box of the same size: apps/web critical.css).
 * The image paints from the HTML before any script runs; React's first render puts its own <img> of the
 * same URL and size in its place, which is no larger, so the largest paint stays the shell's (issue 12).
 * Text goes into attributes only, escaped.
 */

export interface ShellImage {
  src: string;
  alt: string;
  width: number;
  height: number;
  srcset?: string;
  sizes?: string;
  /**
   * `high` (the default): fetched ahead of the scripts, as the component's own `fetchPriority`. `low`: a
   * cover past the first row, which would otherwise be raised to high once on screen and share a phone's
   * bandwidth with the largest cover and the scripts.
   */
  priority?: 'high' | 'low';
}

function img({ src, alt, width, height, srcset, sizes, priority = 'high' }: ShellImage): string {
  const candidates = srcset ? ` srcset="${escapeHtml(srcset)}" sizes="${escapeHtml(sizes ?? '100vw')}"` : '';
  return `<img src="${escapeHtml(src)}"${candidates} alt="${escapeHtml(alt)}" width="${width}" height="${height}" fetchpriority="${priority}">`;
}

const CARD = '<li><span class="shell-block shell-cover"></span><span class="shell-block shell-line"></span><span class="shell-block shell-line shell-line--short"></span></li>';

/** What index.html's placeholder says while it waits (kept in step with apps/web/index.html and shell-skeleton.tsx). */
function placeholder(className: string, body: string): string {
  return [
    `          <div class="container shell-skeleton${className}" role="status" aria-live="polite">`,
    '            <span class="visually-hidden">Loading…</span>',
    `            <div aria-hidden="true">${body}</div>`,
    '          </div>',
  ].join('\n');
}

/** Home: the first banner in the hero's slot (the carousel's first slide, apps/web hero-carousel.tsx), the book grid below. */
export function homeShell(hero: { imageUrl: string; altText: string }): string {
  const banner = img({ src: hero.imageUrl, alt: hero.altText, width: 1200, height: 600 });
  return placeholder(
    '',
    `<span class="shell-block shell-hero shell-media">${banner}</span><span class="shell-block shell-heading"></span><ul class="shell-grid">${CARD.repeat(4)}</ul>`,
  );
}

/** A book's page: the breadcrumb's line, the cover in the gallery's box (apps/web product-gallery.tsx), the facts' lines beside or below it. */
export function productShell(cover: { src: string; srcset?: string; name: string }): string {
  const image = img({ src: cover.src, srcset: cover.srcset, sizes: PAGE_COVER_SIZES, alt: cover.name, width: 300, height: 400 });
  const facts = '<span class="shell-block shell-line shell-line--short"></span><span class="shell-block shell-title"></span><span class="shell-block shell-line"></span><span class="shell-block shell-line shell-line--short"></span>';
  return placeholder(
    ' shell-product',
    `<span class="shell-block shell-crumbs"></span><div class="shell-product__detail"><span class="shell-block shell-gallery shell-media">${image}</span><div>${facts}</div></div>`,
  );
}

/** Shown by a card whose book has no cover (apps/web product-image.ts). */
const PLACEHOLDER_COVER = '/placeholder-book.svg';
const firstUrl = (urls: readonly string[] | undefined) => urls?.find((url) => url.trim() !== '');

/** How many cards the collections shell draws: the first two rows on a phone, the first row on a wide screen. */
export const SHELL_CARDS = 6;
/** The cards of the grid's first row at every width from 380 px (3 columns, up to 5): their covers are fetched first. */
export const SHELL_FIRST_ROW = 3;

/** A card's cover as the product card draws it (apps/web product-card.tsx, product-image.ts). */
export function shellCovers(books: readonly Pick<Product, 'image' | 'thumbnails' | 'imageVariants'>[]): { src: string; srcset?: string }[] {
  return books.map((book) => {
    const variants = book.imageVariants?.[0] ?? [];
    const srcset = variants.length >= 2 ? variants.map((variant) => `${variant.url} ${variant.width}w`).join(', ') : undefined;
    return { src: firstUrl(book.thumbnails) ?? firstUrl(book.image) ?? PLACEHOLDER_COVER, srcset };
  });
}

/**
 * The collections page: its title, toolbar (and from 960 px the category bar and sidebar) as lines, then
 * the first books' cards with their covers as the product card draws them (apps/web product-card.tsx).
 */
export function collectionsShell(books: readonly Pick<Product, 'name' | 'image' | 'thumbnails' | 'imageVariants'>[]): string {
  const shown = books.slice(0, SHELL_CARDS);
  const covers = shellCovers(shown);
  const cards = shown.map((book, i) => {
    const { src, srcset } = covers[i] as { src: string; srcset?: string };
    // the first row's covers all come early: one painted late leaves a card of React's the largest paint;
    // the next row's wait for them
    const cover = img({ src, srcset, sizes: CARD_COVER_SIZES, alt: book.name, width: 300, height: 400, priority: i < SHELL_FIRST_ROW ? 'high' : 'low' });
    return `<li><span class="shell-card"><span class="shell-block shell-cover shell-media">${cover}</span><span class="shell-block shell-line"></span><span class="shell-block shell-line shell-line--short"></span></span></li>`;
  });
  return placeholder(
    ' shell-collections',
    `<span class="shell-block shell-page-title"></span><span class="shell-block shell-categories"></span><div class="shell-collections__layout"><span class="shell-block shell-sidebar"></span><div><span class="shell-block shell-toolbar"></span><ul class="shell-grid">${cards.join('')}</ul></div></div>`,
  );
}
