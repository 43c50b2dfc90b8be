import { readFileSync } from 'node:fs';
import path from 'node:path';
import { VitePWA } from 'vite-plugin-pwa';
import type { Manifest } from 'vite';

/** The design tokens' primary colour (src/styles/global.css `--color-primary`): the phone's status bar and splash. */
export const THEME_COLOUR = '#7a3e1d';
const BACKGROUND = '#fbf7f1';

/**
 * The URL the app shell is precached under. Not `/index.html` (the server answers that path with its 404
 * page) and not `/` (a precached `/` would answer every visit to the home page from the cache, stale while
 * the network is up): the home page's HTML under a query the server ignores, used only when offline.
 */
export const SHELL_URL = '/?app-shell';

/**
 * What the app shell is: the entry chunk, the chunks and CSS it imports statically (the first load), and
 * the lazy chunk that registers the worker and shows the offline notice. Page chunks are cached as they are
 * used (runtime cache), so an update does not download every page of the store.
 */
function shellFiles(outDir: string): Set<string> {
  const manifest = JSON.parse(readFileSync(path.join(outDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    chunk.css?.forEach((css) => files.add(css));
    chunk.imports?.forEach(visit);
  };
  visit('index.html');
  visit('src/pwa/index.ts');
  return files;
}

/**
 * The web app manifest and a Workbox service worker (generateSW). What it caches, and what it never caches,
 * is listed in the README ("The installable app").
 */
export function installableApp(storeName: string, outDir: string) {
  return VitePWA({
    // the app registers the worker itself, after the load event, from a lazy chunk (src/pwa)
    injectRegister: false,
    // the icons are fetched when the app is installed; only the 192px one (notifications, the shell) is precached
    includeManifestIcons: false,
    registerType: 'autoUpdate',
    filename: 'sw.js',
    manifestFilename: 'manifest.webmanifest',
    manifest: {
      id: '/',
      name: storeName,
      short_name: storeName,
      description: `${storeName}: Urdu and English books, new and used, delivered across Pakistan.`,
      lang: 'en-PK',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      orientation: 'portrait',
      theme_color: THEME_COLOUR,
      background_color: BACKGROUND,
      categories: ['books', 'shopping'],
      icons: [
        { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
        { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
    },
    workbox: {
      globPatterns: ['**/*.{js,css,html}', 'icons/icon-192.png', 'favicon.svg'],
      manifestTransforms: [
        (entries) => {
          const shell = shellFiles(outDir);
          const kept = entries.flatMap((entry) => {
            if (entry.url === 'index.html') return [{ ...entry, url: SHELL_URL }];
            if (entry.url.endsWith('.js') || entry.url.endsWith('.css')) return shell.has(entry.url) ? [entry] : [];
            return [entry];
          });
          return { manifest: kept, warnings: [] };
        },
      ],
      // a request for `/` must reach the network first (see SHELL_URL); no navigateFallback for the same reason
      directoryIndex: null,
      navigateFallback: null,
      ignoreURLParametersMatching: [/^utm_/, /^fbclid$/],
      cleanupOutdatedCaches: true,
      clientsClaim: true,
      skipWaiting: true,
      sourcemap: false,
      runtimeCaching: [
        {
          // the catalogue and info pages: the network while it answers, the copy last seen when it does not
          urlPattern: ({ request, url }) =>
            request.mode === 'navigate' && /^\/(?:collections\/?|product\/[^/]+\/?|about|contact|delivery|privacy-policy)?$/.test(url.pathname),
          handler: 'NetworkFirst',
          options: {
            cacheName: 'pages',
            networkTimeoutSeconds: 6,
            expiration: { maxEntries: 30, maxAgeSeconds: 7 * 24 * 60 * 60 },
            cacheableResponse: { statuses: [200] },
            // a page never opened before, offline: the app shell, whose router shows it (and the offline notice)
            plugins: [{ handlerDidError: async () => (await caches.match('/?app-shell', { ignoreSearch: true })) ?? undefined }],
          },
        },
        {
          // the shopper's own pages hold nothing in their HTML, but are never stored: offline they get the shell
          urlPattern: ({ request, url }) => request.mode === 'navigate' && !/^\/admin(?:\/|$)/.test(url.pathname),
          handler: 'NetworkOnly',
          options: {
            plugins: [{ handlerDidError: async () => (await caches.match('/?app-shell', { ignoreSearch: true })) ?? undefined }],
          },
        },
        {
          // public catalogue answers only (an allow-list): the same for every shopper, signed in or not
          urlPattern: ({ url, sameOrigin }) =>
            sameOrigin && /^\/api\/(?:products\/(?:get|facets|[^/]+(?:\/related)?)|hero\/|store\/settings)$/.test(url.pathname),
          handler: 'NetworkFirst',
          method: 'GET',
          options: {
            cacheName: 'catalogue-api',
            expiration: { maxEntries: 80, maxAgeSeconds: 7 * 24 * 60 * 60 },
            cacheableResponse: { statuses: [200] },
          },
        },
        {
          // page chunks, their CSS and fonts: content-hashed names, never changed once built
          urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/assets/'),
          handler: 'CacheFirst',
          options: {
            cacheName: 'assets',
            expiration: { maxEntries: 80, maxAgeSeconds: 30 * 24 * 60 * 60 },
            cacheableResponse: { statuses: [200] },
          },
        },
        {
          // covers and hero banners (public uploads; profile pictures are not), and the build's own pictures
          urlPattern: ({ url, sameOrigin, request }) =>
            sameOrigin && request.destination === 'image' && /^\/(?:uploads\/(?:covers|hero)\/|[^/]+\.(?:svg|png|webp|jpe?g)$)/.test(url.pathname),
          handler: 'StaleWhileRevalidate',
          options: {
            cacheName: 'images',
            expiration: { maxEntries: 120, maxAgeSeconds: 30 * 24 * 60 * 60, purgeOnQuotaError: true },
            cacheableResponse: { statuses: [200] },
          },
        },
      ],
    },
  });
}
