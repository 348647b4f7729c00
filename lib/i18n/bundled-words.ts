// An esbuild plugin for bundles that run without content/ beside them (the web editor's script, the compiled
// leads command): ./word-files.ts becomes a table of every language's words files, bundled in.
import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'esbuild';

export function bundledWords(root = process.cwd()): Plugin {
  const dir = path.join(root, 'content', 'words');
  return {
    name: 'bundled-words',
    setup(build) {
      build.onResolve({ filter: /(^|\/)word-files$/ }, (args) =>
        args.importer.includes(`${path.sep}lib${path.sep}i18n${path.sep}`)
          ? { path: 'word-files', namespace: 'bundled-words' }
          : undefined,
      );
      build.onLoad({ filter: /.*/, namespace: 'bundled-words' }, () => {
        const files = fs
          .readdirSync(dir)
          .sort()
          .flatMap((locale) => fs.readdirSync(path.join(dir, locale)).map((name) => `${locale}/${name}`));
        return {
          resolveDir: dir,
          loader: 'js',
          watchFiles: files.map((file) => path.join(dir, file)),
          contents: [
            ...files.map((file, index) => `import w${index} from ${JSON.stringify(`./${file}`)};`),
            `const FILES = {${files.map((file, index) => `${JSON.stringify(file.replace(/\.json$/, ''))}: w${index}`).join(', ')}};`,
            'export const readWordFile = (locale, part) => FILES[`${locale}/${part}`];',
          ].join('\n'),
        };
      });
    },
  };
}
