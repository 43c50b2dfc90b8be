import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { E2E_ADMIN } from './e2e/admin-support';

const port = Number(process.env.E2E_PORT ?? 3100);
// One throwaway folder per run, chosen where the config first loads (the runner) and inherited by the test
// workers through the environment: the journeys read the codes from its outbox, never another run's.
process.env.E2E_DATA_DIR ??= path.join(os.tmpdir(), `bookstore-e2e-${Date.now()}-${process.pid}`);

/**
 * End-to-end journeys in Debian's Chromium (never a downloaded browser) against the built store,
 * started on a throwaway embedded database with the demo catalogue.
 */
export default defineConfig({
  testDir: './e2e',
  timeout: 60_000,
  retries: process.env.CI ? 1 : 0,
  workers: 1,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
    },
  },
  projects: [
    { name: 'mobile', use: { browserName: 'chromium', viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } },
    { name: 'desktop', use: { browserName: 'chromium', viewport: { width: 1366, height: 900 } } },
  ],
  webServer: {
    command: `node apps/api/dist/server.js`,
    url: `http://127.0.0.1:${port}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    env: {
      PORT: String(port),
      DATA_DIR: process.env.E2E_DATA_DIR,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      NODE_ENV: 'production',
      // the back-office journeys sign in as this admin, created at start
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
    },
  },
});
