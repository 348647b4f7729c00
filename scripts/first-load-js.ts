// Gzipped JavaScript each prerendered page loads on first visit, read from the build output.
// Usage: npm run build && npx tsx scripts/first-load-js.ts
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { env } from '@/lib/env';
import { readPageManifest } from '@/lib/serving/build-output';
import { pageFilePath } from '@/lib/build/next-output';
import { pageChunks } from '@/lib/build/seal-page';
import { appRouteOf } from '@/lib/i18n/paths';

const dist = env.NEXT_DIST_DIR;
const gzipSize = new Map<string, number>();
function gz(src: string): number {
  if (!gzipSize.has(src)) {
    const file = path.join(dist, src.replace(/^\/_next\//, ''));
    gzipSize.set(src, fs.existsSync(file) ? zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length : 0);
  }
  return gzipSize.get(src)!;
}

const manifest = readPageManifest();
if (!manifest) throw new Error('Build first: npm run build');
const rows = Object.keys(manifest.pages)
  .filter((route) => route !== '/_global-error')
  .map((route) => {
    // The manifest lists public paths (`/about-us`); the file is under Next's route (`/en/about-us`),
    // but for Next's own pages outside app/[locale] (`/_not-found`).
    const file = [pageFilePath(dist, appRouteOf(route)), pageFilePath(dist, route)].find((name) => fs.existsSync(name));
    if (!file) throw new Error(`${route}: no prerendered file`);
    const html = fs.readFileSync(file, 'utf8');
    // A sealed page lists its chunks as data for the paint-first loader; noModule polyfills are not counted.
    const scripts = pageChunks(html);
    return {
      route,
      kb: scripts.reduce((sum, src) => sum + gz(src), 0) / 1024,
      htmlKb: zlib.gzipSync(html).length / 1024,
    };
  })
  .sort((a, b) => a.route.localeCompare(b.route));

console.log('| route | first-load JS (gzip KB) | HTML (gzip KB) |\n| --- | ---: | ---: |');
for (const row of rows) console.log(`| ${row.route} | ${row.kb.toFixed(1)} | ${row.htmlKb.toFixed(1)} |`);
