import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { IndexHtmlTransformContext, IndexHtmlTransformHook, Rollup } from 'vite';
import { criticalShell, inlineImports } from './critical-shell';

const styles = path.resolve(__dirname, '../src/styles');

function sheets(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'critical-'));
  for (const [name, css] of Object.entries(files)) writeFileSync(path.join(dir, name), css);
  return dir;
}

describe('inlineImports', () => {
  it("when the shell's sheet is inlined, then it holds the placeholder's rules and none of the entry sheet's own files", () => {
    const inlined = inlineImports(path.join(styles, 'critical.css'));
    expect(inlined).not.toContain('@import');
    expect(inlined).toContain('.shell-grid');
    expect(inlined).not.toContain('--color-primary:');
    expect(inlined).not.toContain('.site-header');
  });

  it('when a sheet imports another, then the import is replaced in place by that file, nested imports too', () => {
    const dir = sheets({ 'a.css': "a{}\n@import './b.css';\nz{}", 'b.css': "@import \"c.css\";b{}", 'c.css': 'c{}' });
    expect(inlineImports(path.join(dir, 'a.css'))).toBe('a{}\nc{}b{}\nz{}');
  });

  it('when sheets import each other in a ring, then inlining fails instead of looping', () => {
    const dir = sheets({ 'a.css': "@import './b.css';", 'b.css': "@import './a.css';" });
    expect(() => inlineImports(path.join(dir, 'a.css'))).toThrow('critical CSS imports itself');
  });

  it('when an imported sheet is missing, then inlining fails (the build stops) instead of dropping it', () => {
    const dir = sheets({ 'a.css': "@import './gone.css';" });
    expect(() => inlineImports(path.join(dir, 'a.css'))).toThrow(/ENOENT/);
  });
});

/** What the plugin makes of index.html, given the bundle Vite is writing. */
function transform(html: string, bundle: Record<string, { type: 'asset'; source: string }>): string {
  const hook = criticalShell(path.join(styles, 'critical.css')).transformIndexHtml as { handler: IndexHtmlTransformHook };
  const context = { path: '/index.html', filename: 'index.html', bundle: bundle as unknown as Rollup.OutputBundle } as IndexHtmlTransformContext;
  return hook.handler.call({} as never, html, context) as string;
}

describe('criticalShell', () => {
  const built = '<html><head><title>t</title>\n    <link rel="stylesheet" crossorigin href="/assets/index-1.css">\n  </head><body><div id="root"></div></body></html>';

  it("when index.html links the entry's built stylesheet, then the page carries that sheet inline ahead of the shell, after the shell's rules and after <head> (where the pages' own sheets go), and links no stylesheet", () => {
    const html = transform(built, { 'assets/index-1.css': { type: 'asset', source: ':root{--color-bg:#fbf7f0}.site-header{top:0}' } });
    expect(html).not.toContain('rel="stylesheet"');
    const body = html.slice(html.indexOf('<body>'), html.indexOf('<div id="root">'));
    const style = /<style>([\s\S]*)<\/style>/.exec(body)?.[1] ?? '';
    expect(style.indexOf('.shell-grid')).toBeGreaterThanOrEqual(0);
    expect(style.endsWith(':root{--color-bg:#fbf7f0}.site-header{top:0}')).toBe(true);
    expect(html.match(/<style>/g)).toHaveLength(1);
  });

  it('when index.html links a stylesheet the build did not make, then the build fails instead of serving a page without it', () => {
    expect(() => transform(built, {})).toThrow('index-1.css');
  });
});
