import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import boundaries from './eslint/boundaries.cjs';

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '**/coverage/**', '**/.data/**', 'test-results/**', 'playwright-report/**', 'apps/api/src/db/migrations/**', 'apps/web/test/lint-fixture/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // the web app's build files and tests never reach into the API or the database either
    files: ['apps/web/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/apps/api/**', '@bookstore/api', 'drizzle-orm', 'drizzle-orm/*', 'express', 'pg'], message: 'The web and contracts must not import the API or the database.' }] },
      ],
    },
  },
  // layers of the web app, walls of the contracts and of the API's modules (eslint/boundaries.cjs)
  ...boundaries.webBoundaries({ root: import.meta.dirname, src: 'apps/web/src', tsconfig: 'apps/web/tsconfig.json' }),
  boundaries.contractsBoundaries(['packages/contracts/**/*.ts']),
  boundaries.apiModuleBoundaries(['apps/api/src/modules/**/*.ts']),
  {
    files: ['**/*.cjs', '**/jest.config.js'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
