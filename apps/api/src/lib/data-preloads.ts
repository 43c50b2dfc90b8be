import { buildPath, catalogPaths, PAGE_SIZES, reviewsPaths } from '@bookstore/contracts';
import { escapeHtml, type PageHeads } from './page-head';

const PRODUCT_PATH = /^\/product\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\/?$/i;

/**
 * The API answers each storefront page asks for as it first renders, exactly as the web app asks (same
 * path and query string, in the same order): a preload is only reused by a request for the same URL.
 * e2e `first-paint.spec.ts` checks that each is fetched once per page load.
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

/**
 * `<link rel="preload" as="fetch">` for those answers, so the browser asks the API with the HTML instead of
 * after the entry script, the page's chunk and its first render (issue 12: the home page's data, and so
 * its largest paint, waited ~2 s for that chain on a phone). `use-credentials` matches the app's
 * `credentials: 'include'`; a preload made with another credentials mode would not be reused.
 * Only the pages' plain URLs: a filtered collections page asks for other lists.
 */
export function dataPreloads(): PageHeads {
  return {
    keyOf(urlPath, query) {
      if (urlPath === '/') return 'home';
      if (urlPath === '/collections') return [...query.keys()].length === 0 ? 'collections' : null;
      const id = PRODUCT_PATH.exec(urlPath)?.[1];
      return id === undefined ? null : `product:${id}`;
    },
    async render(key) {
      return firstDataUrls(key)
        .map((url) => `    <link rel="preload" as="fetch" crossorigin="use-credentials" href="${escapeHtml(url)}">`)
        .join('\n');
    },
  };
}
