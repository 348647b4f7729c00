// Gzipped JavaScript each prerendered page loads on first visit, as the build weighed it
// (lib/build/startup-js.ts, recorded in page-manifest.json), beside its gzipped HTML.
// Usage: npm run build && npx tsx scripts/first-load-js.ts
import fs from 'node:fs';
import zlib from 'node:zlib';
import { env } from '@/lib/env';
import { readPageManifest } from '@/lib/serving/build-output';
import { pageFilePath } from '@/lib/output/next-output';
import { appRouteOf } from '@/lib/i18n/paths';

const dist = env.NEXT_DIST_DIR;
const manifest = readPageManifest();
if (!manifest) throw new Error('Build first: npm run build');
const rows = Object.entries(manifest.pages)
  .filter(([route]) => route !== '/_global-error')
  .map(([route, page]) => {
    // The manifest lists public paths (`/about-us`); the file is under Next's route (`/en/about-us`),
    // but for Next's own pages outside app/[locale] (`/_not-found`).
    const file = [pageFilePath(dist, appRouteOf(route)), pageFilePath(dist, route)].find((name) => fs.existsSync(name));
    if (!file) throw new Error(`${route}: no prerendered file`);
    return {
      route,
      kb: (page.startupJs ?? 0) / 1024,
      htmlKb: zlib.gzipSync(fs.readFileSync(file)).length / 1024,
    };
  })
  .sort((a, b) => a.route.localeCompare(b.route));

console.log('| route | first-load JS (gzip KB) | HTML (gzip KB) |\n| --- | ---: | ---: |');
for (const row of rows) console.log(`| ${row.route} | ${row.kb.toFixed(1)} | ${row.htmlKb.toFixed(1)} |`);
