import type * as Contracts from '@bookstore/contracts';
import react from '@vitejs/plugin-react';
import { defineConfig, runnerImport, type Plugin } from 'vite';
import { criticalShell } from './build/critical-shell.ts';
import { firstLoadGuard } from './build/first-load-guard.ts';
import { precompress } from './build/precompress.ts';
import { installableApp } from './build/pwa.ts';

/** Where the API listens in development (`pnpm dev` starts it on :3000; docker compose sets API_PROXY_TARGET). */
const API_TARGET = process.env.API_PROXY_TARGET ?? 'http://localhost:3000';

/** The store's name lives once, in the contracts, whose TypeScript Vite's module runner loads. */
async function loadStoreName(): Promise<string> {
  const { module } = await runnerImport<typeof Contracts>('@bookstore/contracts', { configFile: false, logLevel: 'error' });
  return module.STORE_NAME;
}

/** index.html says `%STORE_NAME%` (link previews read the static title). */
function storeNameInHtml(storeName: string): Plugin {
  return {
    name: 'store-name-in-html',
    transformIndexHtml: (html) => html.replaceAll('%STORE_NAME%', storeName),
  };
}

const fromHere = (path: string) => decodeURIComponent(new URL(path, import.meta.url).pathname);

export default defineConfig(async ({ command }) => {
  const storeName = await loadStoreName();
  return {
    plugins: [
      react(),
      storeNameInHtml(storeName),
      // the shell in index.html paints with this sheet inlined; the rest of the CSS does not block it
      criticalShell(fromHere('./src/styles/critical.css')),
      // shoppers' pages call the contracts' zod-free `*Paths`; schemas, forms and the back office load with their routes
      // and the first load (entry, its static imports, their CSS) stays within 100 kB brotli (issue 12)
      firstLoadGuard({
        forbidden: [/[\\/]node_modules[\\/].*[\\/](zod|react-hook-form|@hookform)[\\/]/, /[\\/]src[\\/]features[\\/]admin[\\/]/],
        budgetBytes: 100_000,
      }),
      // the web app manifest and the service worker (sw.js)
      installableApp(storeName, fromHere('./dist')),
      // brotli and gzip copies of every text asset, served as they are by the API (lib/static.ts)
      precompress(),
    ],
    resolve: {
      alias: [
        { find: /^@\//, replacement: fromHere('./src/') },
        // react-router's package exports only its development build (dev warnings on, checked on every
        // render); the shipped app takes the production build it publishes beside it
        ...(command === 'build' ? [{ find: /^react-router$/, replacement: fromHere('./node_modules/react-router/dist/production/index.mjs') }] : []),
      ],
    },
    // `vite preview` reuses this proxy. It keeps the browser's Host header, so the API sees the page's own
    // origin and accepts its writes (the API refuses writes from other origins, see ADR 0005).
    server: {
      port: 5173,
      proxy: {
        '/api': { target: API_TARGET },
        '/uploads': { target: API_TARGET },
      },
    },
    build: {
      outDir: 'dist',
      emptyOutDir: true,
      sourcemap: true,
      // the API reads it to preload a page's own chunks with its HTML (apps/api/src/lib/route-preloads.ts)
      manifest: true,
      // every browser the store serves preloads modules natively
      modulePreload: { polyfill: false },
      // Every page is a lazy route chunk. The entry holds React DOM, the router, the query client and the
      // shell: ~345 kB minified, ~94 kB brotli in two chunks; the first-load guard holds the budget that matters.
      chunkSizeWarningLimit: 320,
      rolldownOptions: {
        output: {
          // React DOM (CommonJS) in a chunk of its own that the entry imports statically (so the served HTML
          // preloads it and the first-load guard counts it), while its modules stay unevaluated until main.tsx's
          // import() asks for them in a later task; the default split put it in three chunks, ~1.5 kB brotli more.
          // Every other module of the first load goes in the entry's chunk: by default the modules the lazy pages
          // share with it (JSX runtime, query client, API client, constants, local storage) became four chunks of
          // their own, four more requests on a phone's first load before the largest image paints (issue 12)
          codeSplitting: {
            groups: [
              { name: 'react-dom', test: /[\\/]node_modules[\\/].*[\\/](react-dom|scheduler)[\\/]/ },
              { name: 'index', tags: ['$initial' as const] },
            ],
          },
        },
      },
    },
  };
});
