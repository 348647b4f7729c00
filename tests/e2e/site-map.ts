import { getAllPosts, getPostPageCount } from '@/lib/content/blog';
import { getAllJobs, isJobOpen } from '@/lib/content/careers';
import { getAllChecklists } from '@/lib/content/checklists';
import { getAllLandings, getAllServices } from '@/lib/content/services';
import { STATIC_PAGES } from '@/lib/routes';

/** Every page route a visitor can open with a 200, read from the same content the build uses. */
export function allPageRoutes(now = new Date()): string[] {
  return [
    ...STATIC_PAGES,
    ...getAllLandings().map((landing) => landing.href),
    ...getAllServices().map((service) => service.href),
    ...getAllPosts().flatMap((post) => [`/blog/${post.slug}`, `/blogs/${post.slug}`]),
    ...Array.from({ length: getPostPageCount() - 1 }, (_, index) => `/blog/page/${index + 2}`),
    ...getAllJobs()
      .filter((job) => isJobOpen(job, now))
      .map((job) => `/career/${job.slug}`),
    ...getAllChecklists().map((checklist) => `/checklist/${checklist.slug}`),
  ];
}

/** One page of each template, for the checks that are too slow to run on every page. */
export const TEMPLATES = {
  home: '/',
  service: '/services/devops-cloud-solutions',
  landing: '/ui-ux-design',
  overview: '/our-services',
  blogListing: '/blog',
  post: '/blog/monolith-first',
  careers: '/career',
  job: '/career/senior-backend-engineer-go',
  checklist: '/checklist/cloud-cost-review',
  contact: '/contact-us',
  faq: '/faq',
  team: '/our-team',
  work: '/work',
  legal: '/privacy-policy',
  notFound: '/this-page-does-not-exist',
} as const;
