// How the editor's script is bundled (scripts/cms-build.ts); its test reads the same options for the
// files the bundle is made of, which .github/workflows/admin.yml must watch.
import path from 'node:path';
import type { BuildOptions } from 'esbuild';
import { bundledWords } from '@/lib/i18n/bundled-words';

export function editorBundle(outdir: string): BuildOptions {
  return {
    entryPoints: { main: 'cms/main.ts' },
    bundle: true,
    format: 'esm',
    splitting: true,
    minify: true,
    target: 'es2022',
    outdir,
    chunkNames: 'chunks/[name]-[hash]',
    logLevel: 'warning',
    legalComments: 'linked',
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"' },
    plugins: [
      // The site's words, which the server reads from content/words/ with fs: here every language's files, bundled.
      bundledWords(),
      {
        // The one server-side module the site's parts use: pictures' sizes, read from disk.
        name: 'browser-svg-size',
        setup(plugin) {
          plugin.onResolve({ filter: /\/svg-size$/ }, (args) =>
            args.importer.includes(`${path.sep}cms${path.sep}`)
              ? undefined
              : { path: path.join(process.cwd(), 'cms', 'previews', 'svg-size.ts') },
          );
        },
      },
    ],
  };
}
