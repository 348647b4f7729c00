import type { Metadata } from 'next';
import { FEEDS } from '@/lib/feeds';
import { site } from '@/lib/site';
import { titleFromPath } from '@/lib/text';

type Options = {
  path: string;
  title?: string;
  description: string;
  /** The main URL when this page is an alias or overlaps a better answer. */
  canonical?: string;
  type?: 'website' | 'article';
};

/** One helper for every page: the title rule, description, canonical and social cards. */
export function pageMetadata({ path, title, description, canonical, type = 'website' }: Options): Metadata {
  const resolvedTitle = title ?? titleFromPath(path);
  return {
    // No layout template or default: error views render their own title, and nothing may compete with it.
    title: { absolute: `${resolvedTitle} | ${site.name}` },
    description,
    alternates: {
      canonical: canonical ?? path,
      types: Object.fromEntries(Object.values(FEEDS).map((feed) => [feed.type, feed.path])),
    },
    openGraph: { title: resolvedTitle, description, url: canonical ?? path, siteName: site.name, type, locale: 'en' },
    twitter: { card: 'summary_large_image', title: resolvedTitle, description },
  };
}
