import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { BlogListing } from '@/components/templates/blog-listing';
import { getAllTags, getTag } from '@/lib/content/blog';
import { tagFeedPath } from '@/lib/seo/feeds';
import { pageMetadata } from '@/lib/seo/metadata';

type Props = { params: Promise<{ tag: string }> };

export const dynamicParams = false;

export function generateStaticParams() {
  return getAllTags().map((tag) => ({ tag: tag.slug }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const tag = getTag((await params).tag);
  if (!tag) return {};
  return pageMetadata({
    path: tag.href,
    title: `Posts about ${tag.name}`,
    description: `${tag.count === 1 ? 'One post' : `${tag.count} posts`} about ${tag.name} from the Brightloom engineering blog.`,
    feed: { path: tagFeedPath(tag), title: `Posts about ${tag.name}` },
    eyebrow: 'Blog · Topic',
  });
}

export default async function TagPage({ params }: Props) {
  const tag = getTag((await params).tag);
  if (!tag) notFound();
  return <BlogListing page={1} tag={tag} />;
}
