import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { BlogListing, pageHref } from '@/components/templates/blog-listing';
import { getAllTags, getPageCount, getPostsTagged, getTag } from '@/lib/content/blog';
import { tagFeedPath } from '@/lib/seo/feeds';
import { pageMetadata } from '@/lib/seo/metadata';

type Props = { params: Promise<{ tag: string; page: string }> };

export const dynamicParams = false;

export function generateStaticParams() {
  return getAllTags().flatMap((tag) =>
    Array.from({ length: getPageCount(getPostsTagged(tag.slug)) - 1 }, (_, index) => ({
      tag: tag.slug,
      page: String(index + 2),
    })),
  );
}

async function resolve(params: Props['params']) {
  const { tag: slug, page: number } = await params;
  const tag = getTag(slug);
  const page = Number(number);
  if (!tag || !Number.isInteger(page) || page < 2 || page > getPageCount(getPostsTagged(tag.slug))) return undefined;
  return { tag, page };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const found = await resolve(params);
  if (!found) return {};
  const { tag, page } = found;
  return pageMetadata({
    path: pageHref(page, tag),
    title: `Posts about ${tag.name}, page ${page}`,
    description: `Older posts about ${tag.name} from the Brightloom engineering blog, page ${page}.`,
    feed: { path: tagFeedPath(tag), title: `Posts about ${tag.name}` },
    eyebrow: 'Blog · Topic',
  });
}

export default async function TagPageN({ params }: Props) {
  const found = await resolve(params);
  if (!found) notFound();
  return <BlogListing page={found.page} tag={found.tag} />;
}
