import fs from 'node:fs';
import { defineConfig, devices } from '@playwright/test';
import { DEFAULT_PORT, INGEST_PORT, integrations } from '@/tests/e2e/servers';

/** The files that use the second build (tests/e2e/integrations.setup.ts). */
const WITH_INTEGRATIONS = [
  '**/integrations.e2e.ts',
  '**/leads.e2e.ts',
  '**/security.e2e.ts',
  '**/new-page.e2e.ts',
  '**/new-language.e2e.ts',
  '**/editor-forms.e2e.ts',
];

// The system Chromium: nothing here downloads a browser. Its headless shell (the same engine without the
// browser around it) runs the suite's pages on about 40% less CPU than the full browser in headless mode.
const executablePath =
  process.env.CHROMIUM_PATH ??
  ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((candidate) => fs.existsSync(candidate));

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
    // Recording a trace for every test costs about a third of the suite's CPU; a failure keeps its screenshot
    // and error context, and `npm run test:e2e -- --trace retain-on-failure` records traces when one is needed.
    trace: 'off',
    screenshot: 'only-on-failure',
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
    // The second build (every integration on, one more page folder) is made on one worker while the
    // first build's tests run on the other; only the files that use it wait for it.
    { name: 'integrations build', testMatch: '**/integrations.setup.ts', teardown: 'integrations teardown' },
    { name: 'integrations teardown', testMatch: '**/integrations.teardown.ts' },
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], channel: undefined },
      testIgnore: [
        ...WITH_INTEGRATIONS,
        '**/mobile.e2e.ts',
        '**/instances.e2e.ts',
        '**/preview-start.e2e.ts',
        '**/development.e2e.ts',
      ],
    },
    {
      name: 'with integrations',
      use: { ...devices['Desktop Chrome'], channel: undefined },
      testMatch: WITH_INTEGRATIONS,
      dependencies: ['integrations build'],
    },
    { name: 'mobile', use: { ...devices['Pixel 7'], channel: undefined }, testMatch: '**/mobile.e2e.ts' },
    // Tests that load the whole machine (three more servers; next dev) run once the browser tests are
    // done, so that no timing in a browser test competes with them.
    // Next dev compiles as it goes: beside the instances' tests, which count what is lost or sent twice, not
    // time. Listed first, so that the last phase's longest file starts first.
    {
      name: 'development',
      testMatch: '**/development.e2e.ts',
      dependencies: ['desktop', 'mobile', 'with integrations'],
    },
    {
      name: 'instances',
      use: { ...devices['Desktop Chrome'], channel: undefined },
      testMatch: ['**/instances.e2e.ts', '**/preview-start.e2e.ts'],
      dependencies: ['desktop', 'mobile', 'with integrations'],
    },
  ],
  webServer: [
    {
      // A production build with no configuration, exactly as `npm run build && npm start`. `npm test` builds it
      // first (`npm run test:site`, E2E_BUILT), beside the lint and the unit tests.
      command: `${process.env.E2E_BUILT ? '' : 'npm run build && '}npm start -- --port ${DEFAULT_PORT}`,
      url: `http://127.0.0.1:${DEFAULT_PORT}/`,
      timeout: 300_000,
      reuseExistingServer: !process.env.CI && process.env.E2E_REUSE === '1',
      stdout: 'ignore',
      stderr: 'pipe',
      // `npm test` checked the types before; the build need not check them again.
      env: { SKIP_BUILD_TYPECHECK: '1', SKIP_BUILD_SOURCE_MAPS: '1' },
    },
    {
      command: `node tests/e2e/fake-ingest.mjs ${INGEST_PORT}`,
      url: `${integrations.ingest}/health`,
      reuseExistingServer: !process.env.CI && process.env.E2E_REUSE === '1',
    },
  ],
});
