import { CARD_COVER_SIZES, catalogPaths, PAGE_COVER_SIZES, type Product } from '@bookstore/contracts';
import { firstDataUrls, type AnswerOf } from '../../lib/data-preloads';
import type { Db } from '../../db/client';
import { escapeHtml, type PageHead, type PageHeads } from '../../lib/page-head';
import { createCatalogRepository, isProductId } from './catalog.repository';
import { toProduct } from './product-mapper';
import { collectionsShell, homeShell, productShell, shellCovers, SHELL_FIRST_ROW } from './shell-lcp';

const PRODUCT_PATH = /^\/product\/([^/]+)\/?$/;

const imagePreload = (href: string, srcset?: string, sizes = PAGE_COVER_SIZES) =>
  srcset
    ? `    <link rel="preload" as="image" href="${escapeHtml(href)}" imagesrcset="${escapeHtml(srcset)}" imagesizes="${escapeHtml(sizes)}" fetchpriority="high">`
    : `    <link rel="preload" as="image" href="${escapeHtml(href)}" fetchpriority="high">`;

/**
 * The storefront pages' own <head> additions: the preload of each page's largest paint, so the browser
 * fetches it with the HTML instead of after the scripts have run and asked the API. Home: the first
 * active hero banner. A book's page: its first cover, with the copies and slot widths the page's <img>
 * gives (the same `sizes`, so the browser picks the same copy and fetches it once). Each also draws that
 * image in the shell's placeholder, so it paints from the HTML (shell-lcp.ts); the plain collections page,
 * its first books' covers (the first row's preloaded). The preloads go ahead of the scripts in <head>.
 */
export function catalogPageHeads(db: Db, answerOf: AnswerOf = async () => undefined): PageHeads {
  const repository = createCatalogRepository(db);

  /** The plain collections page: its first books' cards, from the very answer the page carries inline (data-preloads.ts). */
  async function collectionsCards(): Promise<PageHead | string> {
    const url = firstDataUrls('collections').find((u) => u.startsWith(`${catalogPaths.listProducts.path}?`));
    const answer = url === undefined ? undefined : ((await answerOf(url)) as { products?: Product[] } | undefined);
    const books = answer?.products ?? [];
    if (books.length === 0) return '';
    const firstRow = shellCovers(books.slice(0, SHELL_FIRST_ROW)).map((cover) => imagePreload(cover.src, cover.srcset, CARD_COVER_SIZES));
    return { preload: firstRow.join('\n'), shell: collectionsShell(books) };
  }

  async function productCover(id: string): Promise<PageHead | string> {
    const row = await repository.findProduct(id);
    if (!row) return '';
    const product = toProduct(row);
    const index = product.image.findIndex((url) => url.trim() !== '');
    const cover = product.image[index];
    if (cover === undefined) return '';
    const variants = product.imageVariants?.[index] ?? [];
    const srcset = variants.length >= 2 ? variants.map((variant) => `${variant.url} ${variant.width}w`).join(', ') : undefined;
    return { preload: imagePreload(cover, srcset), shell: productShell({ src: cover, srcset, name: product.name }) };
  }

  return {
    keyOf(urlPath, query) {
      if (urlPath === '/') return 'home';
      if (urlPath === '/collections') return [...query.keys()].length === 0 ? 'collections' : null;
      const id = PRODUCT_PATH.exec(urlPath)?.[1];
      return id !== undefined && isProductId(id) ? `product:${id}` : null;
    },
    async render(key) {
      if (key.startsWith('product:')) return productCover(key.slice('product:'.length));
      if (key === 'collections') return collectionsCards();
      if (key !== 'home') return '';
      const [hero] = await repository.listHeroImages();
      return hero ? { preload: imagePreload(hero.imageUrl), shell: homeShell(hero) } : '';
    },
  };
}
