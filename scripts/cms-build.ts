// npm run cms:build: the web editor as static files in out/cms, for its own origin (deploy/nginx-cms.conf).
// Sveltia CMS is bundled from npm with esbuild; its fonts, WebAssembly and workers, which it finds
// beside its own script, are copied beside ours. Nothing here touches public/ or app/.
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { build } from 'esbuild';
import { editorBundle } from '@/cms/bundle';
import { cmsConfig } from '@/cms/config';

// --out: another folder (each editor test builds its own).
const { values } = parseArgs({ options: { out: { type: 'string', default: path.join('out', 'cms') } } });
const OUT = path.resolve(values.out);
const SVELTIA = path.dirname(path.dirname(import.meta.resolve('@sveltia/cms').replace('file://', '')));

const started = performance.now();
fs.rmSync(OUT, { recursive: true, force: true });
fs.mkdirSync(OUT, { recursive: true });
await build(editorBundle(OUT));
fs.cpSync(path.join(SVELTIA, 'npm', 'assets'), path.join(OUT, 'assets'), {
  recursive: true,
  filter: (file) => !file.endsWith('.map'),
});
fs.copyFileSync('cms/index.html', path.join(OUT, 'index.html'));
fs.writeFileSync(path.join(OUT, 'config.json'), `${JSON.stringify(cmsConfig(), null, 2)}\n`);
const bytes = fs
  .readdirSync(OUT, { recursive: true, withFileTypes: true })
  .filter((entry) => entry.isFile())
  .reduce((sum, entry) => sum + fs.statSync(path.join(entry.parentPath, entry.name)).size, 0);
console.log(
  `The editor is in ${path.relative(process.cwd(), OUT)}: ${(bytes / 1e6).toFixed(1)} MB in ${((performance.now() - started) / 1000).toFixed(1)} s.`,
);
