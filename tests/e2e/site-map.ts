import { readPageManifest } from '@/lib/serving/build-output';
import { openPages } from '@/lib/serving/page-list';

/** Every page route a visitor can open with a 200: the pages the default build produced, as the proxy sees them. */
export function allPageRoutes(now = new Date()): string[] {
  const manifest = readPageManifest('.next');
  if (!manifest) throw new Error('.next/page-manifest.json is missing: the suite builds the site first');
  return openPages(manifest, now);
}

/**
 * For the checks a browser makes page by page: every page of its own template (each static page), and of
 * each dynamic route the first `perRoute` pages in each language (a blog post's console is every post's).
 * The root's one-segment route (`/[landing]`) matches static pages too, so its pages count as static.
 */
export function pagesPerRoute(perRoute = 2, now = new Date()): string[] {
  const manifest = readPageManifest('.next')!;
  const routes = manifest.routes.filter((route) => !/^\/\[[^/]+\]$/.test(route.base));
  const taken = new Map<string, number>();
  return allPageRoutes(now).filter((path) => {
    const route = routes.find((candidate) => new RegExp(candidate.pattern).test(path))?.route;
    if (!route) return true;
    taken.set(route, (taken.get(route) ?? 0) + 1);
    return taken.get(route)! <= perRoute;
  });
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
  caseStudy: '/work/northwind-freight',
  industry: '/work/industry/logistics',
  technologies: '/technologies',
  technology: '/technologies/postgresql',
  pricing: '/pricing',
  tag: '/blog/tags/devops',
  search: '/search',
  legal: '/privacy-policy',
  accessibility: '/accessibility',
  trust: '/trust',
  notFound: '/this-page-does-not-exist',
} as const;
