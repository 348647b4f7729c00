// The post-build step (`npm run build` runs it after `next build`, scripts/seal-pages.ts): seals every
// prerendered page (./seal-page.ts), then records the build's pages in page-manifest.json, which the
// proxy, the sitemap, the social images and the tests read, the search index of the pages search lists,
// the privacy policy's promises, and the gzip copies and nginx includes deploy/nginx.conf serves pages
// with. Next's files are read through ./next-output.ts only.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { env } from '@/lib/env';
import { currentPromises, recordPromises } from '@/lib/leads/privacy/promises';
import { perRequestPatterns, staticPages } from '@/lib/serving/page-list';
import { HTML_CACHE, integrationsOf, securityHeaders } from '@/lib/output/policies';
import { LOCALES, type Locale } from '@/lib/i18n/locales';
import { appRouteOf, publicPathOf, splitLocale } from '@/lib/i18n/paths';
import { type BuiltPage, PAGE_MANIFEST, type PageManifest, searchIndexFile } from '@/lib/output/manifest';
import {
  hasPages,
  pageFileName,
  pageFilePath,
  readIntegrity,
  readPrerenderManifest,
  readStaticFile,
} from '@/lib/output/next-output';
import { publicRoutes } from '@/lib/output/app-routes';
import { sealPage } from './seal-page';
import { chunkWeigher, overStartupBudget, overStartupBudgetMessage } from './startup-js';
import { checkAlternates } from './alternates';
import { firstScreenEnd, gzipBytes, gzipPrefixBytes, headBytes, overBudget, overBudgetMessage } from './first-response';
import { searchDocument } from './search-documents';
import type { SearchDocument } from '@/lib/search/document';
import { addressProblems, loadGone, loadPublished, loadRedirects } from '@/lib/content/redirects';

export function sealBuild(distDir = env.NEXT_DIST_DIR): void {
  const dist = path.resolve(distDir);
  const integrityOf = readIntegrity(dist);
  const { routes, dynamic } = readPrerenderManifest(dist);
  const integrations = integrationsOf(env);
  // The build, and its standalone copy when there is one (the container image serves that).
  const outputs = [dist, path.join(dist, 'standalone', distDir)].filter(hasPages);
  const pages: Record<string, BuiltPage> = {};
  const startupJsOf = chunkWeigher((chunk) => readStaticFile(dist, chunk));
  const documents = Object.fromEntries(LOCALES.map((locale) => [locale, [] as SearchDocument[]])) as Record<
    Locale,
    SearchDocument[]
  >;

  for (const { route, page, revalidate } of routes) {
    if (!page) continue;
    // The sealed file is what the page is until the next build: Next must never regenerate it.
    if (revalidate !== false)
      throw new Error(`${route}: revalidates (${String(revalidate)} s), so Next would replace its sealed HTML`);
    const file = pageFilePath(dist, route);
    if (!fs.existsSync(file)) continue;
    // Pages are under app/[locale]: the manifest knows them by their public address (/about-us, /pt/about-us).
    const address = publicPathOf(route) ?? route;
    let sealed;
    let document;
    try {
      sealed = sealPage(fs.readFileSync(file, 'utf8'), { integrityOf, integrations }, route);
      document = searchDocument(address, sealed.html);
    } catch (error) {
      throw new Error(`${route}: ${error instanceof Error ? error.message : String(error)}`);
    }
    const gzipped = zlib.gzipSync(sealed.html, { level: 9 });
    for (const output of outputs) {
      const target = pageFilePath(output, route);
      fs.writeFileSync(target, sealed.html);
      // For the nginx front that serves pages from disk (deploy/nginx.conf): a ready gzip copy.
      fs.writeFileSync(`${target}.gz`, gzipped);
    }
    const etag = `"${crypto.createHash('sha256').update(sealed.html).digest('base64url').slice(0, 27)}"`;
    const head = headBytes(sealed.policy, etag, integrations.https);
    const firstResponse = head + gzipBytes(sealed.html);
    const firstScreen = head + gzipPrefixBytes(sealed.html, firstScreenEnd(sealed.html));
    const startupJs = startupJsOf(sealed.chunks);
    pages[address] = { policy: sealed.policy, etag, firstResponse, firstScreen, startupJs, ...sealed.facts };
    if (document) documents[splitLocale(address).locale].push(document);
  }

  checkAlternates(pages);
  const over = overBudget(Object.entries(pages).map(([address, page]) => ({ address, bytes: page.firstScreen ?? 0 })));
  if (over.length > 0) throw new Error(overBudgetMessage(over));
  const heavy = overStartupBudget(
    Object.entries(pages).map(([address, page]) => ({ address, bytes: page.startupJs ?? 0 })),
  );
  if (heavy.length > 0) throw new Error(overStartupBudgetMessage(heavy));
  // A URL once published is still a page, a redirect or deliberately gone (content/published-urls.txt).
  const vanished = addressProblems(
    loadRedirects(),
    loadGone(),
    loadPublished(),
    (route) => route in pages,
    splitLocale,
  );
  if (vanished.length > 0)
    throw new Error(
      `Published addresses would vanish:\n${vanished.map((problem) => `  ${problem.file}: ${problem.field}: ${problem.message}`).join('\n')}`,
    );
  // Dynamic page routes in every language, for the 404 messages and the guards.
  const manifest: PageManifest = {
    integrations,
    pages,
    routes: dynamic
      .flatMap(({ route }) => publicRoutes(route))
      // Under app/[locale] every route is dynamic to Next; only a slug of its own makes a route dynamic here.
      .filter((route) => route.base.includes('[')),
  };
  for (const output of outputs) {
    fs.writeFileSync(path.join(output, PAGE_MANIFEST), JSON.stringify(manifest));
    for (const locale of LOCALES)
      fs.writeFileSync(path.join(output, searchIndexFile(locale)), JSON.stringify(documents[locale]));
    // What the privacy policy this build prerendered promises: the server keeps exactly that.
    recordPromises(output, currentPromises(env));
    writeNginxIncludes(output, manifest, integrations.https);
  }
  console.log(
    `Sealed the script policy of ${Object.keys(pages).length} prerendered pages; searchable: ${LOCALES.map((locale) => `${documents[locale].length} (${locale})`).join(', ')}.`,
  );
}

