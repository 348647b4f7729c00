import fs from 'node:fs';
import { getPathMatch } from 'next/dist/shared/lib/router/utils/path-match';
import { describe, expect, it } from 'vitest';
import { config } from '@/proxy';
import { ACTION_HEADER } from '@/lib/output/next-output';
import { ACTION_MATCHER, HEADERS_SOURCE, isPagePath, NGINX_LOCATION, PROXY_MATCHER } from './not-a-page';

const PAGES = [
  '/',
  '/faq',
  '/blog',
  '/blog/monolith-first',
  '/blog/page/2',
  '/career/senior-backend-engineer-go',
  '/services/devops-cloud-solutions',
  '/work/industry/logistics',
  '/api-guide',
  '/_nextish',
  '/nope/deeper/path',
];
const NOT_PAGES = [
  '/_next/static/chunks/a.js',
  '/_next/image',
  '/api/contact',
  '/api/careers/x/applications',
  '/sitemap.xml',
  '/robots.txt',
  '/icon.svg',
  '/blog/rss.xml',
  '/blog/feed.json',
  '/builds/latest.json',
  '/og/blog/monolith-first.png',
  '/flags/DE.svg',
  '/images/team/ana-ribeiro.svg',
  '/favicon.ico',
];

describe('what is not a page', () => {
  it('is the build files, the endpoints and paths whose last segment has a dot', () => {
    for (const path of PAGES) expect(isPagePath(path), path).toBe(true);
    for (const path of NOT_PAGES) expect(isPagePath(path), path).toBe(false);
  });

  it('is what the proxy matcher leaves out, written the same in proxy.ts', () => {
    expect(config.matcher).toEqual([PROXY_MATCHER, ACTION_MATCHER]);
    // The action header is the door's (lib/output/next-output.ts), written out where Next reads it statically.
    expect(ACTION_MATCHER.has[0]!.key).toBe(ACTION_HEADER);
    const proxySees = getPathMatch(PROXY_MATCHER);
    for (const path of [...PAGES, ...NOT_PAGES]) expect(Boolean(proxySees(path)), path).toBe(isPagePath(path));
  });

  it('is what next.config.ts gives the resource policy', () => {
    const resource = getPathMatch(HEADERS_SOURCE);
    for (const path of [...PAGES, ...NOT_PAGES]) expect(Boolean(resource(path)), path).toBe(!isPagePath(path));
  });

  it('is what deploy/nginx.conf never reads from disk as a page', () => {
    const conf = fs.readFileSync('deploy/nginx.conf', 'utf8');
    expect(conf).toContain(`location ${NGINX_LOCATION} {`);
    const nginx = new RegExp(/^~ "(.*)"$/.exec(NGINX_LOCATION)![1]!.replace(/\\\\/g, '\\'));
    for (const path of [...PAGES, ...NOT_PAGES]) expect(nginx.test(path), path).toBe(!isPagePath(path));
  });
});
