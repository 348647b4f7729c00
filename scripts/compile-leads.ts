// Compiles `npm run leads` into one file for the container image (deploy/Dockerfile), where there is
// no tsx and no source: `node leads.mjs subject erase --email …`. better-sqlite3 stays outside (native).
import { build } from 'esbuild';
import { bundledWords } from '@/lib/i18n/bundled-words';

await build({
  entryPoints: ['scripts/leads.ts'],
  outfile: process.argv[2] ?? 'dist/leads.mjs',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  // `server-only` is empty under this condition, as in the server's own bundle.
  conditions: ['react-server'],
  external: ['better-sqlite3', 'pg-native'],
  // Bundled CommonJS packages still call require() for Node's built-ins.
  // and CommonJS ones (Next's env loader) read __dirname.
  banner: {
    js: "import { createRequire } from 'node:module'; import { fileURLToPath as __toPath } from 'node:url'; import { dirname as __dirOf } from 'node:path'; const require = createRequire(import.meta.url); const __filename = __toPath(import.meta.url); const __dirname = __dirOf(__filename);",
  },
  // The mails' words travel inside the file: the app folder need not hold content/.
  plugins: [bundledWords()],
  logLevel: 'warning',
});
