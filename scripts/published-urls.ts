// npm run content:urls: adds the build's pages to content/published-urls.txt, the committed list of every
// address the site has published. Addresses already listed stay: once published, an address must keep
// leading somewhere (a page, a redirect in content/redirects.yml, or a 410 from content/gone.txt).
import fs from 'node:fs';
import { env } from '@/lib/env';
import { loadPublished, PUBLISHED_FILE } from '@/lib/content/redirects';
import { readPageManifest } from '@/lib/serving/build-output';
import { indexablePages } from '@/lib/serving/page-list';

const manifest = readPageManifest();
if (!manifest) {
  console.error(`No page list in ${env.NEXT_DIST_DIR}/: run npm run build first.`);
  process.exit(1);
}
const before = loadPublished();
const all = [...new Set([...before, ...indexablePages(manifest, env.NEXT_PUBLIC_SITE_URL)])].sort();
fs.writeFileSync(
  PUBLISHED_FILE,
  [
    '# Every address the site has published, in every language (npm run content:urls adds new ones).',
    '# content:check and the build fail when one is no longer a page, a redirect (content/redirects.yml)',
    '# or gone for good (content/gone.txt). Do not remove a line to make them pass.',
    ...all,
    '',
  ].join('\n'),
);
console.log(`${PUBLISHED_FILE}: ${all.length - before.length} added, ${all.length} in all.`);
