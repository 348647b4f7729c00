import path from 'node:path';

/** A real build's output, kept for the build step's tests (scripts/capture-fixtures.ts recaptures it). */
export const FIXTURE_DIST = path.join(process.cwd(), 'lib/build/fixtures');

/** The pages the fixture keeps: a post (static parts, search body) and the 404 template. */
export const FIXTURE_PAGES = { post: '/blog/monolith-first', notFound: '/error-404' } as const;
