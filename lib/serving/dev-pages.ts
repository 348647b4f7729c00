import fs from 'node:fs';
import path from 'node:path';
import { appRoute } from '@/lib/output/next-output';
import { publicRoutes } from '@/lib/output/app-routes';
import { appRouteOf } from '@/lib/i18n/paths';
import { fillNotFound } from './not-found-page';
import { type PageList, pagesBehind } from './page-list';

/**
 * The page list of `next dev`, which has no build manifest: the routes are the app folder's, and
 * whether a dynamic route has a page (its generateStaticParams, drafts included in development) is
 * asked of Next itself with a HEAD request the proxy lets through. So the proxy decides in development
 * exactly what it decides in production, from the same code; a dynamic page is rendered twice.
 */

/** Marks the proxy's own requests to Next in development, which it passes through untouched. */
export const DEV_PROBE_HEADER = 'x-dev-page-probe';

const PAGE_FILE = /^page\.[jt]sx?$/;

/** Every page route under app/, route groups left out: `/blog/[slug]`, `/about-us`. */
function appRoutes(appDir: string): string[] {
  return fs
    .readdirSync(appDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && PAGE_FILE.test(entry.name))
    .map((entry) => {
      const relative = path.relative(appDir, path.join(entry.parentPath, 'page')).split(path.sep).join('/');
      return appRoute(`/${relative}`);
    });
}

async function servedByNext(url: URL): Promise<boolean> {
  const response = await fetch(url, { method: 'HEAD', headers: { [DEV_PROBE_HEADER]: '1' }, redirect: 'manual' });
  return response.status === 200;
}

/** The pages that decide a request for `url`, as the build would list them. */
export async function devPageList(url: URL, appDir = path.join(process.cwd(), 'app')): Promise<PageList> {
  const list: PageList = { pages: {}, routes: [] };
  for (const route of appRoutes(appDir).flatMap(publicRoutes)) {
    if (route.route.includes('[')) list.routes.push(route);
    else list.pages[route.route] = { noindex: false };
  }
  for (const page of pagesBehind(url.pathname)) {
    const dynamic = !(page in list.pages) && list.routes.some(({ pattern }) => new RegExp(pattern).test(page));
    if (dynamic && (await servedByNext(new URL(appRouteOf(page), url)))) list.pages[page] = { noindex: false };
  }
  return list;
}

/** The 404 page as Next renders it in development, with `message` written in as the proxy does in production. */
export async function devNotFoundHtml(url: URL, message: string, errorPage: string): Promise<string> {
  const response = await fetch(new URL(errorPage, url), { headers: { [DEV_PROBE_HEADER]: '1' } });
  return fillNotFound(await response.text(), message);
}
