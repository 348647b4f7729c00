import fs from 'node:fs';
import path from 'node:path';
import { noncePolicy, resourcePolicy, type CspIntegrations } from '@/lib/csp';
import { env, isProduction } from '@/lib/env';

/** Written by `scripts/seal-pages.ts` after `next build`: each prerendered page's own policy. */
export const POLICY_MANIFEST = 'csp-manifest.json';

/** Prerendered HTML changes with every deploy: caches revalidate it (ETag) before each use. */
export const HTML_CACHE = 'public, max-age=0, must-revalidate';

/** A prerendered page as `npm run build` left it: its script policy and the ETag of its HTML. */
export type SealedPage = { policy: string; etag: string };
export type PolicyManifest = { integrations: CspIntegrations; pages: Record<string, SealedPage> };

/** What this build switched on, as the client bundle sees it (the values are compiled in). */
export function integrationsOf(config: Pick<typeof env, 'gtmId' | 'NEXT_PUBLIC_SENTRY_DSN' | 'NEXT_PUBLIC_COUNTRY_LOOKUP_URL' | 'NEXT_PUBLIC_SITE_URL'>): CspIntegrations {
  return {
    gtm: Boolean(config.gtmId),
    errorReporting: Boolean(config.NEXT_PUBLIC_SENTRY_DSN),
    countryLookupUrl: config.NEXT_PUBLIC_COUNTRY_LOOKUP_URL,
    https: config.NEXT_PUBLIC_SITE_URL.startsWith('https://'),
  };
}

const RESOURCE_POLICY = resourcePolicy();
let manifest: PolicyManifest | null | undefined;

function loadManifest(): PolicyManifest | null {
  if (manifest !== undefined) return manifest;
  const file = path.join(process.cwd(), env.NEXT_DIST_DIR, POLICY_MANIFEST);
  try {
    manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as PolicyManifest;
  } catch {
    // Without the manifest every page still renders, but its scripts are refused: say why, once.
    if (isProduction) console.error(`${file} is missing: build with \`npm run build\`, which seals each page's script policy.`);
    manifest = null;
  }
  return manifest;
}

/** The prerender manifest's name for the page at a path. */
function pageRoute(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}

/** Error pages (`/_not-found`, `/_global-error`) are sealed too, but only ever rendered for an error. */
export function servedAsFile(route: string): boolean {
  return !route.startsWith('/_');
}

/** `sealed`: the prerendered page at this path, which lib/page-files.ts serves. */
export type PolicyDecision = { policy: string | undefined; nonce?: string; sealed?: SealedPage & { route: string } };

/**
 * The Content-Security-Policy for a response the proxy handles. Pages get their sealed policy, the
 * per-request 404 page a nonce, anything else the no-script resource policy. In development Next
 * needs eval and inline scripts, so pages get no policy there.
 */
export function policyFor(kind: 'page' | 'not-found' | 'resource', pathname: string): PolicyDecision {
  if (kind === 'resource') return { policy: RESOURCE_POLICY };
  if (!isProduction) return { policy: undefined };
  const sealed = loadManifest();
  const integrations = sealed?.integrations ?? integrationsOf(env);
  if (kind === 'not-found') {
    const nonce = Buffer.from(crypto.getRandomValues(new Uint8Array(16))).toString('base64');
    return { policy: noncePolicy(nonce, integrations), nonce };
  }
  const key = pageRoute(pathname);
  const page = sealed?.pages[key];
  return page ? { policy: page.policy, ...(servedAsFile(key) && { sealed: { ...page, route: key } }) } : { policy: RESOURCE_POLICY };
}
