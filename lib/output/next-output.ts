// The one door to Next's and React's private output (docs/decisions/005-next-output.md): the build
// manifests' fields, where the server keeps prerendered pages, the router's request headers, the
// `__next_f` flight scripts and React's flight rows, flight string escaping, the async chunk tags, and
// the `next/dist` helpers development uses. Read from Next 16.4 and React 19.3; a shape this module
// does not recognise is an error that says what it expected and what it found, never a silent pass.
// After an upgrade, `npm run upgrade:check` says which of these changed (docs/upgrading.md). The proxy
// bundles this module, so its build-time reads tell Turbopack not to trace the folders they name.
import fs from 'node:fs';
import path from 'node:path';
import { normalizeAppPath } from 'next/dist/shared/lib/router/utils/app-paths';
import { getRouteRegex } from 'next/dist/shared/lib/router/utils/route-regex';

/** A format of Next's or React's that this module no longer recognises. */
export class NextOutputError extends Error {
  override name = 'NextOutputError';
}

// --- The build's files -------------------------------------------------------------------------

/** Where `next build` keeps each prerendered page's HTML, under the dist folder. */
const PAGES_DIR = 'server/app';

/** A prerendered page's HTML file name under the pages folder (deploy/nginx.conf serves it from there). */
export function pageFileName(route: string): string {
  return `${route === '/' ? '/index' : route}.html`;
}

/** A prerendered page's HTML file, under the build's server folder (where Next serves it from). */
export function pageFilePath(dist: string, route: string): string {
  return path.join(/*turbopackIgnore: true*/ dist, PAGES_DIR, pageFileName(route));
}

/** The folder of the prerendered pages (a listing's pages are files below it). */
export const pagesDir = (dist: string): string => path.join(/*turbopackIgnore: true*/ dist, PAGES_DIR);

/** A file the browser loads from /_next/static/, read from the build (the start-up budget weighs chunks). */
export function readStaticFile(dist: string, src: string): Buffer {
  if (!src.startsWith('/_next/static/')) throw new NextOutputError(`${src}: expected an address under /_next/static/`);
  const file = path.join(/*turbopackIgnore: true*/ dist, src.slice('/_next/'.length));
  if (!fs.existsSync(file)) throw new NextOutputError(`${src}: listed by a page, but not in ${dist}/static`);
  return fs.readFileSync(file);
}

/** Whether `dist` holds prerendered pages (a build, or its standalone copy). */
export function hasPages(dist: string): boolean {
  return fs.existsSync(path.join(/*turbopackIgnore: true*/ dist, PAGES_DIR));
}

/** The build's two manifests the post-build step reads, under the dist folder. */
export const MANIFESTS = {
  prerender: 'prerender-manifest.json',
  integrity: 'server/subresource-integrity-manifest.json',
} as const;

/** A prerendered route as the build lists it. */
export type PrerenderedRoute = { route: string; page: boolean; revalidate: number | false | undefined };
/** A dynamic page route with the pattern Next matches it by. */
export type DynamicPageRoute = { route: string; pattern: string };

