// Content at scale: a scratch copy of the repository with N posts, built with `npm run build`.
// Reports build time, peak memory of the whole process tree, output size and the heaviest listing page.
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { pagesDir } from '@/lib/output/next-output';
import { postSchema } from '@/lib/content/blog';
import { withSourceHash } from '@/lib/content/collection';
import { meaningHash } from '@/lib/content/meaning';
import { LOCALES } from '@/lib/i18n/locales';
import { replaceSections } from './results';
import { searchIndexFile } from '@/lib/output/manifest';
import { readPageManifest } from '@/lib/serving/build-output';
import { appRouteOf } from '@/lib/i18n/paths';

export type ScaleResult = {
  /** Posts in each language. */
  posts: number;
  seconds: number;
  peakMb: number;
  outputMb: number;
  pages: number;
  listingKb: number;
  checkSeconds: number;
  translationsSeconds: number;
  /** Each language's search index (gzip KB): kept by the server, which answers each query. */
  searchKb: Record<string, number>;
  sitemapKb: number;
  /** The largest page's first screen and whole first response (bytes), as the build weighed them. */
  firstScreen: number;
  firstResponse: number;
};

/** The English entries of a collection in the scratch copy: the generated posts use what the site has. */
const slugsOf = (dir: string, collection: string) =>
  fs
    .readdirSync(path.join(dir, 'content', collection))
    .filter((name) => /^[a-z0-9-]+\.md$/.test(name))
    .map((name) => name.slice(0, -3));
const TOPICS = [
  'release trains',
  'schema migrations',
  'feature flags',
  'cost alerts',
  'incident reviews',
  'load tests',
  'API versioning',
  'queue backpressure',
  'design tokens',
  'model evaluation',
];
const WORDS =
  'we measured the change before and after the rollout and kept the slowest requests in view while the team moved each service behind a flag so that nothing reached customers before the numbers agreed with what the dashboards promised'.split(
    ' ',
  );

export function paragraph(seed: number, words: number): string {
  const out: string[] = [];
  for (let index = 0; index < words; index += 1) out.push(WORDS[(seed * 7 + index * 3) % WORDS.length]!);
  const text = out.join(' ');
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}.`;
}

function post(index: number, authors: string[], tags: string[]): string {
  const topic = TOPICS[index % TOPICS.length]!;
  const date = new Date(Date.UTC(2026, 9, 31) - index * 86_400_000).toISOString().slice(0, 10);
  const sections = [1, 2, 3, 4].map(
    (section) =>
      `## ${topic} in practice, part ${section}\n\n${paragraph(index + section, 70)}\n\n${paragraph(index + section + 1, 70)}`,
  );
  return `---
title: "Field note ${index}: what we learned about ${topic}"
description: "Field note ${index} from a Brightloom team: how we approached ${topic}, what we measured and what we would do again."
publishedAt: ${date}
author: ${authors[index % authors.length]}
tags: [${tags[index % tags.length]}, ${tags[(index + 3) % tags.length]}]
cover:
  src: /images/blog/monolith-first.svg
  alt: Abstract blocks arranged into a single modular structure
---
${paragraph(index, 60)}

${sections.join('\n\n')}
`;
}

function directorySize(dir: string, skip: string): number {
  let total = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (full === skip) continue;
    total += entry.isDirectory() ? directorySize(full, skip) : fs.statSync(full).size;
  }
  return total;
}

function treeRss(rootPid: number): number {
  const rows = execFileSync('ps', ['-eo', 'pid=,ppid=,rss='], { encoding: 'utf8' })
    .trim()
    .split('\n')
    .map((line) => line.trim().split(/\s+/).map(Number) as [number, number, number]);
  const children = new Map<number, number[]>();
  for (const [pid, ppid] of rows) children.set(ppid, [...(children.get(ppid) ?? []), pid]);
  const rss = new Map(rows.map(([pid, , kb]) => [pid, kb]));
  let total = 0;
  const stack = [rootPid];
  while (stack.length > 0) {
    const pid = stack.pop()!;
    total += rss.get(pid) ?? 0;
    stack.push(...(children.get(pid) ?? []));
  }
  return total * 1024;
}

