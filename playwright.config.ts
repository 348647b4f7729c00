import fs from 'node:fs';
import { defineConfig, devices } from '@playwright/test';
import { DEFAULT_PORT, INGEST_PORT, INTEGRATIONS_PORT, integrations } from '@/tests/e2e/servers';

// The system Chromium: nothing here downloads a browser.
const executablePath =
  process.env.CHROMIUM_PATH ?? (fs.existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.e2e.ts',
  // Files run in parallel; tests inside a file in order (see leads.e2e.ts, which counts rows).
  fullyParallel: false,
  workers: process.env.CI ? 2 : undefined,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  timeout: 60_000,
  use: {
    baseURL: `http://127.0.0.1:${DEFAULT_PORT}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], channel: undefined },
      testIgnore: ['**/mobile.e2e.ts', '**/instances.e2e.ts', '**/development.e2e.ts', '**/new-page.e2e.ts'],
    },
    { name: 'mobile', use: { ...devices['Pixel 7'], channel: undefined }, testMatch: '**/mobile.e2e.ts' },
    // Tests that load the whole machine (three more servers, then a whole build) run one after the
    // other once the rest is done, so that no timing in a browser test competes with them.
    {
      name: 'instances',
      use: { ...devices['Desktop Chrome'], channel: undefined },
      testMatch: '**/instances.e2e.ts',
      dependencies: ['desktop', 'mobile'],
    },
    { name: 'development', testMatch: '**/development.e2e.ts', dependencies: ['instances'] },
    { name: 'new page', testMatch: '**/new-page.e2e.ts', dependencies: ['development'] },
  ],
  webServer: [
    {
      // A production build with no configuration, exactly as `npm run build && npm start`.
      command: `npm run build && npm start -- --port ${DEFAULT_PORT}`,
      url: `http://127.0.0.1:${DEFAULT_PORT}/`,
      timeout: 300_000,
      reuseExistingServer: !process.env.CI && process.env.E2E_REUSE === '1',
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: `node tests/e2e/fake-ingest.mjs ${INGEST_PORT}`,
      url: `${integrations.ingest}/health`,
      reuseExistingServer: !process.env.CI && process.env.E2E_REUSE === '1',
    },
    {
      // A second build with analytics, error reporting and a short build check switched on.
      // It waits for the first build so that two builds never compete for the machine.
      command: `node tests/e2e/wait-for.mjs http://127.0.0.1:${DEFAULT_PORT}/ && rm -f ${integrations.database}* && npm run build && npm start -- --port ${INTEGRATIONS_PORT}`,
      url: `${integrations.baseURL}/`,
      timeout: 600_000,
      reuseExistingServer: !process.env.CI && process.env.E2E_REUSE === '1',
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        NEXT_DIST_DIR: '.next-integrations',
        NEXT_PUBLIC_GTM_ID: integrations.gtmId,
        NEXT_PUBLIC_SENTRY_DSN: integrations.sentryDsn,
        NEXT_PUBLIC_BUILD_CHECK_INTERVAL_MS: String(integrations.buildCheckIntervalMs),
        DATABASE_URL: `file:${integrations.database}`,
        LEADS_WEBHOOK_URL: integrations.webhook,
        LEADS_WEBHOOK_SECRET: integrations.webhookSecret,
        RATE_LIMIT_PER_MINUTE: String(integrations.rateLimit),
        // Each test names its own client in X-Forwarded-For, so rate limits do not leak between tests.
        TRUST_PROXY: '1',
      },
    },
  ],
});
