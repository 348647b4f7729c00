import type { MetadataRoute } from 'next';
import { getAllPosts, getPostPageCount } from '@/lib/content/blog';
import { getJobListing } from '@/lib/content/careers';
import { getAllChecklists } from '@/lib/content/checklists';
import { getAllServices, getServiceCatalogue } from '@/lib/content/services';
import { env } from '@/lib/env';
import { STATIC_PAGES } from '@/lib/routes';

// Aliases and placeholders point elsewhere (canonical) or are not worth a visit from search.
const NOT_INDEXED = new Set(['/blogs', '/our-services', '/coming-soon']);

/** Every indexable page, with the date its content last changed where the content knows it. */
export default function sitemap(): MetadataRoute.Sitemap {
  const origin = env.NEXT_PUBLIC_SITE_URL;
  const posts = getAllPosts();
  const latestPost = posts[0]?.updatedAt ?? posts[0]?.publishedAt;
  const entry = (path: string, lastModified?: Date) => ({ url: `${origin}${path === '/' ? '' : path}`, ...(lastModified ? { lastModified } : {}) });
  return [
    ...STATIC_PAGES.filter((path) => !NOT_INDEXED.has(path)).map((path) => entry(path, path === '/blog' || path === '/' ? latestPost : undefined)),
    ...getServiceCatalogue()
      .filter((service) => !getAllServices().includes(service))
      .map((landing) => entry(landing.href)),
    ...getAllServices().map((service) => entry(service.href)),
    ...posts.map((post) => entry(`/blog/${post.slug}`, post.updatedAt ?? post.publishedAt)),
    ...Array.from({ length: getPostPageCount() - 1 }, (_, index) => entry(`/blog/page/${index + 2}`)),
    ...getJobListing().open.map((job) => entry(`/career/${job.slug}`, job.postedAt)),
    ...getAllChecklists().map((checklist) => entry(`/checklist/${checklist.slug}`, checklist.publishedAt)),
  ];
}
