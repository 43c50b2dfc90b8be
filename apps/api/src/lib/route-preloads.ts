import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { escapeHtml, type PageHeads } from './page-head';

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}

export interface RouteModule {
  key: string;
  matches: (urlPath: string) => boolean;
  /** The page's module as the web build's manifest names it (apps/web/src/app/router.tsx lazy-loads it). */
  module: string;
}

/** The shopper's busiest pages and their lazy chunks; a page missing here simply gets no preload. */
export const STOREFRONT_ROUTES: RouteModule[] = [
  { key: 'home', matches: (p) => p === '/', module: 'src/app/routes/home-page.tsx' },
  { key: 'collections', matches: (p) => p === '/collections', module: 'src/app/routes/collections-page.tsx' },
  { key: 'product', matches: (p) => /^\/product\/[^/]+\/?$/.test(p), module: 'src/app/routes/product-page.tsx' },
];

/** Every chunk reachable through static imports from `start`, itself included. */
function reachable(manifest: Record<string, ManifestChunk>, start: string): Set<string> {
  const seen = new Set<string>();
  const queue = [start];
  while (queue.length > 0) {
    const key = queue.pop() as string;
    if (seen.has(key) || !manifest[key]) continue;
    seen.add(key);
    queue.push(...(manifest[key].imports ?? []));
  }
  return seen;
}

/**
 * Preloads a page's own route chunk (and the chunks and CSS it needs beyond the entry) with the HTML,
 * instead of after the entry has run and asked for it: one round trip less before the page renders.
 * Reads the web build's manifest (dist/.vite/manifest.json); without one, nothing is added.
 */
export function routePreloads(distDir: string, routes: RouteModule[] = STOREFRONT_ROUTES): PageHeads {
  const manifestFile = path.join(distDir, '.vite', 'manifest.json');
  const manifest: Record<string, ManifestChunk> = existsSync(manifestFile) ? JSON.parse(readFileSync(manifestFile, 'utf8')) : {};
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  const inEntry = entryKey ? reachable(manifest, entryKey) : new Set<string>();
  const known = routes.filter((route) => manifest[route.module]);
  return {
    keyOf: (urlPath) => known.find((route) => route.matches(urlPath))?.key ?? null,
    async render(key) {
      const route = known.find((r) => r.key === key);
      if (!route) return '';
      const chunks = [...reachable(manifest, route.module)].filter((k) => !inEntry.has(k)).map((k) => manifest[k] as ManifestChunk);
      const scripts = chunks.map((chunk) => `    <link rel="modulepreload" crossorigin href="/${escapeHtml(chunk.file)}">`);
      const styles = [...new Set(chunks.flatMap((chunk) => chunk.css ?? []))].map((file) => `    <link rel="preload" as="style" crossorigin href="/${escapeHtml(file)}">`);
      return [...scripts, ...styles].join('\n');
    },
  };
}
