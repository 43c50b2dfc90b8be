/**
 * @jest-environment node
 */
import path from 'node:path';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';

// the same rules eslint.config.mjs applies to apps/web/src, pointed at a fixture tree that breaks each once
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { webBoundaries } = require('../../../../eslint/boundaries.cjs') as {
  webBoundaries: (options: { root: string; src: string; tsconfig: string }) => object[];
};

const fixture = path.resolve(__dirname, '../../test/lint-fixture');

async function ruleHits(file: string): Promise<string[]> {
  const eslint = new ESLint({
    cwd: fixture,
    overrideConfigFile: true,
    overrideConfig: [
      { files: ['**/*.ts'], languageOptions: { parser: tseslint.parser as never } },
      ...(webBoundaries({ root: fixture, src: 'src', tsconfig: 'tsconfig.json' }) as never[]),
    ],
  });
  const results = await eslint.lintFiles([path.join(fixture, 'src', file)]);
  return results.flatMap((result) => result.messages).map((message) => `${message.ruleId}: ${message.message}`);
}

describe('the web layer rules (eslint/boundaries.cjs)', () => {
  jest.setTimeout(60_000);

  it.each([
    ['lib/reach-up.ts', 'import-x/no-restricted-paths', 'lib is the bottom layer'],
    ['session/reach-up.ts', 'import-x/no-restricted-paths', 'The session layer imports no feature'],
    ['features/wishlist/index.ts', 'import-x/no-restricted-paths', 'A feature never imports another feature'],
    ['features/checkout/deep.ts', 'import-x/no-restricted-paths', 'may import only cart (through its index.ts)'],
    ['features/checkout/alias-deep.ts', 'no-restricted-imports', 'Import a feature through its index.ts'],
    ['features/orders/ping.ts', 'import-x/no-cycle', 'Dependency cycle'],
    ['app/providers.ts', 'no-restricted-imports', 'Only app/routes composes features'],
  ])('when %s breaks a layer rule, then the lint reports it', async (file, rule, text) => {
    const hits = await ruleHits(file);
    expect(hits.some((hit) => hit.startsWith(`${rule}:`) && hit.includes(text))).toBe(true);
  });

  it.each([
    ['lib/format.ts'],
    ['components/card.ts'],
    ['session/shopper.ts'],
    ['features/cart/count.ts'],
    ['features/checkout/index.ts'],
    ['app/routes/home.ts'],
  ])('when %s keeps to its layer, then the lint finds nothing', async (file) => {
    expect(await ruleHits(file)).toEqual([]);
  });
});
