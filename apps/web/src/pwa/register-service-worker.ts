/** The worker vite-plugin-pwa writes at the root of the build (build/pwa.ts); scope `/`: the whole store. */
export const SERVICE_WORKER_URL = '/sw.js';

/**
 * Registers the service worker where the browser has them. A failed registration (private mode, a blocked
 * worker) leaves the store working as a plain website, so it is logged rather than shown.
 */
export function registerServiceWorker(nav: Navigator): void {
  if (!('serviceWorker' in nav)) return;
  nav.serviceWorker.register(SERVICE_WORKER_URL, { scope: '/' }).catch((error: unknown) => {
    console.warn('The service worker could not be registered; the store works without offline pages.', error);
  });
}
