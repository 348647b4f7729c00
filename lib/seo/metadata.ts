import type { Metadata } from 'next';
import { FEEDS, feedPath } from './feeds';
import { site } from '@/config/site';
import { SOCIAL_IMAGE_SIZE, socialImagePath } from './social-cards';
import { titleFromPath } from '@/lib/text';
import { getPage, type PageSlug } from '@/lib/content/pages';
import { pageFacts, type SearchKind } from '@/lib/seo/page-facts';
import { DEFAULT_LOCALE, LOCALE_FACTS, LOCALES, type Locale } from '@/lib/i18n/locales';
import { localePath, localize, splitLocale } from '@/lib/i18n/paths';
import { currentLocale } from '@/lib/i18n/current';

type Options = {
  /** The page's own address, in its language (`/pt/about-us`). */
  path: string;
  /** The languages the page exists in (every one unless said): its hreflang alternates and the switcher's targets. */
  versions?: readonly Locale[];
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

/** The languages an entry exists in, for `versions`. */
export const versionsWhere = (exists: (locale: Locale) => unknown): Locale[] =>
  LOCALES.filter((locale) => Boolean(exists(locale)));

/**
 * Each existing version of a page by its hreflang (`en`, `pt-PT`, `pl`), and x-default for the English
 * one: Next writes them as absolute URLs in the head, where the sitemap and the switcher read them back.
 */
function languageAlternates(englishPath: string, versions: readonly Locale[]): Record<string, string> {
  const alternates: Record<string, string> = Object.fromEntries(
    versions.map((version) => [LOCALE_FACTS[version].tag, localePath(version, englishPath)]),
  );
  if (versions.includes(DEFAULT_LOCALE)) alternates['x-default'] = englishPath;
  return alternates;
}

/**
 * One helper for every page: the title rule, description, canonical and social cards, in the page's
 * language (a path written in English is that language's: `/blog` on a Polish page is `/pl/blog`).
 */
export async function pageMetadata({
  path: written,
  versions = LOCALES,
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
}: Options): Promise<Metadata> {
  const locale = await currentLocale();
  const path = localize(locale, written);
  canonical = canonical && localize(locale, canonical);
  feed = feed && { ...feed, path: localize(locale, feed.path) };
  const englishPath = splitLocale(path).path;
  const resolvedTitle = title ?? titleFromPath(englishPath);
  const image = { url: socialImagePath(canonical ?? path), ...SOCIAL_IMAGE_SIZE, alt: resolvedTitle };
  return {
    // No layout template or default: error views render their own title, and nothing may compete with it.
    title: { absolute: `${resolvedTitle} | ${site.name}` },
    description,
    ...(noindex && { robots: { index: false, follow: true } }),
    alternates: {
      canonical: canonical ?? path,
      languages: languageAlternates(englishPath, versions),
      types: {
        ...Object.fromEntries(
          Object.entries(FEEDS).map(([name, blogFeed]) => [
            blogFeed.type,
            feedPath(locale, name as keyof typeof FEEDS),
          ]),
        ),
        ...(feed
          ? {
              [FEEDS.rss.type]: [{ url: feed.path, title: feed.title }, { url: feedPath(locale, 'rss') }],
            }
          : {}),
      },
    },
    openGraph: {
      title: resolvedTitle,
      description,
      url: canonical ?? path,
      siteName: site.name,
      locale: LOCALE_FACTS[locale].ogLocale,
      alternateLocale: versions
        .filter((version) => version !== locale)
        .map((version) => LOCALE_FACTS[version].ogLocale),
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
/** A content page's metadata; `noindex` for a page nobody should land on from a search (it leaves the sitemap too). */
export async function contentPageMetadata(slug: PageSlug, options: { noindex?: boolean } = {}): Promise<Metadata> {
  const page = getPage(await currentLocale(), slug);
  return pageMetadata({
    path: page.href,
    title: page.title,
    description: page.description,
    eyebrow: page.eyebrow,
    ...(options.noindex && { noindex: true }),
  });
}