function readJson(file: string): unknown {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as unknown;
  } catch (error) {
    throw new NextOutputError(`${file}: ${error instanceof Error ? error.message : String(error)}`);
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The prerender manifest's routes and dynamic routes, checked field by field. */
export function readPrerenderManifest(dist: string): { routes: PrerenderedRoute[]; dynamic: DynamicPageRoute[] } {
  const file = path.join(/*turbopackIgnore: true*/ dist, MANIFESTS.prerender);
  const manifest = readJson(file);
  if (!isRecord(manifest) || !isRecord(manifest.routes) || !isRecord(manifest.dynamicRoutes))
    throw new NextOutputError(`${file}: expected { routes: {…}, dynamicRoutes: {…} }`);
  const routes = Object.entries(manifest.routes).map(([route, info]) => {
    if (!isRecord(info) || !('initialRevalidateSeconds' in info))
      throw new NextOutputError(`${file}: route ${route} has no initialRevalidateSeconds`);
    const seconds = info.initialRevalidateSeconds;
    const revalidate: number | false | undefined =
      typeof seconds === 'number' ? seconds : seconds === false ? false : undefined;
    return { route, page: info.routeType === 'page', revalidate };
  });
  if (!routes.some((route) => route.page))
    throw new NextOutputError(`${file}: expected routes with routeType "page", found none`);
  // Route handlers have no data route; pages do.
  const dynamic = Object.entries(manifest.dynamicRoutes).flatMap(([route, info]) => {
    if (!isRecord(info) || typeof info.routeRegex !== 'string')
      throw new NextOutputError(`${file}: dynamic route ${route} has no routeRegex`);
    return info.dataRoute ? [{ route, pattern: info.routeRegex }] : [];
  });
  return { routes, dynamic };
}

/** The integrity value of a file under `/_next/`, from the subresource-integrity manifest. */
export function readIntegrity(dist: string): (src: string) => string | undefined {
  const file = path.join(/*turbopackIgnore: true*/ dist, MANIFESTS.integrity);
  const manifest = readJson(file);
  if (!isRecord(manifest) || !Object.values(manifest).every((value) => typeof value === 'string'))
    throw new NextOutputError(`${file}: expected { "static/…": "sha256-…" }`);
  const entries = Object.entries(manifest);
  if (!entries.some(([key, value]) => key.startsWith('static/') && String(value).startsWith('sha256-')))
    throw new NextOutputError(`${file}: expected sha256 values for static/ files, found ${entries.length} entries`);
  return (src) => (src.startsWith('/_next/') ? (manifest[src.slice('/_next/'.length)] as string) : undefined);
}

// --- Requests ------------------------------------------------------------------------------------

/** The header a Server Action call carries (the site defines none, so proxy.ts refuses any). */
export const ACTION_HEADER = 'next-action';

/** Whether a request calls a Server Action. */
export const isActionRequest = (request: Request): boolean => request.headers.has(ACTION_HEADER);

/** The headers Next's router and actions send: such a request wants flight data, not the page file. */
const ROUTER_HEADERS = [
  'rsc',
  'next-router-state-tree',
  'next-router-prefetch',
  'next-router-segment-prefetch',
  ACTION_HEADER,
];

/** What Next varies a prerendered page on: the router asks the same URL for its flight data. */
export const PAGE_VARY =
  'rsc, next-router-state-tree, next-router-prefetch, next-router-segment-prefetch, Accept-Encoding';

/**
 * A prefetch by Next's router (not a navigation). A redirect answered to one is cached as the route and a
 * later router.push to that address then does nothing (vercel/next.js#88937): the proxy declines those.
 */
export const isRouterPrefetch = (request: Request): boolean =>
  request.headers.has('next-router-prefetch') || request.headers.has('next-router-segment-prefetch');

/** The router's cache-busting parameter on a flight request's URL. */
export const ROUTER_QUERY = /[?&]_rsc=/;

/** A request from Next's router (or an action): its headers or its `_rsc` cache-busting parameter. */
export function isRouterRequest(request: Request): boolean {
  return ROUTER_HEADERS.some((name) => request.headers.has(name)) || ROUTER_QUERY.test(new URL(request.url).search);
}

// --- Development ---------------------------------------------------------------------------------

/** An app folder path as Next routes it (`/(site)/blog/[slug]/page` -> `/blog/[slug]`). */
export const appRoute = (relative: string): string => normalizeAppPath(relative);

/** The pattern Next matches a dynamic route with. */
export const routePattern = (route: string): string => getRouteRegex(route).re.source;

// --- Flight data ---------------------------------------------------------------------------------

/** How Next starts the flight data, before any chunk: `(self.__next_f=self.__next_f||[]).push([0])`. */
const BOOTSTRAP = '(self.__next_f=self.__next_f||[])';

/** The inline scripts Next writes the flight data in: the bootstrap, then `self.__next_f.push([1, chunk])`. */
const FLIGHT_SCRIPT =
  /<script>(?:\(self\.__next_f=self\.__next_f\|\|\[\]\)|self\.__next_f)\.push\((\[[\s\S]*?\])\)<\/script>/g;

/** The flight data of a prerendered page, joined from its scripts; throws on a form it does not read. */
export function readFlight(html: string, page = 'page'): string | undefined {
  const pushes = [...html.matchAll(FLIGHT_SCRIPT)].flatMap((match) => JSON.parse(`[${match[1]!}]`) as unknown[][]);
  // The bootstrap is `[0]`; the data follows as `[1, text]`. Binary (`[3, …]`) and form state
  // (`[2, …]`) are not written for a prerendered page: if they are, the format moved.
  const data = pushes.filter((chunk) => chunk[0] !== 0);
  if (data.length === 0) return undefined;
  const odd = data.find((chunk) => chunk[0] !== 1 || typeof chunk[1] !== 'string');
  if (odd)
    throw new NextOutputError(
      `${page}: expected flight scripts of the form [1, "text"], found ${JSON.stringify(odd).slice(0, 60)}`,
    );
  return data.map((chunk) => chunk[1] as string).join('');
}

/**
 * The page with its flight data replaced: one script, where the bootstrap was, starts the data and
 * carries it all (each inline script is one more hash in the page's policy header).
 */
export function writeFlight(html: string, flight: string): string {
  let written = false;
  return html.replace(FLIGHT_SCRIPT, () => {
    if (written) return '';
    written = true;
    return `<script>${BOOTSTRAP}.push([0],${JSON.stringify([1, flight])
      .replace(/</g, '\\u003c')
      .replace(/\u2028/g, '\\u2028')
      .replace(/\u2029/g, '\\u2029')})</script>`;
  });
}

/** Rows whose payload is a byte length and that many bytes (React's text and typed-array rows). */
const SIZED_TAGS = 'TAOoUSsLlGgMmV';
/** The row tags React 19 writes; any other is a format this module has not read. */
const KNOWN_TAGS = new Set([...SIZED_TAGS, 'I', 'H', 'E', 'D', 'W', 'N', 'R', 'r', 'X', 'x', 'C', 'P', 'J', '']);

/**
 * A flight row: `id:json\n` (a model, tag ''), `id:<tag>json\n`, or `id:<tag><hex byte length>,text`.
 * `I` rows are client references: `["module id", [chunks], "export name"]`.
 */
export type FlightRow = { id: string; tag: string; text: string; model?: unknown };

export function parseRows(flight: string, page = 'page'): FlightRow[] {
  const bytes = Buffer.from(flight, 'utf8');
  const rows: FlightRow[] = [];
  let at = 0;
  while (at < bytes.length) {
    const colon = bytes.indexOf(':', at);
    if (colon < 0) throw new NextOutputError(`${page}: expected a flight row at byte ${at}, found no "id:"`);
    const id = bytes.toString('utf8', at, colon);
    if (!/^[0-9a-f]*$/.test(id))
      throw new NextOutputError(`${page}: expected a hex row id at byte ${at}, found "${id.slice(0, 20)}"`);
    const tag = String.fromCharCode(bytes[colon + 1]!);
    const sized = SIZED_TAGS.includes(tag)
      ? /^([0-9a-f]+),/.exec(bytes.toString('latin1', colon + 2, colon + 20))
      : null;
    if (sized) {
      const start = colon + 2 + sized[0].length;
      const end = start + parseInt(sized[1]!, 16);
      rows.push({ id, tag, text: bytes.toString('utf8', at, end) });
      at = end;
      continue;
    }
    const newline = bytes.indexOf('\n', colon);
    const end = newline < 0 ? bytes.length : newline + 1;
    const text = bytes.toString('utf8', at, end);
    const payload = text.slice(id.length + 1).trimEnd();
    const model = /^[[{"\d-]|^(?:true|false|null)$/.test(payload) ? (JSON.parse(payload) as unknown) : undefined;
    const rowTag = model === undefined ? tag : '';
    if (!KNOWN_TAGS.has(rowTag))
      throw new NextOutputError(`${page}: row ${id} has tag "${rowTag}", which React 19 does not write`);
    rows.push({ id, tag: rowTag, text, model });
    at = end;
  }
  return rows;
}

/** A model row written back after its model changed. */
export const modelRow = (row: FlightRow): string => `${row.id}:${JSON.stringify(row.model)}\n`;

/** A reference to another row in a model row's JSON: `$1a`, `$L1a`, `$@1a`, `$1a:props:children`, … */
const REFERENCE = /^\$[A-Za-z@]?([0-9a-f]+)(?::|$)/;

/** The ids of the rows a model refers to. */
export function references(value: unknown, found = new Set<string>()): Set<string> {
  if (typeof value === 'string') {
    const match = REFERENCE.exec(value);
    if (match) found.add(match[1]!);
  } else if (Array.isArray(value)) for (const item of value) references(item, found);
  else if (value && typeof value === 'object') for (const item of Object.values(value)) references(item, found);
  return found;
}

/** The client reference row of an export (`I` row naming it), or undefined. */
export function clientReference(rows: FlightRow[], exportName: string): FlightRow | undefined {
  const named = new RegExp(`"${exportName}"\\]?\\s*$`);
  return rows.find((row) => row.tag === 'I' && named.test(row.text));
}

/** A React element in a model, `["$", type, key, props]`: the props of one whose type is `type` (any type without). */
export function elementProps(value: unknown, type?: string): Record<string, unknown> | undefined {
  if (
    Array.isArray(value) &&
    value[0] === '$' &&
    (type === undefined || value[1] === type) &&
    value[3] &&
    typeof value[3] === 'object'
  )
    return value[3] as Record<string, unknown>;
  return undefined;
}

/**
 * Next's layout router: the client element each layout renders its children through. Its props carry
 * the segment's boundaries; `notFound` holds the not-found page's content.
 */
export const LAYOUT_ROUTER_PROP = 'parallelRouterKey';
export const NOT_FOUND_PROP = 'notFound';

/** How a model writes `undefined` (a prop React reads as absent). */
export const UNDEFINED = '$undefined';

/** A hint row (`:HL[…]`): a resource React preloads; the prerendered head already links each one. */
export const isHintRow = (row: FlightRow): boolean => row.id === '' && row.tag === 'H';

/** The reference a model uses for React's Suspense (`f:"$Sreact.suspense"` is `$f`), if the flight has it. */
export function suspenseReference(rows: FlightRow[]): string | undefined {
  const row = rows.find((candidate) => candidate.model === '$Sreact.suspense');
  return row ? `$${row.id}` : undefined;
}

/** The Suspense boundary Next 16 renders a page's metadata in (title, meta and link tags React hoists to the head). */
export const METADATA_BOUNDARY = 'Next.Metadata';

/** The reference a model uses for a client component's row: `$L<id>`. */
export const lazyReference = (row: FlightRow): string => `$L${row.id}`;

/**
 * A string as React writes it into the flight data inside a script: JSON inside a JS string literal,
 * with `<`, `>`, `&` and the line separators escaped.
 */
export function escapeFlightString(text: string): string {
  const inJson = JSON.stringify(text).slice(1, -1);
  return JSON.stringify(inJson)
    .slice(1, -1)
    .replace(/[<>&\u2028\u2029]/g, (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

// --- React's HTML --------------------------------------------------------------------------------

/**
 * React's mark of a Suspense boundary the server did not render (`<!--$!-->`, with a `<template
 * data-dgst>`): a client hook that bails out of prerendering (useSearchParams) or a thrown error. The
 * browser renders such a boundary from scratch on an error path as the page starts.
 */
export const hasClientRenderedBoundary = (html: string): boolean => html.includes('<!--$!-->');

// --- Script tags -------------------------------------------------------------------------------

/**
 * Next's legacy polyfills, `<script src="/_next/static/…" nomodule>`: only a browser without ES modules
 * runs them, and such a browser cannot run Next 16's chunks (Chrome, Edge and Firefox 111+, Safari 16.4+).
 */
export function isLegacyPolyfill(src: string, attributes: { nomodule: boolean }): boolean {
  return src.startsWith('/_next/static/') && attributes.nomodule;
}

/** Next's code chunks as it writes them into a page: `<script src="/_next/static/…" async>`, not nomodule. */
export function isAsyncChunk(src: string, attributes: { async: boolean; nomodule: boolean }): boolean {
  return src.startsWith('/_next/static/') && attributes.async && !attributes.nomodule;
}

// --- Upgrades ------------------------------------------------------------------------------------

/**
 * The shape of every private format in one build's output, as lines `format: shape`, so that two
 * builds (before and after an upgrade) can be compared line by line (scripts/upgrade-check.ts).
 */
export function describeFormats(dist: string, pages: readonly string[]): string[] {
  const keys = (value: unknown) => (isRecord(value) ? Object.keys(value).sort().join(',') : typeof value);
  const union = (records: unknown[]) =>
    [...new Set(records.flatMap((record) => (isRecord(record) ? Object.keys(record) : [])))].sort().join(',');
  const prerender = readJson(path.join(/*turbopackIgnore: true*/ dist, MANIFESTS.prerender));
  const integrity = readJson(path.join(/*turbopackIgnore: true*/ dist, MANIFESTS.integrity));
  const lines = [
    `prerender manifest: ${keys(prerender)}`,
    `prerender route: ${union(isRecord(prerender) && isRecord(prerender.routes) ? Object.values(prerender.routes) : [])}`,
    `prerender dynamic route: ${union(isRecord(prerender) && isRecord(prerender.dynamicRoutes) ? Object.values(prerender.dynamicRoutes) : [])}`,
    `integrity manifest: ${[...new Set(Object.entries(isRecord(integrity) ? integrity : {}).map(([file, value]) => `${file.split('/')[0]}/… = ${String(value).split('-')[0]}-…`))].sort().join(', ')}`,
  ];
  for (const route of pages) {
    const html = fs.readFileSync(pageFilePath(dist, route), 'utf8');
    const scripts = [...html.matchAll(FLIGHT_SCRIPT)].map((match) => (JSON.parse(match[1]!) as unknown[])[0]);
    lines.push(`${route} flight scripts: ${[...new Set(scripts)].sort().join(',') || 'none'}`);
    let rows: FlightRow[] = [];
    try {
      rows = parseRows(readFlight(html, route) ?? '', route);
      lines.push(`${route} row tags: ${[...new Set(rows.map((row) => row.tag || 'model'))].sort().join(',')}`);
    } catch (error) {
      lines.push(`${route} row tags: unreadable (${error instanceof Error ? error.message : String(error)})`);
    }
    const reference = rows.find((row) => row.tag === 'I');
    lines.push(
      `${route} client reference: ${
        reference
          ? reference.text
              .replace(/^[0-9a-f]+:/, 'id:')
              .replace(/\d+/g, 'N')
              .replace(/"[^"]*"/g, '"…"')
              .trim()
          : 'none'
      }`,
    );
    const chunkTags = [...html.matchAll(/<script src="\/_next\/static\/[^"]+"([^>]*)>/g)].map((match) =>
      [...match[1]!.matchAll(/\s([\w-]+)=/g)]
        .map((attribute) => attribute[1])
        .sort()
        .join(' '),
    );
    lines.push(`${route} chunk tags: ${[...new Set(chunkTags)].sort().join(' | ') || 'none'}`);
  }
  return lines;
}
