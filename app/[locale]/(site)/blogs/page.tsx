import { BlogListing } from '@/components/templates/blog-listing';
import { LISTING_PAGES } from '@/lib/content/listing-pages';
import { pageMetadata } from '@/lib/seo/metadata';

export const metadata = pageMetadata({ ...LISTING_PAGES.blog, path: '/blogs', canonical: LISTING_PAGES.blog.path });

export default function BlogsPage() {
  return <BlogListing page={1} />;
}
