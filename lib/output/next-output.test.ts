import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { NOT_FOUND_PLACEHOLDER, fillNotFound } from '@/lib/serving/not-found-page';
import { integrationsOf } from '@/lib/output/policies';
import { parse } from 'parse5';
import { SEALED_CHILDREN, STATIC_PART_ATTRIBUTE } from '@/lib/shared/static-part-marker';
import { parseEnv } from '@/lib/env';
import { FIXTURE_DIST, FIXTURE_PAGES, fixtureRoute } from './fixtures';
import {
  hasClientRenderedBoundary,
  NextOutputError,
  pageFilePath,
  parseRows,
  readFlight,
  readIntegrity,
  readPrerenderManifest,
  readStaticFile,
} from './next-output';
import { pageChunks, sealPage } from '@/lib/build/seal-page';
import { attribute, elements, textSeparators } from '@/lib/build/html-tree';
import { searchDocument } from '@/lib/build/search-documents';

/**
 * What only lib/output/next-output.ts may name: Next's build files and router internals, the flight
 * scripts, `next/dist`. A file elsewhere that names one is a coupling nobody will re-read after an
 * upgrade (docs/decisions/005-next-output.md).
 */
const PRIVATE_FORMATS = [
  /__next_f/,
  /next\/dist\//,
  /prerender-manifest/,
  /subresource-integrity-manifest/,
  /server\/app\b/,
  /next-router-(state-tree|prefetch|segment-prefetch)/,
  /\b_rsc\b/,
  /initialRevalidateSeconds|routeRegex|\bdataRoute\b/,
];

describe('the one door to Next', () => {
  it('is the only source file that names a private format of Next or React', () => {
    const walk = (dir: string): string[] =>
      fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
        const file = path.join(dir, entry.name);
        if (entry.isDirectory()) return /^(node_modules|fixtures|floor|\.)/.test(entry.name) ? [] : walk(file);
        return /\.(ts|tsx|mjs)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
      });
    const files = [
      ...['app', 'bench', 'components', 'config', 'lib', 'scripts'].flatMap(walk),
      'proxy.ts',
      'next.config.ts',
    ].filter((file) => file !== path.join('lib', 'output', 'next-output.ts'));
    expect(files.length).toBeGreaterThan(100);
    const offenders = files.flatMap((file) => {
      const text = fs.readFileSync(file, 'utf8');
      return PRIVATE_FORMATS.filter((format) => format.test(text)).map((format) => `${file}: ${format.source}`);
    });
    expect(offenders).toEqual([]);
  });

  it('reads a static file a page lists, and refuses an address it does not know or a file that is not there', () => {
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'next-output-'));
    fs.mkdirSync(path.join(dist, 'static', 'chunks'), { recursive: true });
    fs.writeFileSync(path.join(dist, 'static', 'chunks', 'a.js'), 'console.log(1)');
    expect(readStaticFile(dist, '/_next/static/chunks/a.js').toString()).toBe('console.log(1)');
    expect(() => readStaticFile(dist, '/_next/static/chunks/b.js')).toThrow(/listed by a page, but not in/);
    expect(() => readStaticFile(dist, '/chunks/a.js')).toThrow(NextOutputError);
    fs.rmSync(dist, { recursive: true });
  });
});

