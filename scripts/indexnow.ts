// npm run indexnow [-- --dry-run] [--previous FILE]: after a deploy, tells IndexNow's search engines which
// pages were added, changed or removed since the previous deploy (README, "Deploy"). The page list is the
// build's (its manifest, through lib/serving/build-output.ts); the previous one is the list this command
// saved after its last submission, or `--previous`, another build's page-manifest.json.
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { env } from '@/lib/env';
import { changedUrls, INDEXNOW_ANSWERS, type PageFingerprints, submissions } from '@/lib/seo/indexnow';
import { type PageManifest, readPageManifest } from '@/lib/serving/build-output';
import { indexablePages } from '@/lib/serving/page-list';

const { values } = parseArgs({
  options: {
    'dry-run': { type: 'boolean', default: false },
    previous: { type: 'string' },
    state: { type: 'string', default: 'data/indexnow-pages.json' },
  },
});

const origin = env.NEXT_PUBLIC_SITE_URL;

/** Each indexable page's URL and the ETag of its HTML. */
function fingerprints(manifest: PageManifest): PageFingerprints {
  return Object.fromEntries(
    indexablePages(manifest, origin).map((route) => [
      `${origin}${route === '/' ? '' : route}`,
      manifest.pages[route]!.etag,
    ]),
  );
}

function previousPages(): PageFingerprints | undefined {
  const file = values.previous ?? values.state;
  if (!fs.existsSync(file)) return undefined;
  const read = JSON.parse(fs.readFileSync(file, 'utf8')) as PageManifest | PageFingerprints;
  return 'pages' in read && 'routes' in read ? fingerprints(read as PageManifest) : read;
}

async function main(): Promise<number> {
  const manifest = readPageManifest();
  if (!manifest) {
    console.error(
      `No page list in ${env.NEXT_DIST_DIR}/: run npm run build first (this reads the build you deployed).`,
    );
    return 1;
  }
  const current = fingerprints(manifest);
  const previous = previousPages();
  const { added, changed, removed } = changedUrls(previous ?? {}, current);
  const urls = [...added, ...changed, ...removed];
  console.log(
    previous
      ? `${added.length} added, ${changed.length} changed, ${removed.length} removed since the previous deploy.`
      : `No previous page list (${values.previous ?? values.state}): all ${added.length} pages are new to IndexNow.`,
  );
  for (const [kind, list] of [
    ['added', added],
    ['changed', changed],
    ['removed', removed],
  ] as const)
    for (const url of list) console.log(`  ${kind}: ${url}`);
  if (values['dry-run']) {
    console.log('Dry run: nothing was sent.');
    return 0;
  }
  if (!env.INDEXNOW_KEY) {
    console.error('INDEXNOW_KEY is not set: the site serves no key file, so IndexNow would refuse. Nothing was sent.');
    return 1;
  }
  for (const body of submissions(origin, env.INDEXNOW_KEY, urls)) {
    const response = await fetch(env.INDEXNOW_ENDPOINT, {
      method: 'POST',
      headers: { 'content-type': 'application/json; charset=utf-8' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(30_000),
    });
    const meaning = INDEXNOW_ANSWERS[response.status] ?? 'an unexpected answer';
    if (!response.ok) {
      console.error(
        `${env.INDEXNOW_ENDPOINT} answered ${response.status}: ${meaning}. The page list was not saved; run this again.`,
      );
      return 1;
    }
    console.log(`${env.INDEXNOW_ENDPOINT} answered ${response.status} (${meaning}) for ${body.urlList.length} URL(s).`);
  }
  // Saved only once every URL was taken: a failed run is repeated whole.
  fs.mkdirSync(path.dirname(values.state), { recursive: true });
  fs.writeFileSync(values.state, `${JSON.stringify(current, null, 2)}\n`);
  if (urls.length === 0) console.log('Nothing to send.');
  return 0;
}

process.exitCode = await main();
