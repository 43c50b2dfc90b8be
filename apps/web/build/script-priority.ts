import type { Plugin } from 'vite';

/** The built entry script and its module preloads, as Vite writes them into index.html. */
const MODULE_TAG = /<(script type="module"|link rel="modulepreload")(?![^>]*\bfetchpriority=)/g;

/** `fetchpriority="low"` on every module script and module preload of the page (one already set is kept). */
export function lowPriorityModules(html: string): string {
  return html.replace(MODULE_TAG, (_, tag: string) => `<${tag} fetchpriority="low"`);
}

/**
 * The first paint needs none of the page's scripts (issue 12): the shell and its largest image paint from the
 * HTML and its inline sheet, and module scripts never block the parser. At their default (high) priority the
 * scripts still competed with the largest image for a phone's few connections and its bandwidth, and
 * Lighthouse's simulated load, which counts every high-priority script that ended before the observed first
 * paint as render-blocking, put the first paint behind ~100 kB of code. Low priority says what is true: the
 * image and the paint first, the code next. The API's page preloads (route-preloads.ts) say the same.
 */
export function scriptsAfterFirstPaint(): Plugin {
  return {
    name: 'scripts-after-first-paint',
    apply: 'build',
    transformIndexHtml: { order: 'post', handler: lowPriorityModules },
  };
}
