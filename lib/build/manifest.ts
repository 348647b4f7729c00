import type { Locale } from '@/lib/i18n/locales';
import type { CspIntegrations } from '@/lib/serving/policies';
import type { PageFacts } from './seal-page';

/** Written by `npm run build` (lib/build/seal-build.ts) beside Next's output: the pages this build produced. */
export const PAGE_MANIFEST = 'page-manifest.json';

/** Written beside it, one per language: the search documents of the pages search lists (lib/build/search-documents.ts). */
export const searchIndexFile = (locale: Locale) => `search-index.${locale}.json`;

/** A prerendered page: its policy and ETag, and what its HTML says about it (lib/build/seal-page.ts). */
export type BuiltPage = PageFacts & {
  /** Its Content-Security-Policy: its own inline scripts and script files, by hash. */
  policy: string;
  /** The SHA-256 of its HTML, sent as its ETag. */
  etag: string;
  /** Its first response through `next start`: headers and gzip body, in bytes (lib/build/first-response.ts). */
  firstResponse?: number;
  /** Its headers and the gzip body up to the end of its first screen: what the budget holds to one flight. */
  firstScreen?: number;
  /** The gzip bytes of the JavaScript it loads at start-up (lib/build/startup-js.ts). */
  startupJs?: number;
};

/**
 * A dynamic page route of the build in one language, by its public address (`/blog/[slug]`,
 * `/pt/blog/[slug]`), with the pattern that matches it and the route as it is in every language.
 */
export type BuiltRoute = { route: string; pattern: string; base: string };

export type PageManifest = { integrations: CspIntegrations; pages: Record<string, BuiltPage>; routes: BuiltRoute[] };
