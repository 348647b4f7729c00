import { readPageManifest } from '@/lib/serving/build-output';
import { openPages } from '@/lib/serving/page-list';

/** Every page route a visitor can open with a 200: the pages the default build produced, as the proxy sees them. */
export function allPageRoutes(now = new Date()): string[] {
  const manifest = readPageManifest('.next');
  if (!manifest) throw new Error('.next/page-manifest.json is missing: the suite builds the site first');
  return openPages(manifest, now);
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
