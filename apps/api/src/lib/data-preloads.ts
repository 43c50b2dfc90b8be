import { buildPath, catalogPaths, INLINE_ANSWERS_ID, PAGE_SIZES, reviewsPaths } from '@bookstore/contracts';
import { scriptSafeJson } from './script-json';
import { escapeHtml, type PageHead, type PageHeads } from './page-head';

const PRODUCT_PATH = /^\/product\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\/?$/i;

/**
 * The API answers each storefront page asks for as it first renders, exactly as the web app asks (same
 * path and query string, in the same order): the app finds an inline answer, and the browser reuses a
 * preload, only for the same URL. e2e `first-paint.spec.ts` checks that none is fetched twice.
 */
export function firstDataUrls(key: string): string[] {
  if (key === 'home') {
    return [
      catalogPaths.listHeroImages.path,
      `${catalogPaths.listProducts.path}?limit=${PAGE_SIZES.homeLatest}`,
      `${catalogPaths.listProducts.path}?bestseller=true&limit=${PAGE_SIZES.homeBestsellers}`,
    ];
  }
  if (key === 'collections') return [catalogPaths.productFacets.path, `${catalogPaths.listProducts.path}?limit=${PAGE_SIZES.collections}`];
  if (key.startsWith('product:')) {
    const productId = key.slice('product:'.length);
    return [
      buildPath(catalogPaths.getProduct.path, { productId }),
      `${buildPath(reviewsPaths.listForProduct.path, { productId })}?page=1&limit=${PAGE_SIZES.reviewsSection}`,
    ];
  }
  return [];
}

/** What GET `url` answers an anonymous visitor, if the answer is tied to the catalogue version the page is built at; else undefined. */
export type AnswerOf = (url: string) => Promise<unknown>;

/**
 * The first answers of a page, in the page itself. Catalogue answers (`answerOf`: the same for every visitor
 * and rebuilt with the page at each catalogue version) go inline as JSON the app seeds its query cache from,
 * so its first render already shows the books: no skeleton pass, no render per arriving answer, no API
 * round trip before the largest paint (issue 12). Any other (a book's reviews, which change without a new
 * catalogue version) gets `<link rel="preload" as="fetch">`, so the browser asks with the HTML instead of
 * after the scripts; `use-credentials` matches the app's `credentials: 'include'`, or the preload is not reused.
 * Only the pages' plain URLs: a filtered collections page asks for other lists.
 */
export function dataPreloads(answerOf: AnswerOf = async () => undefined): PageHeads {
  return {
    keyOf(urlPath, query) {
      if (urlPath === '/') return 'home';
      if (urlPath === '/collections') return [...query.keys()].length === 0 ? 'collections' : null;
      const id = PRODUCT_PATH.exec(urlPath)?.[1];
      return id === undefined ? null : `product:${id}`;
    },
    async render(key): Promise<PageHead> {
      const urls = firstDataUrls(key);
      const answers = await Promise.all(urls.map((url) => answerOf(url)));
      const inline: Record<string, unknown> = {};
      const tags: string[] = [];
      urls.forEach((url, i) => {
        if (answers[i] === undefined) tags.push(`    <link rel="preload" as="fetch" crossorigin="use-credentials" href="${escapeHtml(url)}">`);
        else inline[url] = answers[i];
      });
      // at the end of <body>: the app reads it only once the document is parsed, and the shell paints without waiting for its bytes
      const bodyEnd = Object.keys(inline).length > 0 ? `    <script type="application/json" id="${INLINE_ANSWERS_ID}">${scriptSafeJson(inline)}</script>` : undefined;
      return { head: tags.join('\n'), bodyEnd };
    },
  };
}
