import type { MetadataRoute } from 'next';
import { env } from '@/lib/env';
import { readPageManifest } from '@/lib/serving/build-output';
import { indexablePages } from '@/lib/serving/page-list';

// The build's own pages in every language, read when asked: a page is listed once, when it is open (a closed job's page
// redirects), not noindex, and its own canonical URL, as its HTML says.
export const dynamic = 'force-dynamic';

export default function sitemap(): MetadataRoute.Sitemap {
  const origin = env.NEXT_PUBLIC_SITE_URL;
  const manifest = readPageManifest();
  if (!manifest) return [];
  return indexablePages(manifest, origin).map((route) => {
    const { lastModified, alternates } = manifest.pages[route]!;
    return {
      url: `${origin}${route === '/' ? '' : route}`,
      ...(lastModified ? { lastModified } : {}),
      // The same versions as the page's own head lists (hreflang, x-default included).
      ...(alternates ? { alternates: { languages: alternates } } : {}),
    };
  });
}
