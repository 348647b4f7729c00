import fs from 'node:fs';
import path from 'node:path';
import { env, isProduction } from '@/lib/env';
import { PAGE_MANIFEST, type PageManifest, searchIndexFile } from '@/lib/output/manifest';
import type { Locale } from '@/lib/i18n/locales';

// The one reader of what the build wrote (lib/output/manifest.ts): request-time code and the tests
// read the page list and the search index through these, never from a copy.
export type { BuiltPage, BuiltRoute, PageManifest } from '@/lib/output/manifest';

const searchIndexes = new Map<Locale, string>();

/** The search documents of one language in the build this process serves, as JSON text, read once; null before a build. */
export function readSearchIndex(locale: Locale): string | null {
  try {
    const index =
      searchIndexes.get(locale) ??
      fs.readFileSync(
        path.join(/*turbopackIgnore: true*/ process.cwd(), env.NEXT_DIST_DIR, searchIndexFile(locale)),
        'utf8',
      );
    searchIndexes.set(locale, index);
    return index;
  } catch {
    return null;
  }
}

let manifest: PageManifest | null | undefined;

/** The manifest of the build this process serves, read once; null in development or before a build. */
export function readPageManifest(distDir = env.NEXT_DIST_DIR): PageManifest | null {
  if (manifest !== undefined && distDir === env.NEXT_DIST_DIR) return manifest;
  const file = path.join(/*turbopackIgnore: true*/ process.cwd(), distDir, PAGE_MANIFEST);
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
