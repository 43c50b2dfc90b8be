import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** What one kind of page adds to index.html's <head>, as HTML; '' for nothing. */
export interface PageHeads {
  /** The cache key of a request path's additions (say 'home', 'product:<id>'), or null when it adds none. */
  keyOf(urlPath: string): string | null;
  /** The additions for a key, built from the catalogue as it is now. */
  render(key: string): Promise<string>;
}

export interface RenderedPage {
  html: string;
  br: Buffer;
  gzip: Buffer;
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** A value safe inside a double-quoted HTML attribute or as text. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => ESCAPES[char] as string);
}

/** How many page variants are kept; the oldest goes first past this (product pages are many). */
const MAX_ENTRIES = 500;

/**
 * index.html with each page's own <head> additions (a preload of its LCP image today; titles and
 * descriptions can follow), built once per page key and catalogue version and kept ready-compressed.
 * A new catalogue version (any change a shopper sees, hero banners included) rebuilds on next request.
 */
export function createPageRenderer(template: string, heads: PageHeads, version: () => Promise<number>) {
  const plain: RenderedPage = compress(template);
  const cache = new Map<string, { version: number; page: Promise<RenderedPage> }>();

  return async (urlPath: string): Promise<RenderedPage> => {
    const key = heads.keyOf(urlPath);
    if (key === null) return plain;
    const current = await version();
    const cached = cache.get(key);
    if (cached && cached.version === current) return cached.page;
    const page = heads.render(key).then((head) => (head ? compress(template.replace('</head>', `${head}\n  </head>`)) : plain));
    // a failed build is not kept: the next request tries again
    page.catch(() => cache.delete(key));
    cache.delete(key);
    cache.set(key, { version: current, page });
    if (cache.size > MAX_ENTRIES) cache.delete(cache.keys().next().value as string);
    return page;
  };
}

function compress(html: string): RenderedPage {
  const bytes = Buffer.from(html);
  return {
    html,
    br: brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } }),
    gzip: gzipSync(bytes, { level: 9 }),
  };
}

/** Several sources of head additions as one: a page's key joins theirs, its additions follow in order. */
export function combineHeads(...sources: PageHeads[]): PageHeads {
  return {
    keyOf(urlPath) {
      const keys = sources.map((source) => source.keyOf(urlPath));
      return keys.every((key) => key === null) ? null : JSON.stringify(keys);
    },
    async render(key) {
      const keys = JSON.parse(key) as (string | null)[];
      const parts = await Promise.all(sources.map((source, i) => (keys[i] == null ? '' : source.render(keys[i] as string))));
      return parts.filter(Boolean).join('\n');
    },
  };
}
