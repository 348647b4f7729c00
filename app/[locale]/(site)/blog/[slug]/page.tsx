import { format } from '@/lib/i18n/format';
import { messagesFor } from '@/lib/i18n/messages';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { BlogPost } from '@/components/templates/blog-post';
import { getAllPosts, getPostBySlug } from '@/lib/content/blog';
import { pageMetadata, versionsWhere } from '@/lib/seo/metadata';
import { currentLocale } from '@/lib/i18n/current';
import { paramsInLanguage } from '@/lib/i18n/static-params';

type Props = { params: Promise<{ slug: string }> };

export const dynamicParams = false;

export function generateStaticParams({ params }: { params: { locale: string } }) {
  return paramsInLanguage(params, (locale) => getAllPosts(locale).map((post) => ({ slug: post.slug })));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await currentLocale();
  const post = getPostBySlug(locale, (await params).slug);
  if (!post) return {};
  const path = post.href;
  return pageMetadata({
    path,
    versions: versionsWhere((version) => getPostBySlug(version, post.slug)),
    title: post.title,
    description: post.description,
    type: 'article',
    kind: 'post',
    eyebrow: `${messagesFor(locale).posts.blog} · ${format(messagesFor(locale).posts.minutes, { count: post.readingMinutes })}`,
    published: post.publishedAt,
    modified: post.updatedAt,
  });
}

export default async function PostPage({ params }: Props) {
  const locale = await currentLocale();
  const post = getPostBySlug(locale, (await params).slug);
  if (!post) notFound();
  return <BlogPost post={post} />;
}
