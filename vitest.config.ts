import path from 'node:path';
import { defineConfig } from 'vitest/config';

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
    globalSetup: ['tests/support/temp-folder.ts'],
    include: ['**/*.test.{ts,tsx}'],
    exclude: [
      'node_modules/**',
      '.next/**',
      'tests/e2e/**',
      'bench/floor/**',
      'bench/.scratch-*/**',
      'tests/.scratch-*/**',
    ],
  },
});
