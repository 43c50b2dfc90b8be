import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { STORE_NAME } from '@bookstore/contracts';

/** What a page makes of index.html: tags added to its <head>, its own title and description, its status. */
export interface PageHead {
  /** Tags added at the end of <head>, as HTML. */
  head?: string;
  /**
   * Tags put in <head> ahead of the built scripts, as HTML: the preload of the page's largest image, so the
   * browser asks for it before the scripts and it does not wait behind them for one of its few connections.
   */
  preload?: string;
  /** Tags added at the end of <body>, as HTML: what the shell's first paint need not wait for (inline data). */
  bodyEnd?: string;
  /** Replaces the built <title> (plain text; escaped here). */
  title?: string;
  /** Replaces the built meta description (plain text; escaped here). */
  description?: string;
  /** 200 unless said (404 for a book or route that does not exist). */
  status?: number;
  /** The store's name from its settings: replaces the compiled one in the body (the shell's header, noscript). */
  brand?: string;
  /** HTML that takes the place of the shell header's book icon (the shop's logo). */
  brandMark?: string;
  /**
   * HTML that takes the place of the shell's placeholder (the contents of index.html's `<main>`): the page's
   * largest element, painted from the HTML before any script (issue 12). Built escaped by its source.
   */
  shell?: string;
}

/** What one kind of page adds to index.html's <head>, as HTML ('' for nothing) or as a PageHead. */
export interface PageHeads {
  /** The cache key of a request's additions (say 'home', 'product:<id>'), or null when it adds none. */
  keyOf(urlPath: string, query: URLSearchParams): string | null;
  /** The additions for a key, built from the catalogue as it is now. */
  render(key: string): Promise<string | PageHead>;
}

export interface RenderedPage {
  html: string;
  br: Buffer;
  gzip: Buffer;
  status: number;
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** A value safe inside a double-quoted HTML attribute or as text. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => ESCAPES[char] as string);
}

/** How many page variants are kept; the oldest goes first past this (product pages are many). */
const MAX_ENTRIES = 500;

/**
 * index.html with each page's own <head> additions (the preload of its LCP image, its title,
 * description, social and structured data), built once per page key and catalogue version and kept ready-compressed.
 * A new catalogue version (any change a shopper sees, hero banners included) rebuilds on next request.
 */
export function createPageRenderer(template: string, heads: PageHeads, version: () => Promise<number | string>) {
  const plain: RenderedPage = compress(template, 200);
  const cache = new Map<string, { version: number | string; page: Promise<RenderedPage> }>();

  return async (urlPath: string, query: URLSearchParams = new URLSearchParams()): Promise<RenderedPage> => {
    const key = heads.keyOf(urlPath, query);
    if (key === null) return plain;
    const current = await version();
    const cached = cache.get(key);
    if (cached && cached.version === current) return cached.page;
    const page = heads.render(key).then((made) => {
      const parts = typeof made === 'string' ? { head: made } : made;
      const status = parts.status ?? 200;
      return parts.head || parts.preload || parts.bodyEnd || parts.title || parts.description || parts.brand || parts.brandMark || parts.shell ? compress(applyHead(template, parts), status) : status === 200 ? plain : { ...plain, status };
    });
    // a failed build is not kept: the next request tries again
    page.catch(() => cache.delete(key));
    cache.delete(key);
    cache.set(key, { version: current, page });
    if (cache.size > MAX_ENTRIES) cache.delete(cache.keys().next().value as string);
    return page;
  };
}

const TITLE = /<title>[\s\S]*?<\/title>/;
const DESCRIPTION = /<meta\s+name="description"\s+content="[^"]*"\s*\/?>/;
/** The shell header's book icon (index.html): the one svg of that class, holding no other svg. */
const SHELL_ICON = /<svg class="site-logo__icon"[^>]*>[\s\S]*?<\/svg>/;
/** The shell's placeholder: what index.html's one `<main>` holds. */
const SHELL_MAIN = /(<main id="main"[^>]*>)[\s\S]*?(<\/main>)/;
/** The built head's first script or module preload (the entry script Vite writes). */
const FIRST_SCRIPT = /<script\b|<link rel="modulepreload"/;

/** The head's tags with `tags` ahead of its first script (at its end when it has none). */
function beforeScripts(html: string, tags: string): string {
  const headEnd = html.indexOf('</head>');
  const match = FIRST_SCRIPT.exec(html);
  const at = match && match.index < headEnd ? match.index : headEnd;
  if (at < 0) return html;
  return `${html.slice(0, at)}${tags.trim()}\n    ${html.slice(at)}`;
}

/** The template with a page's title, description and tags (replacer functions: no `$&` in admin text is special). */
function applyHead(template: string, { head, preload, bodyEnd, title, description, brand, brandMark, shell }: PageHead): string {
  let html = template;
  if (brand !== undefined && brand !== STORE_NAME) {
    const bodyAt = html.indexOf('</head>');
    html = html.slice(0, bodyAt) + html.slice(bodyAt).replaceAll(escapeHtml(STORE_NAME), () => escapeHtml(brand));
  }
  if (brandMark !== undefined) html = html.replace(SHELL_ICON, () => brandMark);
  if (shell) html = html.replace(SHELL_MAIN, (_, open: string, close: string) => `${open}\n${shell}\n        ${close}`);
  if (title !== undefined) html = html.replace(TITLE, () => `<title>${escapeHtml(title)}</title>`);
  if (description !== undefined) html = html.replace(DESCRIPTION, () => `<meta name="description" content="${escapeHtml(description)}" />`);
  if (head) html = html.replace('</head>', () => `${head}\n  </head>`);
  if (preload) html = beforeScripts(html, preload);
  if (bodyEnd) {
    const at = html.lastIndexOf('</body>');
    if (at >= 0) html = `${html.slice(0, at)}${bodyEnd}\n  ${html.slice(at)}`;
  }
  return html;
}

function compress(html: string, status: number): RenderedPage {
  const bytes = Buffer.from(html);
  return {
    status,
    html,
    br: brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } }),
    gzip: gzipSync(bytes, { level: 9 }),
  };
}

/** Several sources of head additions as one: a page's key joins theirs, its additions follow in order. */
export function combineHeads(...sources: PageHeads[]): PageHeads {
  return {
    keyOf(urlPath, query) {
      const keys = sources.map((source) => source.keyOf(urlPath, query));
      return keys.every((key) => key === null) ? null : JSON.stringify(keys);
    },
    async render(key) {
      const keys = JSON.parse(key) as (string | null)[];
      const made = await Promise.all(sources.map((source, i) => (keys[i] == null ? '' : source.render(keys[i] as string))));
      const parts = made.map((part): PageHead => (typeof part === 'string' ? { head: part } : part));
      return {
        head: parts.map((part) => part.head).filter(Boolean).join('\n'),
        preload: parts.map((part) => part.preload).filter(Boolean).join('\n'),
        bodyEnd: parts.map((part) => part.bodyEnd).filter(Boolean).join('\n'),
        title: parts.find((part) => part.title !== undefined)?.title,
        description: parts.find((part) => part.description !== undefined)?.description,
        brand: parts.find((part) => part.brand !== undefined)?.brand,
        brandMark: parts.find((part) => part.brandMark !== undefined)?.brandMark,
        shell: parts.find((part) => part.shell)?.shell,
        status: Math.max(200, ...parts.map((part) => part.status ?? 200)),
      };
    },
  };
}
