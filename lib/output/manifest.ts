import type { Locale } from '@/lib/i18n/locales';
import type { CspIntegrations } from '@/lib/output/policies';

/** Written by `npm run build` (lib/build/seal-build.ts) beside Next's output: the pages this build produced. */
export const PAGE_MANIFEST = 'page-manifest.json';

/** Written beside it, one per language: the search documents of the pages search lists (lib/build/search-documents.ts). */
export const searchIndexFile = (locale: Locale) => `search-index.${locale}.json`;

/** What a page's HTML says about it, kept in the page manifest. */
export type PageFacts = {
  /** The URL its `<link rel="canonical">` names, if any. */
  canonical?: string;
  /** `<meta name="robots" content="noindex">`. */
  noindex: boolean;
  /** `og:title`, for its social image. */
  title?: string;
  /** `article:modified_time` or `article:published_time`, for the sitemap. */
  lastModified?: string;
  /** What the page says it is (lib/seo/page-facts.ts): search lists it when it names a kind. */
  kind?: string;
  /** The line above the title on its social card. */
  eyebrow?: string;
  /** `<html lang>`. */
  language?: string;
  /** Its `<link rel="alternate" hreflang>` versions by hreflang (x-default included), as absolute URLs. */
  alternates?: Record<string, string>;
};

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
