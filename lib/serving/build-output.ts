import fs from 'node:fs';
import path from 'node:path';
import { env, isProduction } from '@/lib/env';
import type { CspIntegrations } from './policies';
import type { PageFacts } from './seal-page';

/** Written by `npm run build` (scripts/seal-pages.ts) beside Next's output: the pages this build produced. */
export const PAGE_MANIFEST = 'page-manifest.json';

/** Written beside it: the search documents of the pages search lists (lib/search/documents.ts). */
export const SEARCH_INDEX = 'search-index.json';

let searchIndex: string | undefined;

/** The search documents of the build this process serves, as JSON text, read once; null before a build. */
export function readSearchIndex(): string | null {
  try {
    searchIndex ??= fs.readFileSync(path.join(process.cwd(), env.NEXT_DIST_DIR, SEARCH_INDEX), 'utf8');
    return searchIndex;
  } catch {
    return null;
  }
}

/** One prerendered page as the build left it, and what its HTML says about itself. */
/** A prerendered page: its policy and ETag, and what its HTML says about it (lib/serving/seal-page.ts). */
export type BuiltPage = PageFacts & {
  /** Its Content-Security-Policy: its own inline scripts and script files, by hash. */
  policy: string;
  /** The SHA-256 of its HTML, sent as its ETag. */
  etag: string;
};

/** A dynamic page route of the build, such as `/blog/[slug]`, with the pattern Next matches it by. */
export type BuiltRoute = { route: string; pattern: string };

export type PageManifest = { integrations: CspIntegrations; pages: Record<string, BuiltPage>; routes: BuiltRoute[] };

let manifest: PageManifest | null | undefined;

/** The manifest of the build this process serves, read once; null in development or before a build. */
export function readPageManifest(distDir = env.NEXT_DIST_DIR): PageManifest | null {
  if (manifest !== undefined && distDir === env.NEXT_DIST_DIR) return manifest;
  const file = path.join(process.cwd(), distDir, PAGE_MANIFEST);
  let read: PageManifest | null;
  try {
    read = JSON.parse(fs.readFileSync(file, 'utf8')) as PageManifest;
  } catch {
    // Without it every page still renders, but its scripts are refused and unknown paths are Next's: say why, once.
    if (isProduction)
      console.error(
        `${file} is missing: build with \`npm run build\`, which records the pages and their script policies.`,
      );
    read = null;
  }
  if (distDir === env.NEXT_DIST_DIR) manifest = read;
  return read;
}
