/**
 * Unit tests of the web app (jsdom). This package is "type": "module", so the config is CommonJS by
 * its extension. `import.meta.env` becomes `process.env` under swc, so VITE_* variables work in tests.
 * @type {import('jest').Config}
 */
module.exports = {
  testEnvironment: 'jsdom',
  // unit tests only: Playwright specs (e2e/*.spec.ts) live outside src and must not be picked up
  testMatch: ['<rootDir>/src/**/*.test.ts?(x)', '<rootDir>/build/**/*.test.ts'],
  // user-event journeys through whole pages take seconds on a busy 2-core CI machine; 5 s failed there
  testTimeout: 20_000,
  setupFilesAfterEnv: ['<rootDir>/jest.setup.cjs'],
  transform: {
    '^.+\\.(t|j)sx?$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          target: 'es2022',
          transform: {
            react: { runtime: 'automatic' },
            optimizer: { globals: { vars: { 'import.meta.env': 'process.env' } } },
          },
        },
        module: { type: 'commonjs' },
      },
    ],
  },
  moduleNameMapper: {
    // styles first: '@/features/x/x.css' must reach the stub, not the file
    '\\.css$': '<rootDir>/src/test/stubs/style-stub.cjs',
    '^@/(.*)$': '<rootDir>/src/$1',
    '\\.(svg|png|jpe?g|webp|gif|avif)$': '<rootDir>/src/test/stubs/file-stub.cjs',
  },
};
