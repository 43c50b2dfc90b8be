import type { Rollup } from 'vite';
import { firstLoadOf, firstLoadProblems } from './first-load-guard';

function chunk(fileName: string, code: string, extra: Partial<Rollup.OutputChunk> & { css?: string[] } = {}) {
  const { css = [], ...rest } = extra;
  return {
    type: 'chunk',
    fileName,
    code,
    isEntry: false,
    imports: [],
    dynamicImports: [],
    moduleIds: [],
    viteMetadata: { importedCss: new Set(css), importedAssets: new Set() },
    ...rest,
  } as unknown as Rollup.OutputChunk;
}

function asset(fileName: string, source: string) {
  return { type: 'asset', fileName, source } as unknown as Rollup.OutputAsset;
}

/** Text that brotli cannot shrink much: its compressed size is close to its length. */
function noise(bytes: number, seed = 1): string {
  let state = seed;
  let text = '';
  while (text.length < bytes) {
    state = (state * 1103515245 + 12345) % 2147483648;
    text += String.fromCharCode(33 + (state % 90));
  }
  return text;
}

function bundleOf(...outputs: (Rollup.OutputChunk | Rollup.OutputAsset)[]): Rollup.OutputBundle {
  return Object.fromEntries(outputs.map((output) => [output.fileName, output]));
}

const rules = { forbidden: [/[\\/]zod[\\/]/], budgetBytes: 10_000 };

describe('first-load guard', () => {
  it('when the entry, its static imports and their CSS fit the budget, then the build passes and all three are counted', () => {
    const bundle = bundleOf(
      chunk('assets/index.js', noise(3000, 1), { isEntry: true, imports: ['assets/react.js'], css: ['assets/index.css'] }),
      chunk('assets/react.js', noise(3000, 2)),
      asset('assets/index.css', noise(2000, 3)),
    );
    const load = firstLoadOf(bundle);
    expect(load.files.map((file) => file.fileName).sort()).toEqual(['assets/index.css', 'assets/index.js', 'assets/react.js']);
    expect(load.brotliBytes).toBeGreaterThan(5000);
    expect(firstLoadProblems(load, rules)).toEqual([]);
  });

  it('when a static import pushes the first load past the budget, then the build fails naming the largest file', () => {
    const bundle = bundleOf(
      chunk('assets/index.js', noise(3000, 1), { isEntry: true, imports: ['assets/big.js'] }),
      chunk('assets/big.js', noise(14_000, 2)),
    );
    const problems = firstLoadProblems(firstLoadOf(bundle), rules);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/over its budget of 10000/);
    expect(problems[0]).toMatch(/assets\/big\.js/);
  });

  it('when the heavy code sits in a lazy route chunk, then it does not count against the first load', () => {
    const bundle = bundleOf(
      chunk('assets/index.js', noise(3000, 1), { isEntry: true, dynamicImports: ['assets/admin.js'] }),
      chunk('assets/admin.js', noise(50_000, 2), { moduleIds: ['/node_modules/zod/index.js'] }),
    );
    const load = firstLoadOf(bundle);
    expect(load.files.map((file) => file.fileName)).toEqual(['assets/index.js']);
    expect(firstLoadProblems(load, rules)).toEqual([]);
  });

  it('when a forbidden module is imported statically, even a tiny one, then the build fails naming it', () => {
    const bundle = bundleOf(
      chunk('assets/index.js', 'x', { isEntry: true, imports: ['assets/schemas.js'] }),
      chunk('assets/schemas.js', 'y', { moduleIds: ['/repo/node_modules/zod/v4/index.js'] }),
    );
    const problems = firstLoadProblems(firstLoadOf(bundle), rules);
    expect(problems.join('\n')).toMatch(/must not hold these modules[\s\S]*zod\/v4\/index\.js/);
  });

  it('when chunks import each other in a cycle, then each is counted once', () => {
    const bundle = bundleOf(
      chunk('assets/a.js', noise(1000, 1), { isEntry: true, imports: ['assets/b.js'] }),
      chunk('assets/b.js', noise(1000, 2), { imports: ['assets/a.js'] }),
    );
    expect(firstLoadOf(bundle).files).toHaveLength(2);
  });
});
