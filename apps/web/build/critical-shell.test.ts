import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inlineImports } from './critical-shell';

const styles = path.resolve(__dirname, '../src/styles');

function sheets(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'critical-'));
  for (const [name, css] of Object.entries(files)) writeFileSync(path.join(dir, name), css);
  return dir;
}

describe('inlineImports', () => {
  it('when the critical sheet is inlined, then it holds the token, base and header files the full sheet imports, and no @import', () => {
    const inlined = inlineImports(path.join(styles, 'critical.css'));
    expect(inlined).not.toContain('@import');
    expect(inlined).toContain(inlineImports(path.join(styles, 'tokens.css')));
    expect(inlined).toContain(inlineImports(path.join(styles, 'shell-base.css')));
    expect(inlined).toContain(inlineImports(path.resolve(styles, '../app/routes/layout/header-shell.css')));
    expect(inlined).toContain('.shell-grid');
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