describe('a real build, as captured (npm run fixtures:capture)', () => {
  const route = { post: fixtureRoute(FIXTURE_PAGES.post), translated: fixtureRoute(FIXTURE_PAGES.translated) };
  const post = fs.readFileSync(pageFilePath(FIXTURE_DIST, route.post), 'utf8');
  const translated = fs.readFileSync(pageFilePath(FIXTURE_DIST, route.translated), 'utf8');
  const notFound = fs.readFileSync(pageFilePath(FIXTURE_DIST, fixtureRoute(FIXTURE_PAGES.notFound)), 'utf8');
  const integrityOf = readIntegrity(FIXTURE_DIST);
  const options = { integrityOf, integrations: integrationsOf(parseEnv({})) };

  it('reads both manifests', () => {
    const { routes, dynamic } = readPrerenderManifest(FIXTURE_DIST);
    expect(routes).toContainEqual({ route: route.post, page: true, revalidate: false });
    expect(routes).toContainEqual({ route: route.translated, page: true, revalidate: false });
    expect(dynamic.map((each) => each.route)).toContain('/[locale]/blog/[slug]');
    const [chunk] = pageChunks(sealPage(post, options, route.post).html);
    expect(integrityOf(chunk!)).toMatch(/^sha256-/);
  });

  it('marks Suspense boundaries as React 19 does, so the build can tell one the server left unrendered', () => {
    // A finished boundary is `<!--$-->`; one left for the browser is `<!--$!-->` (hasClientRenderedBoundary).
    // If React renames its marks, this fails before that check could pass silently.
    expect(post).toContain('<!--$-->');
    expect(hasClientRenderedBoundary(post)).toBe(false);
    expect(hasClientRenderedBoundary(post.replace('<!--$-->', '<!--$!--><template data-dgst=""></template>'))).toBe(
      true,
    );
  });

  it('seals the post: static parts out of the flight data, chunks behind the loader, searchable', () => {
    const sealed = sealPage(post, options, route.post);
    const before = readFlight(post)!;
    const after = readFlight(sealed.html)!;
    expect(after).toContain(SEALED_CHILDREN);
    expect(after.length).toBeLessThan(before.length * 0.8);
    expect(
      parseRows(after)
        .map((row) => row.text)
        .join(''),
    ).toBe(after);
    expect(sealed.html).not.toMatch(/<script src="\/_next\/static\/[^"]+" async/);
    expect(pageChunks(sealed.html).length).toBeGreaterThan(3);
    expect(searchDocument(FIXTURE_PAGES.post, sealed.html)).toMatchObject({ kind: 'post' });
    expect(sealed.facts.kind).toBe('post');
    // React's text separators go from the HTML it adopts without hydrating, and stay everywhere else.
    const parts = [...elements(parse(sealed.html))].filter(
      (element) => attribute(element, STATIC_PART_ATTRIBUTE) === '',
    );
    expect(parts.length).toBeGreaterThanOrEqual(3);
    expect(parts.flatMap((part) => [...textSeparators(part)])).toEqual([]);
    expect(post.split('<!-- -->').length).toBeGreaterThan(sealed.html.split('<!-- -->').length);
    // Today's layout: the page lists its language versions, and the header carries the switcher.
    expect(post).toMatch(/<link rel="alternate" hrefLang="pt-PT" href="[^"]+\/pt\/blog\/monolith-first"/);
    expect(post).toContain('hrefLang="pl"');
  });

  it('seals a Portuguese page in its language, searchable in Portuguese', () => {
    const sealed = sealPage(translated, options, route.translated);
    expect(sealed.html).toContain('<html lang="pt-PT"');
    expect(readFlight(sealed.html)).toContain(SEALED_CHILDREN);
    expect(sealed.html).toMatch(/<link rel="alternate" hrefLang="x-default" href="[^"]+\/about-us"/);
    expect(pageChunks(sealed.html).length).toBeGreaterThan(3);
  });

  it('fills the 404 with a hostile message, in the HTML and in the flight data', () => {
    const sealed = sealPage(notFound, options, fixtureRoute(FIXTURE_PAGES.notFound)).html;
    expect(sealed).toContain(NOT_FOUND_PLACEHOLDER);
    const message = 'Page not found: /</script><script>alert(1)</script>"&\u2028';
    const filled = fillNotFound(sealed, message, 'nonce123');
    expect(filled).not.toContain(NOT_FOUND_PLACEHOLDER);
    expect(filled).not.toContain('<script>alert(1)');
    expect(filled).toContain('Page not found: /&lt;/script&gt;');
    expect(filled.match(/nonce="nonce123"/g)!.length).toBeGreaterThan(1);
    expect(readFlight(fillNotFound(sealed, message))).toContain('Page not found: /</script><script>alert(1)</script>');
  });

  it('fails the build, saying what it expected and found, on a copy changed as an upgrade could change it', () => {
    const seal = (html: string) => () => sealPage(html, options, route.post);
    // The client-reference row renamed.
    const renamed = post.replace(/(\d+:I\[[^\n]*?\\"StaticPart)\\"/, '$1Renamed\\"');
    expect(renamed).not.toBe(post);
    expect(seal(renamed)).toThrow(
      /StaticPart in the page but no flight row sealed: expected an I row naming "StaticPart"/,
    );
    // One flight row's tag changed to one React does not write.
    const retagged = post.replace(/\\n([0-9a-f]+):I\[/, '\\n$1:Q[');
    expect(retagged).not.toBe(post);
    expect(seal(retagged)).toThrow(/has tag "Q", which React 19 does not write/);
    // The chunk tags removed.
    const unchunked = post.replace(/<script src="\/_next\/static\/[^"]+"[^>]*\basync=""[^>]*><\/script>/g, '');
    expect(unchunked).not.toBe(post);
    expect(seal(unchunked)).toThrow(/no chunk tags for the loader: expected <script src="\/_next\/static\/…" async>/);
  });
});

it('keeps the fixture small enough to read', () => {
  const size = (dir: string): number =>
    fs
      .readdirSync(dir, { withFileTypes: true })
      .reduce(
        (sum, entry) =>
          sum + (entry.isDirectory() ? size(path.join(dir, entry.name)) : fs.statSync(path.join(dir, entry.name)).size),
        0,
      );
  expect(size(FIXTURE_DIST)).toBeLessThan(400_000);
});
