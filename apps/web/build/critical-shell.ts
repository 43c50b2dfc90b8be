import { readFileSync } from 'node:fs';
import path from 'node:path';
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

/** The sheet with its `@import './file.css';` lines replaced by those files (relative to the importer), in place. */
export function inlineImports(file: string, seen: ReadonlySet<string> = new Set()): string {
  if (seen.has(file)) throw new Error(`critical CSS imports itself: ${[...seen, file].join(' -> ')}`);
  const within = new Set([...seen, file]);
  return readFileSync(file, 'utf8').replace(/@import\s+['"]([^'"]+)['"]\s*;/g, (_, imported: string) =>
    inlineImports(path.resolve(path.dirname(file), imported), within),
  );
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
        const critical = `<style>${compact(inlineImports(criticalCssFile))}</style>`;
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
