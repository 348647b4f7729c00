import { BlogListing } from '@/components/templates/blog-listing';
import { currentLocale } from '@/lib/i18n/current';
import { messagesFor } from '@/lib/i18n/messages';
import { pageMetadata } from '@/lib/seo/metadata';

export async function generateMetadata() {
  const t = messagesFor(await currentLocale());
  return pageMetadata({
    path: '/blog',
    title: t.listings.blogTitle,
    description: t.posts.listingDescription,
    eyebrow: t.listings.blogEyebrow,
  });
}

export default function BlogPage() {
  return <BlogListing page={1} />;
}
