import fs from 'node:fs';
import path from 'node:path';
import { defineConfig } from 'vitest/config';

const ALL = ['**/*.test.{ts,tsx}'];
const EXCLUDE = [
  'node_modules/**',
  '.next/**',
  'tests/e2e/**',
  'bench/floor/**',
  'bench/.scratch-*/**',
  'tests/.scratch-*/**',
];
/** What makes a test file change what other files would see: a mock, the environment, a global, a timer, a DOM. */
const SHARED_STATE =
  /\bvi\.(?:mock|doMock|stubEnv|stubGlobal|resetModules|useFakeTimers|spyOn)\b|@vitest-environment|process\.env(?:\.\w+|\[[^\]]+\])\s*=[^=]|delete process\.env|globalThis\.\w+\s*=[^=]/;

/** The test files that say so in their source: each gets modules of its own. */
function filesWithOwnModules(dir = '.'): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory())
      return /^(?:node_modules|\.git|\.next.*|\.scratch-.*)$/.test(entry.name) ? [] : filesWithOwnModules(file);
    return /\.test\.tsx?$/.test(entry.name) && SHARED_STATE.test(fs.readFileSync(file, 'utf8')) ? [file] : [];
  });
}
const OWN_MODULES = filesWithOwnModules();

export default defineConfig({
  define: {
    __BUILD_ID__: JSON.stringify('test-build'),
    __GTM_ID__: JSON.stringify(''),
    __SENTRY_DSN__: JSON.stringify(''),
    __SITE_ORIGIN__: JSON.stringify('http://localhost:3000'),
    __BUILD_CHECK_INTERVAL_MS__: '3600000',
    __COUNTRY_LOOKUP_URL__: JSON.stringify('https://ip2c.org/s'),
    __SEALED_PAGES__: 'false',
  },
  // Next maps server-only to an empty module on the server; tests run there too.
  resolve: {
    alias: {
      '@': path.resolve(import.meta.dirname),
      'server-only': path.resolve(import.meta.dirname, 'node_modules/server-only/empty.js'),
    },
  },
  test: {
    environment: 'node',
    // Vitest leaves one core free by default, which on two cores runs the files one by one. Files that
    // use Postgres work in databases of their own names (tests/support/postgres.ts), so all may run at once.
    maxWorkers: '100%',
    // In the test line these share two cores with the production build; a fresh Postgres database and its
    // migrations can then take longer than Vitest's 5 s. A hang still fails, later.
    testTimeout: 30_000,
    globalSetup: ['tests/support/temp-folder.ts'],
    exclude: EXCLUDE,
    // Files that share each worker's modules need not load them again, which saves a sixth of the unit
    // tests' CPU; a file that changes what others would see gets its own (SHARED_STATE).
    projects: [
      { extends: true, test: { name: 'own modules', include: OWN_MODULES } },
      {
        extends: true,
        test: { name: 'shared modules', include: ALL, exclude: [...EXCLUDE, ...OWN_MODULES], isolate: false },
      },
    ],
  },
});
