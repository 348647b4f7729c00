import type { Metadata } from 'next';
import { FEEDS } from '@/lib/feeds';
import { site } from '@/lib/site';
import { SOCIAL_IMAGE_SIZE, socialImagePath } from '@/lib/social-cards';
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
  const image = { url: socialImagePath(canonical ?? path), ...SOCIAL_IMAGE_SIZE, alt: resolvedTitle };
  return {
    // No layout template or default: error views render their own title, and nothing may compete with it.
    title: { absolute: `${resolvedTitle} | ${site.name}` },
    description,
    alternates: {
      canonical: canonical ?? path,
      types: Object.fromEntries(Object.values(FEEDS).map((feed) => [feed.type, feed.path])),
    },
    openGraph: { title: resolvedTitle, description, url: canonical ?? path, siteName: site.name, type, locale: 'en', images: [image] },
    twitter: { card: 'summary_large_image', title: resolvedTitle, description, images: [image] },
  };
}
