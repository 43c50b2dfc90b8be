/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: 'node',
  testMatch: ['<rootDir>/src/**/*.test.ts'],
  // PGlite's CommonJS build calls import(), which only works inside Jest's VM once swc rewrites it
  transform: { '^.+\\.(t|j|cj)s$': ['@swc/jest'] },
  transformIgnorePatterns: ['/node_modules/(?!\\.pnpm|@electric-sql|@seriousme)'],
  globalSetup: '<rootDir>/src/test/global-setup.ts',
  globalTeardown: '<rootDir>/src/test/global-teardown.ts',
  // every JSON answer is checked against its contract; a mismatch fails the test that caused it
  setupFilesAfterEnv: ['<rootDir>/src/test/answer-checks-setup.ts'],
  testTimeout: 60_000,
  // each file opens its own database; two at a time suits a 2-core machine
  maxWorkers: 2,
};
