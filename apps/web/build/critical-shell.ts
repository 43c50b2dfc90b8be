import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

/** Comments and runs of whitespace out: the sheet goes into every HTML answer. */
function compact(css: string): string {
  return css
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\s+/g, ' ')
    .replace(/\s*([{};:,>])\s*/g, '$1')
    .replace(/;}/g, '}')
    .trim();
}

/**
 * The first HTML paints the shell (header, search box, a skeleton grid) before any script runs: the
 * critical sheet goes inline into <head>, and the built stylesheets move to the end of <body>, where
 * they no longer hold back the paint of the shell above them (the module scripts still wait for them).
 */
export function criticalShell(criticalCssFile: string): Plugin {
  return {
    name: 'critical-shell',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const critical = `<style>${compact(readFileSync(criticalCssFile, 'utf8'))}</style>`;
        const sheets: string[] = [];
        const withoutSheets = html.replace(/\s*<link rel="stylesheet"[^>]*>/g, (tag) => {
          sheets.push(tag.trim());
          return '';
        });
        return withoutSheets
          .replace('</head>', `    ${critical}\n  </head>`)
          .replace('</body>', `    ${sheets.join('\n    ')}\n  </body>`);
      },
    },
  };
}
