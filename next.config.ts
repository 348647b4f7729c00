import type { NextConfig } from 'next';
import { computeBuildId } from './lib/serving/build-id';
import { HEADERS_SOURCE } from './lib/serving/not-a-page';
import { formAnswerPolicy, resourcePolicy, securityHeaders } from './lib/output/policies';
import { env } from './lib/env';

for (const warning of env.warnings) console.warn(`⚠ ${warning}`);

// The public configuration is part of the build's identity: a changed GTM id is a new build.
const buildId = computeBuildId(process.cwd(), JSON.stringify(publicConstants()));

// Our own constants rather than NEXT_PUBLIC_* inlining: the browser gets values lib/env.ts has
// validated (a malformed GTM id becomes ''), with no zod or process.env in client code.
function publicConstants() {
  return {
    __GTM_ID__: env.gtmId ?? '',
    __SENTRY_DSN__: env.NEXT_PUBLIC_SENTRY_DSN ?? '',
    // Every page load by default (contract §9); the server samples apart (lib/instrumentation-node.ts).
    __SENTRY_TRACES_SAMPLE_RATE__: env.SENTRY_TRACES_SAMPLE_RATE ?? 1,
    __SITE_ORIGIN__: env.NEXT_PUBLIC_SITE_URL,
    __BUILD_CHECK_INTERVAL_MS__: env.NEXT_PUBLIC_BUILD_CHECK_INTERVAL_MS,
    __COUNTRY_LOOKUP_URL__: env.NEXT_PUBLIC_COUNTRY_LOOKUP_URL,
    // A production build's pages are sealed (npm run build): their metadata is in the head only.
    __SEALED_PAGES__: env.NODE_ENV === 'production',
  };
}

// Sent with every response. The Content-Security-Policy of pages is per route (proxy.ts, sealed by
// lib/build/seal-build.ts); what the proxy does not see gets the no-script resource policy here.
const headersForAll = securityHeaders(env.NEXT_PUBLIC_SITE_URL.startsWith('https://'));

/** A browser's form post, as a page without JavaScript sends it. */
const FORM_POST = {
  type: 'header' as const,
  key: 'content-type',
  value: '(?:application/x-www-form-urlencoded|multipart/form-data).*',
};

const nextConfig: NextConfig = {
  distDir: env.NEXT_DIST_DIR,
  // This directory, even when a copy of it sits inside another checkout (bench/scale.ts).
  turbopack: { root: process.cwd() },
  output: env.NEXT_OUTPUT,
  // The test line checks types once (`npm run typecheck`) before its builds, which need not again.
  typescript: { ignoreBuildErrors: env.SKIP_BUILD_TYPECHECK },
  // The proxy and the loaders read content/ at run time too.
  outputFileTracingIncludes: {
    '/**': ['./content/**/*'],
    // The checklist PDF's font, read by path (lib/leads/endpoints/checklist-pdf.ts).
    '/api/checklists/[slug]/download': [
      './node_modules/dejavu-fonts-ttf/ttf/DejaVuSans.ttf',
      './node_modules/dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf',
    ],
  },
  poweredByHeader: false,
  productionBrowserSourceMaps: env.BROWSER_SOURCE_MAPS,
  // The proxy answers page requests from the sealed files (lib/serving/page-files.ts); it must see the
  // router's requests, which Next otherwise hides from it, to leave those to Next (lib/output/next-output.ts).
  skipProxyUrlNormalize: true,
  reactStrictMode: true,
  // Titles and descriptions belong in <head> for every client, not streamed in later.
  htmlLimitedBots: /.*/,
  images: { formats: ['image/avif', 'image/webp'] },
  // Integrity on every script tag lets the per-route policy allow Next's chunks by hash. (inlineCss
  // was tried: it doubles each page's HTML, as the CSS also travels in the RSC payload.)
  experimental: {
    sri: { algorithm: 'sha256' },
    // Written by default, and worth it only to a tree that builds again (SKIP_BUILD_CACHE in lib/env.ts).
    turbopackFileSystemCacheForBuild: !env.SKIP_BUILD_CACHE,
    // Left unset otherwise: Next then writes the server's maps and the browser's only when asked.
    ...(env.SKIP_BUILD_SOURCE_MAPS && !env.BROWSER_SOURCE_MAPS ? { turbopackSourceMaps: false } : {}),
  },
  generateBuildId: () => buildId,
  // IndexNow's key file, /{INDEXNOW_KEY}.txt: the key is read when asked, so one build serves any key.
  rewrites: () =>
    Promise.resolve({
      beforeFiles: [{ source: '/:key([A-Za-z0-9-]{8,128}).txt', destination: '/api/indexnow-key/:key' }],
      afterFiles: [],
      fallback: [],
    }),
  headers: () =>
    Promise.resolve([
      { source: '/:path*', headers: headersForAll },
      // What is never a page (lib/serving/not-a-page.ts) gets the no-script resource policy; proxy.ts
      // gives every page its own. A form's post from a browser may be answered with the form's page again
      // (a refusal without JavaScript): still no script, but its styles and fonts load.
      {
        source: HEADERS_SOURCE,
        missing: [FORM_POST],
        headers: [{ key: 'Content-Security-Policy', value: resourcePolicy() }],
      },
      {
        source: HEADERS_SOURCE,
        has: [FORM_POST],
        headers: [{ key: 'Content-Security-Policy', value: formAnswerPolicy() }],
      },
    ]),
  // Next encodes these values itself; client code reads them as constants (types/globals.d.ts).
  compiler: { define: { ...publicConstants(), __BUILD_ID__: buildId } },
};

export default nextConfig;
