import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { BlogListing, pageHref } from '@/components/templates/blog-listing';
import { getPageCount } from '@/lib/content/blog';
import { blogPageTitle, LISTING_PAGES } from '@/lib/content/listing-pages';
import { pageMetadata } from '@/lib/seo/metadata';

type Props = { params: Promise<{ page: string }> };

export const dynamicParams = false;

export function generateStaticParams() {
  return Array.from({ length: getPageCount() - 1 }, (_, index) => ({ page: String(index + 2) }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const page = Number((await params).page);
  return pageMetadata({
    path: pageHref(page),
    title: blogPageTitle(page),
    description: `Older engineering notes from Brightloom, page ${page}: architecture, delivery, cloud and AI in production.`,
    eyebrow: LISTING_PAGES.blog.eyebrow,
  });
}

export default async function BlogPageN({ params }: Props) {
  const page = Number((await params).page);
  if (!Number.isInteger(page) || page < 2 || page > getPageCount()) notFound();
  return <BlogListing page={page} />;
}
