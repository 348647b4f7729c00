import { BlogListing } from '@/components/templates/blog-listing';
import { LISTING_PAGES } from '@/lib/content/listing-pages';
import { pageMetadata } from '@/lib/seo/metadata';

export const metadata = pageMetadata(LISTING_PAGES.blog);

export default function BlogPage() {
  return <BlogListing page={1} />;
}
