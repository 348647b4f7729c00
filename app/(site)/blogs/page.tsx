import { BlogListing } from '@/components/blog-listing';
import { pageMetadata } from '@/lib/metadata';

export const metadata = pageMetadata({
  path: '/blogs',
  title: 'Blog',
  description: 'Engineering notes from Brightloom: architecture, delivery, cloud costs, AI in production and how small senior teams ship.',
  canonical: '/blog',
});

export default function BlogsPage() {
  return <BlogListing page={1} />;
}
