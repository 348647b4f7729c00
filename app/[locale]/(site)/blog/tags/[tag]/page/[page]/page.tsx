import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { BlogListing, pageHref } from '@/components/templates/blog-listing';
import { getAllTags, getPageCount, getPostsTagged, getTag } from '@/lib/content/blog';
import { tagFeedPath } from '@/lib/seo/feeds';
import { pageMetadata } from '@/lib/seo/metadata';
import { currentLocale } from '@/lib/i18n/current';
import { LOCALES, type Locale } from '@/lib/i18n/locales';
import { format } from '@/lib/i18n/format';
import { messagesFor } from '@/lib/i18n/messages';
import { paramsInLanguage } from '@/lib/i18n/static-params';

type Props = { params: Promise<{ tag: string; page: string }> };

export const dynamicParams = false;

export function generateStaticParams({ params }: { params: { locale: string } }) {
  return paramsInLanguage(params, (locale) =>
    getAllTags(locale).flatMap((tag) =>
      Array.from({ length: getPageCount(getPostsTagged(locale, tag.slug)) - 1 }, (_, index) => ({
        tag: tag.slug,
        page: String(index + 2),
      })),
    ),
  );
}

function find(locale: Locale, slug: string, page: number) {
  const tag = getTag(locale, slug);
  if (!tag || !Number.isInteger(page) || page < 2 || page > getPageCount(getPostsTagged(locale, tag.slug)))
    return undefined;
  return { tag, page };
}

async function resolve(params: Props['params']) {
  const { tag: slug, page: number } = await params;
  const locale = await currentLocale();
  const found = find(locale, slug, Number(number));
  return found && { ...found, locale, versions: LOCALES.filter((version) => find(version, slug, found.page)) };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const found = await resolve(params);
  if (!found) return {};
  const { tag, page, locale, versions } = found;
  const t = messagesFor(locale).posts;
  return pageMetadata({
    path: pageHref(locale, page, tag),
    versions,
    title: format(t.pageTitle, { title: format(t.titleAbout, { tag: tag.name }), page }),
    description: format(t.topicOlderDescription, { tag: tag.name, page }),
    feed: { path: tagFeedPath(tag), title: format(t.titleAbout, { tag: tag.name }) },
    eyebrow: t.topicEyebrowCard,
  });
}

export default async function TagPageN({ params }: Props) {
  const found = await resolve(params);
  if (!found) notFound();
  return <BlogListing page={found.page} tag={found.tag} />;
}
