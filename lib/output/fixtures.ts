import path from 'node:path';
import { appRouteOf } from '@/lib/i18n/paths';

/** A real build's output, kept for the build step's tests (scripts/capture-fixtures.ts recaptures it). */
export const FIXTURE_DIST = path.join(process.cwd(), 'lib/output/fixtures');

/**
 * The pages the fixture keeps, by public address: an English post (static parts, search body, hreflang
 * links, the language switcher), a Portuguese page, and the 404 template.
 */
export const FIXTURE_PAGES = {
  post: '/blog/monolith-first',
  translated: '/pt/about-us',
  notFound: '/error-404',
} as const;

/** Next's route of a fixture page: every page is under app/[locale]. */
export const fixtureRoute = (address: string): string => appRouteOf(address);
