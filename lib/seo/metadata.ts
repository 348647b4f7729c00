import type { Metadata } from 'next';
import { FEEDS } from './feeds';
import { site } from '@/config/site';
import { SOCIAL_IMAGE_SIZE, socialImagePath } from './social-cards';
import { titleFromPath } from '@/lib/text';
import { getPage } from '@/lib/content/pages';
import { pageFacts, type SearchKind } from '@/lib/seo/page-facts';

type Options = {
  path: string;
  title?: string;
  description: string;
  /** The main URL when this page is an alias or overlaps a better answer. */
  canonical?: string;
  type?: 'website' | 'article';
  /** For articles: when it was published and last changed (the sitemap reads them back from the page). */
  published?: Date;
  modified?: Date;
  /** A feed of this page's own, announced before the blog's. */
  feed?: { path: string; title: string };
  /** Pages reached from a mail, not from search: kept out of indexes and the sitemap. */
  noindex?: boolean;
  /** What the page is, for search (which lists only pages that say): a post, a service, a job … */
  kind?: SearchKind;
  /** The short line above the title on its social card; the company's name by default. */
  eyebrow?: string;
};

/** One helper for every page: the title rule, description, canonical and social cards. */
export function pageMetadata({
  path,
  title,
  description,
  canonical,
  type = 'website',
  published,
  modified,
  feed,
  noindex,
  kind,
  eyebrow = site.name,
}: Options): Metadata {
  const resolvedTitle = title ?? titleFromPath(path);
  const image = { url: socialImagePath(canonical ?? path), ...SOCIAL_IMAGE_SIZE, alt: resolvedTitle };
  return {
    // No layout template or default: error views render their own title, and nothing may compete with it.
    title: { absolute: `${resolvedTitle} | ${site.name}` },
    description,
    ...(noindex && { robots: { index: false, follow: true } }),
    alternates: {
      canonical: canonical ?? path,
      types: {
        ...Object.fromEntries(Object.values(FEEDS).map((blogFeed) => [blogFeed.type, blogFeed.path])),
        ...(feed
          ? {
              [FEEDS.rss.type]: [{ url: feed.path, title: feed.title }, { url: FEEDS.rss.path }],
            }
          : {}),
      },
    },
    openGraph: {
      title: resolvedTitle,
      description,
      url: canonical ?? path,
      siteName: site.name,
      locale: 'en',
      images: [image],
      ...(type === 'article'
        ? { type, publishedTime: published?.toISOString(), modifiedTime: (modified ?? published)?.toISOString() }
        : { type }),
    },
    twitter: { card: 'summary_large_image', title: resolvedTitle, description, images: [image] },
    // Read back from the built page into the page manifest (lib/build/seal-page.ts).
    other: pageFacts({ kind, eyebrow }),
  };
}

/** For a page whose title and description come from content/pages/{slug}.md. */
export function contentPageMetadata(slug: string): Metadata {
  const page = getPage(slug);
  return pageMetadata({ path: page.href, title: page.title, description: page.description, eyebrow: page.eyebrow });
}
