import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { BlogListing, pageHref } from '@/components/templates/blog-listing';
import { getPageCount } from '@/lib/content/blog';
import { format } from '@/lib/i18n/format';
import { messagesFor } from '@/lib/i18n/messages';
import { pageMetadata } from '@/lib/seo/metadata';
import { currentLocale } from '@/lib/i18n/current';
import { LOCALES, type Locale } from '@/lib/i18n/locales';
import { getAllPosts } from '@/lib/content/blog';
import { paramsInLanguage } from '@/lib/i18n/static-params';

type Props = { params: Promise<{ page: string }> };

export const dynamicParams = false;

export function generateStaticParams({ params }: { params: { locale: string } }) {
  return paramsInLanguage(params, (locale) =>
    Array.from({ length: pageCount(locale) - 1 }, (_, index) => ({ page: String(index + 2) })),
  );
}

const pageCount = (locale: Locale) => getPageCount(getAllPosts(locale));

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await currentLocale();
  const page = Number((await params).page);
  const t = messagesFor(locale);
  return pageMetadata({
    path: pageHref(locale, page),
    versions: LOCALES.filter((version) => page <= pageCount(version)),
    title: format(t.listings.blogPage, { page }),
    description: format(t.posts.olderDescription, { page }),
    eyebrow: t.listings.blogEyebrow,
  });
}

export default async function BlogPageN({ params }: Props) {
  const page = Number((await params).page);
  if (!Number.isInteger(page) || page < 2 || page > pageCount(await currentLocale())) notFound();
  return <BlogListing page={page} />;
}
