import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { BlogListing } from '@/components/templates/blog-listing';
import { getAllTags, getTag } from '@/lib/content/blog';
import { tagFeedPath } from '@/lib/seo/feeds';
import { pageMetadata } from '@/lib/seo/metadata';
import { currentLocale } from '@/lib/i18n/current';
import { LOCALE_FACTS, LOCALES } from '@/lib/i18n/locales';
import { format, pluralize } from '@/lib/i18n/format';
import { messagesFor } from '@/lib/i18n/messages';
import { paramsInLanguage } from '@/lib/i18n/static-params';

type Props = { params: Promise<{ tag: string }> };

export const dynamicParams = false;

export function generateStaticParams({ params }: { params: { locale: string } }) {
  return paramsInLanguage(params, (locale) => getAllTags(locale).map((tag) => ({ tag: tag.slug })));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await currentLocale();
  const slug = (await params).tag;
  const tag = getTag(locale, slug);
  if (!tag) return {};
  const t = messagesFor(locale).posts;
  return pageMetadata({
    path: tag.href,
    versions: LOCALES.filter((version) => getTag(version, slug)),
    title: format(t.titleAbout, { tag: tag.name }),
    description: pluralize(LOCALE_FACTS[locale].tag, tag.count, t.topicDescription, { tag: tag.name }),
    feed: { path: tagFeedPath(tag), title: format(t.titleAbout, { tag: tag.name }) },
    eyebrow: t.topicEyebrowCard,
  });
}

export default async function TagPage({ params }: Props) {
  const locale = await currentLocale();
  const tag = getTag(locale, (await params).tag);
  if (!tag) notFound();
  return <BlogListing page={1} tag={tag} />;
}
