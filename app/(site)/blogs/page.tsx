import { BlogListing } from '@/components/blog-listing';
import { LISTING_PAGES } from '@/lib/listing-pages';
import { pageMetadata } from '@/lib/metadata';

export const metadata = pageMetadata({ ...LISTING_PAGES.blog, path: '/blogs', canonical: LISTING_PAGES.blog.path });

export default function BlogsPage() {
  return <BlogListing page={1} />;
}
