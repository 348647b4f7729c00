import { getAllPosts, getPostPageCount } from '@/lib/content/blog';
import { getAllJobs } from '@/lib/content/careers';
import { getAllChecklists } from '@/lib/content/checklists';
import { getAllPages } from '@/lib/content/pages';
import { getAllLandings, getAllServices } from '@/lib/content/services';
import { blogPageTitle, LISTING_PAGES } from '@/lib/listing-pages';
import { site } from '@/lib/site';
import { titleFromPath } from '@/lib/text';

/**
 * What a page's social image shows: the page title, with a short line above it saying what it is.
 * `atBuild`: drawn by `next build`; a post's is drawn on its first request instead (then kept), so
 * the build does not grow by one drawing per post.
 */
export type SocialCard = { path: string; title: string; eyebrow: string; atBuild: boolean };

export const SOCIAL_IMAGE_SIZE = { width: 1200, height: 630 } as const;

/** Where a page's image lives: /og/index.png for the home page, /og/blog/x.png for /blog/x. */
export function socialImagePath(pagePath: string): string {
  return `/og${pagePath === '/' ? '/index' : pagePath}.png`;
}

/**
 * One card per page that is its own canonical URL; aliases (/blogs/…, /our-services, landings that
 * point at a service) share the card of the page they point to.
 */
export function getSocialCards(): SocialCard[] {
  const markdown = getAllPages().map((page) => {
    const path = page.slug === 'home' ? '/' : `/${page.slug}`;
    return { path, title: page.title ?? titleFromPath(path), eyebrow: page.slug === 'home' ? site.tagline : (page.eyebrow ?? site.name) };
  });
  const posts = getAllPosts().map((post) => ({ path: `/blog/${post.slug}`, title: post.title, eyebrow: `Blog · ${post.readingMinutes} min read`, atBuild: false }));
  const pages = [
    ...markdown,
    { path: LISTING_PAGES.blog.path, title: LISTING_PAGES.blog.title, eyebrow: 'Engineering notes' },
    ...Array.from({ length: getPostPageCount() - 1 }, (_, index) => ({ path: `/blog/page/${index + 2}`, title: blogPageTitle(index + 2), eyebrow: 'Engineering notes' })),
    { path: LISTING_PAGES.services.path, title: LISTING_PAGES.services.title, eyebrow: 'What we do' },
    ...[...getAllServices(), ...getAllLandings().filter((landing) => !landing.canonical)].map((service) => ({ path: service.href, title: service.title, eyebrow: 'Service' })),
    ...getAllJobs().map((job) => ({ path: `/career/${job.slug}`, title: job.title, eyebrow: `Careers · ${job.location}` })),
    ...getAllChecklists().map((checklist) => ({ path: `/checklist/${checklist.slug}`, title: checklist.title, eyebrow: `Free checklist · ${checklist.itemCount} checks` })),
  ];
  return [...pages.map((card) => ({ ...card, atBuild: true })), ...posts];
}
