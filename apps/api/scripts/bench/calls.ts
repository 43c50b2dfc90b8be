import { catalogPaths } from '@bookstore/contracts';

/**
 * The calls `pnpm bench` puts under load, as a shopper's browser makes them (compression accepted). The
 * common word matches about one book in six of the generated catalogue ('novel' is in the description
 * of every novel and its editions); the rare word a few hundred; the Urdu word the Ghalib books.
 */
export interface LoadCall {
  name: string;
  /** What the call is, for the report. */
  label: string;
  /** One path, or several sent in turn (suggestions typed by many shoppers). */
  paths: string[];
  /** Extra request headers (the home page asks for HTML). */
  headers?: Record<string, string>;
}

export const COMMON_WORD = 'novel';
export const RARE_WORD = 'anatomy';
export const URDU_WORD = 'غالب';
export const DEEP_PAGE = 2000;

const withQuery = (path: string, params: Record<string, string | number>) =>
  `${path}?${new URLSearchParams(Object.entries(params).map(([k, v]): [string, string] => [k, String(v)])).toString()}`;
const list = (params: Record<string, string | number>) => withQuery(catalogPaths.listProducts.path, params);

/** What shoppers type into the header box before pausing: prefixes, a typo, Urdu. */
const SUGGESTION_TERMS = ['gh', 'ghal', 'galib', 'iqbal', 'anat', 'physics', 'pride', 'اردو'];

export const CALL_NAMES = ['list', 'deep', 'search-common', 'search-rare', 'search-urdu', 'suggest', 'product', 'home', 'checkout'] as const;

/** `cache: false` (`--no-cache`): the store answers without its catalogue cache, and the rows say so. */
export function loadCalls(productId: string, { cache = true } = {}): LoadCall[] {
  const calls: LoadCall[] = [
    { name: 'list', label: 'list, page 1', paths: [list({ page: 1, limit: 20 })] },
    { name: 'deep', label: `list, page ${DEEP_PAGE}`, paths: [list({ page: DEEP_PAGE, limit: 20 })] },
    { name: 'search-common', label: `search a common word ("${COMMON_WORD}")`, paths: [list({ search: COMMON_WORD, limit: 20 })] },
    { name: 'search-rare', label: `search a rare word ("${RARE_WORD}")`, paths: [list({ search: RARE_WORD, limit: 20 })] },
    { name: 'search-urdu', label: `search Urdu ("${URDU_WORD}")`, paths: [list({ search: URDU_WORD, limit: 20 })] },
    { name: 'suggest', label: `suggestions (${SUGGESTION_TERMS.length} typed texts, 5 books each)`, paths: SUGGESTION_TERMS.map((search) => withQuery(catalogPaths.productSuggestions.path, { search })) },
    { name: 'product', label: 'product by id', paths: [`/api/products/${productId}`] },
    { name: 'home', label: '`GET /` (html)', paths: ['/'], headers: { accept: 'text/html,application/xhtml+xml' } },
  ];
  // the home page is HTML, never from the catalogue cache
  return cache ? calls : calls.map((call) => (call.name === 'home' ? call : { ...call, label: `${call.label}, uncached` }));
}
