/** Listing pages whose title and description are not in content/pages: one source for the page and its social card. */
export const LISTING_PAGES = {
  blog: {
    path: '/blog',
    title: 'Blog',
    description: 'Engineering notes from Brightloom: architecture, delivery, cloud costs, AI in production and how small senior teams ship.',
  },
  services: {
    path: '/services',
    title: 'Services',
    description: 'Custom software, staff augmentation, DevOps, AI/ML, mobile and MVP development: every Brightloom service, grouped by what you need to get done.',
  },
} as const;

export function blogPageTitle(page: number): string {
  return `Blog, page ${page}`;
}