/**
 * Includes for deploy/nginx.conf, from the proxy's own rules (lib/serving/page-list.ts): the policy of
 * each page it may serve from disk, the headers such a page is sent with, and a location for each URL
 * the proxy decides per request.
 */
function writeNginxIncludes(dist: string, list: PageManifest, https: boolean): void {
  const quote = (value: string) => `"${value.replace(/["\\]/g, '\\$&')}"`;
  const map = [
    '# Generated by npm run build (lib/build/seal-build.ts) for this build (http level).',
    'map_hash_bucket_size 256;',
    'map_hash_max_size 65536;',
    'map $uri $sealed_csp {',
    '  default "";',
    ...staticPages(list).map((route) => `  ${quote(route)} ${quote(list.pages[route]!.policy)};`),
    '}',
    // Each page's file: an English address (/about-us) is served by /en/about-us.html.
    'map $uri $sealed_file {',
    '  default "";',
    ...staticPages(list).map((route) => `  ${quote(route)} ${quote(pageFileName(appRouteOf(route)))};`),
    '}',
    '',
  ];
  const headers = [
    '# Generated by npm run build (lib/build/seal-build.ts) for this build (location level).',
    `add_header Content-Security-Policy $sealed_csp always;`,
    `add_header Cache-Control ${quote(HTML_CACHE)} always;`,
    ...securityHeaders(https).map((header) => `add_header ${header.key} ${quote(header.value)} always;`),
    '',
  ];
  // What the proxy decides per request (the career guard, the pages behind mail links): never a file,
  // never cached, straight to the site.
  const perRequest = [
    '# Generated by npm run build (lib/build/seal-build.ts) for this build (server level).',
    ...perRequestPatterns(list).flatMap((pattern) => [
      `location ~ ${quote(pattern)} {`,
      '  limit_req zone=uncached burst=60 nodelay;',
      '  proxy_pass http://site;',
      '}',
    ]),
    '',
  ];
  fs.writeFileSync(path.join(dist, 'nginx-per-request.conf'), perRequest.join('\n'));
  fs.writeFileSync(path.join(dist, 'nginx-pages.conf'), map.join('\n'));
  fs.writeFileSync(path.join(dist, 'nginx-page-headers.conf'), headers.join('\n'));
}
