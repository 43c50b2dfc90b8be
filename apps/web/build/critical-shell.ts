import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin, Rollup } from 'vite';

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

const STYLESHEET = /\s*<link rel="stylesheet"[^>]*\bhref="\/?([^"]+)"[^>]*>/g;

/** A built stylesheet's text, from the bundle Vite is writing. */
function builtSheet(bundle: Rollup.OutputBundle | undefined, fileName: string): string {
  const asset = bundle?.[fileName];
  if (asset?.type !== 'asset') throw new Error(`critical-shell: index.html links ${fileName}, which the build did not make`);
  return typeof asset.source === 'string' ? asset.source : Buffer.from(asset.source).toString('utf8');
}

/**
 * The first HTML paints the shell (header, search box, a skeleton grid) before any script runs, styled once
 * (issue 12): the shell's own placeholder rules and the entry's built stylesheet go inline at the start of
 * <body>, in place of the stylesheet links. With the links at the end of <body>, the shell painted with part
 * of the rules and was styled and laid out a second time when the full sheet arrived. In <body>, not <head>:
 * the pages' own sheets, which Vite appends to <head>, still come before the entry's in the cascade, as they
 * did with the link at the end of <body>, so the entry's rules keep winning ties. The built file stays in the
 * build (the first-load guard counts it) but the page no longer asks for it.
 */
export function criticalShell(shellCssFile: string): Plugin {
  return {
    name: 'critical-shell',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const sheets: string[] = [];
        const withoutSheets = html.replace(STYLESHEET, (_, fileName: string) => {
          sheets.push(builtSheet(context.bundle, fileName));
          return '';
        });
        const styles = `<style>${compact(inlineImports(shellCssFile))}${sheets.join('')}</style>`;
        return withoutSheets.replace(/<body[^>]*>/, (body) => `${body}\n    ${styles}`);
      },
    },
  };
}
