/** Listing pages whose title and description are not in content/pages: one source for the page and its social card. */
export const LISTING_PAGES = {
  blog: {
    path: '/blog',
    title: 'Blog',
    description: 'Engineering notes from Brightloom: architecture, delivery, cloud costs, AI in production and how small senior teams ship.',
    eyebrow: 'Engineering notes',
  },
  services: {
    path: '/services',
    title: 'Services',
    description: 'Custom software, staff augmentation, DevOps, AI/ML, mobile and MVP development: every Brightloom service, grouped by what you need to get done.',
    eyebrow: 'What we do',
  },
} as const;

export function blogPageTitle(page: number): string {
  return `Blog, page ${page}`;
}

/**
 * The page numbers a listing's pagination shows: the first, the last and two either side of the
 * current one, with `null` for a gap. Keeps each listing page light however many posts there are.
 */
export function paginationItems(page: number, pages: number): (number | null)[] {
  const items: (number | null)[] = [];
  for (let number = 1; number <= pages; number += 1) {
    if (number === 1 || number === pages || Math.abs(number - page) <= 2) items.push(number);
    else if (items.at(-1) !== null) items.push(null);
  }
  return items;
}
