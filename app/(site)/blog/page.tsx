import { BlogListing } from '@/components/blog-listing';
import { LISTING_PAGES } from '@/lib/listing-pages';
import { pageMetadata } from '@/lib/metadata';

export const metadata = pageMetadata(LISTING_PAGES.blog);

export default function BlogPage() {
  return <BlogListing page={1} />;
}