/** The sitemap as a crawler gets it, from a `next start` of the scratch build (it is rendered per request). */
async function fetchSitemapKb(dir: string): Promise<number> {
  const port = 3390;
  const server = spawn('npx', ['next', 'start', '-p', String(port)], { cwd: dir, stdio: 'ignore', detached: true });
  try {
    for (let attempt = 0; attempt < 120; attempt += 1) {
      try {
        const response = await fetch(`http://127.0.0.1:${port}/sitemap.xml`);
        if (response.ok) return Buffer.byteLength(await response.text()) / 1024;
      } catch {
        // not up yet
      }
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    throw new Error('the scratch build did not start');
  } finally {
    process.kill(-server.pid!, 'SIGTERM');
  }
}

/**
 * A copy of the project in bench/.scratch-{posts} whose blog has `posts` posts in English, each translated,
 * in a git repository whose last commit added them (as an editor's pull request would).
 */
export function scratchWithPosts(root: string, posts: number): string {
  // Inside the repository so node_modules can be hard-linked (same file system); ignored by git and tsc.
  const dir = path.join(root, 'bench', `.scratch-${posts}`);
  fs.rmSync(dir, { recursive: true, force: true });
  const files = execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' }).split('\0').filter(Boolean);
  for (const file of files) {
    if (file.startsWith('bench/')) continue;
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.copyFileSync(path.join(root, file), path.join(dir, file));
  }
  execFileSync('cp', ['-al', path.join(root, 'node_modules'), path.join(dir, 'node_modules')]);
  const authors = slugsOf(dir, 'team');
  const tags = slugsOf(dir, 'topics');
  const today = new Date().toISOString().slice(0, 10);
  const existing = slugsOf(dir, 'blog').length;
  for (let index = 1; index <= posts - existing; index += 1) {
    const name = `field-note-${String(index).padStart(4, '0')}`;
    const english = post(index, authors, tags);
    fs.writeFileSync(path.join(dir, 'content/blog', `${name}.md`), english);
    // Its translations, made from it (the hash and day content:translations records).
    const hash = meaningHash(english, postSchema);
    for (const [locale, words] of [
      ['pt', 'Nota de campo'],
      ['pl', 'Notatka z projektu'],
    ] as const)
      fs.writeFileSync(
        path.join(dir, 'content/blog', `${name}.${locale}.md`),
        withSourceHash(english.replaceAll('Field note', words), hash, today),
      );
  }
  execFileSync('git', ['init', '-q'], { cwd: dir });
  execFileSync(
    'git',
    ['-c', 'user.name=bench', '-c', 'user.email=bench@example.com', 'commit', '-qm', 'scale', '--allow-empty'],
    {
      cwd: dir,
    },
  );
  execFileSync('git', ['add', '-A', 'content'], { cwd: dir });
  execFileSync('git', ['-c', 'user.name=bench', '-c', 'user.email=bench@example.com', 'commit', '-qm', 'posts'], {
    cwd: dir,
  });
  return dir;
}

export async function measureScale(root: string, posts: number): Promise<ScaleResult> {
  const dir = scratchWithPosts(root, posts);
  const timed = (script: string, ...args: string[]) => {
    const started = Date.now();
    execFileSync('npx', ['tsx', `scripts/${script}.ts`, ...args], { cwd: dir, stdio: 'ignore' });
    return (Date.now() - started) / 1000;
  };
  const checkSeconds = timed('content-check');
  const translationsSeconds = timed('content-translations', '--base', 'HEAD~1');

  const startedAt = Date.now();
  const child = spawn('npm', ['run', 'build'], {
    cwd: dir,
    stdio: 'ignore',
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
  });
  let peak = 0;
  const sampler = setInterval(() => {
    peak = Math.max(peak, treeRss(child.pid!));
  }, 250);
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
  clearInterval(sampler);
  const seconds = (Date.now() - startedAt) / 1000;
  if (code !== 0) throw new Error(`build with ${posts} posts failed (${dir})`);

  const dist = path.join(dir, '.next');
  const appDir = pagesDir(dist);
  // The English blog's listing pages (every page is under app/[locale]; the added posts are English).
  const blogDir = path.join(appDir, appRouteOf('/blog'));
  const listings = [
    `${blogDir}.html`,
    ...fs
      .readdirSync(path.join(blogDir, 'page'))
      .filter((name) => name.endsWith('.html'))
      .map((name) => path.join(blogDir, 'page', name)),
  ];
  const countHtml = (current: string): number =>
    fs
      .readdirSync(current, { withFileTypes: true })
      .reduce(
        (count, entry) =>
          count +
          (entry.isDirectory() ? countHtml(path.join(current, entry.name)) : entry.name.endsWith('.html') ? 1 : 0),
        0,
      );
  const manifest = readPageManifest(path.relative(process.cwd(), dist))!;
  const gzipKb = (file: string) => zlib.gzipSync(fs.readFileSync(file)).length / 1024;
  const largest = Object.values(manifest.pages).reduce(
    (most, page) => ((page.firstScreen ?? 0) > (most.firstScreen ?? 0) ? page : most),
    {} as (typeof manifest.pages)[string],
  );
  const result: ScaleResult = {
    posts,
    seconds,
    peakMb: peak / 2 ** 20,
    outputMb: directorySize(dist, path.join(dist, 'cache')) / 2 ** 20,
    pages: countHtml(appDir),
    listingKb: Math.max(...listings.map((file) => fs.statSync(file).size)) / 1024,
    checkSeconds,
    translationsSeconds,
    searchKb: Object.fromEntries(LOCALES.map((locale) => [locale, gzipKb(path.join(dist, searchIndexFile(locale)))])),
    sitemapKb: await fetchSitemapKb(dir),
    firstScreen: Math.max(...Object.values(manifest.pages).map((page) => page.firstScreen ?? 0)),
    firstResponse: largest.firstResponse ?? 0,
  };
  fs.rmSync(dir, { recursive: true, force: true });
  return result;
}

/** The results as a section of bench/RESULTS.md, with how each figure grows from the first size to the last. */
export function scaleSection(results: ScaleResult[]): string[] {
  const first = results[0];
  const last = results.at(-1);
  const growth = (of: (result: ScaleResult) => number) =>
    first && last && last !== first && of(first) > 0 ? `×${(of(last) / of(first)).toFixed(1)}` : '—';
  const rows: [string, (result: ScaleResult) => number, (value: number) => string][] = [
    ['build, s (`npm run build`)', (result) => result.seconds, (value) => value.toFixed(0)],
    ['peak memory of the whole process tree, MB', (result) => result.peakMb, (value) => value.toFixed(0)],
    ['output on disk, MB (`.next` without its cache)', (result) => result.outputMb, (value) => value.toFixed(1)],
    ['pages prerendered (HTML files)', (result) => result.pages, String],
    ['largest blog listing page, HTML KB', (result) => result.listingKb, (value) => value.toFixed(1)],
    ['`content:check`, s', (result) => result.checkSeconds, (value) => value.toFixed(1)],
    ['`content:translations`, s', (result) => result.translationsSeconds, (value) => value.toFixed(1)],
    ...LOCALES.map((locale): [string, (result: ScaleResult) => number, (value: number) => string] => [
      `search index (${locale}), gzip KB: kept by the server, which answers each query (the page downloads none)`,
      (result) => result.searchKb[locale] ?? 0,
      (value) => value.toFixed(1),
    ]),
    ['sitemap, KB', (result) => result.sitemapKb, (value) => value.toFixed(0)],
    ['largest first screen, bytes (budget 14,000)', (result) => result.firstScreen, String],
    ['its whole first response, bytes', (result) => result.firstResponse, String],
  ];
  return [
    '## Content at scale',
    '',
    'A scratch copy of the repository with generated posts in each of the three languages (about 600 words each; valid topics, authors and covers; translations recording their source), built with `npm run build`. Run alone: `npx tsx bench/scale.ts 100 1000`.',
    '',
    `| | ${results.map((result) => `${result.posts} posts × 3`).join(' | ')} | growth |`,
    `| --- | ${results.map(() => '---:').join(' | ')} | ---: |`,
    ...rows.map(
      ([label, of, shown]) =>
        `| ${label} | ${results.map((result) => shown(of(result))).join(' | ')} | ${growth(of)} |`,
    ),
    '',
  ];
}

// Run alone: npx tsx bench/scale.ts 100 1000 (rewrites the section of bench/RESULTS.md).
if (process.argv[1] && import.meta.filename === path.resolve(process.argv[1])) {
  const root = path.resolve(import.meta.dirname, '..');
  const results: ScaleResult[] = [];
  for (const count of process.argv.slice(2).map(Number)) {
    results.push(await measureScale(root, count));
    console.log(results.at(-1));
  }
  const section = scaleSection(results);
  replaceSections(section, `npx tsx bench/scale.ts ${process.argv.slice(2).join(' ')}`);
  console.log(section.join('\n'));
}
