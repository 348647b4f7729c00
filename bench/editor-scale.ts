// npx tsx bench/editor-scale.ts [posts]: the web editor opening a blog of `posts` posts in each language
// (1,000 by default: 3,000 entries), as an editor opens it on a laptop's folder: how long until it has
// parsed every entry, lists the blog, opens one post and finds one by search, and the page's memory.
// Writes the "Web editor at scale" section of bench/RESULTS.md.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { serveEditor } from '@/tests/support/editor-server';
import { handFolderToEditor } from '@/tests/support/local-repository';
import { CHROMIUM, ROOT } from './common';

import { replaceSections } from './results';
import { scratchWithPosts } from './scale';

type EditorScale = {
  posts: number;
  entries: number;
  parsedSeconds: number;
  listSeconds: number;
  openSeconds: number;
  searchSeconds: number;
  heapMb: number;
};

export async function measureEditorScale(posts: number): Promise<EditorScale> {
  const dir = scratchWithPosts(ROOT, posts);
  const notes = fs
    .readdirSync(path.join(dir, 'content/blog'))
    .filter((name) => /^field-note-\d+\.md$/.test(name)).length;
  const [middle, last] = [Math.ceil(notes / 2), notes];
  const admin = path.join(dir, 'out', 'cms');
  execFileSync('npm', ['run', '-s', 'cms:build', '--', '--out', admin], { cwd: ROOT, stdio: 'ignore' });
  const server = await serveEditor(admin, dir);
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox'] });
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    let parsed: { at: number; entries: number; errors: number } | undefined;
    page.on('console', (message) => {
      if (process.env.BENCH_DEBUG) console.log(message.type(), message.text().slice(0, 200));
      const match = /Parsed (\d+) entries \((\d+) errors\)/.exec(message.text());
      if (match) parsed = { at: Date.now(), entries: Number(match[1]), errors: Number(match[2]) };
    });
    // tsx names functions with a helper the page lacks; the init scripts below are serialised functions.
    await page.addInitScript('window.__name = (target) => target');
    await handFolderToEditor(page, dir);
    await page.goto(`${server.base}/`);
    const started = Date.now();
    await page.getByRole('button', { name: 'Work with Local Repository' }).click();
    const seconds = (from: number) => (Date.now() - from) / 1000;
    await page.getByRole('tree', { name: 'Collection List' }).waitFor({ timeout: 600_000 });
    for (let waited = 0; !parsed; waited += 100) {
      if (waited > 600_000) throw new Error('the editor never said how many entries it parsed');
      await page.waitForTimeout(100);
    }
    if (parsed.errors > 0) throw new Error(`the editor refused ${parsed.errors} entries of ${dir}`);
    const parsedSeconds = (parsed.at - started) / 1000;

    let from = Date.now();
    await page.evaluate(() => (location.hash = '#/collections/blog'));
    await page.getByText('Field note 1:').first().waitFor({ timeout: 120_000 });
    const listSeconds = seconds(from);

    from = Date.now();
    await page.evaluate(
      (slug) => (location.hash = `#/collections/blog/entries/${slug}`),
      `field-note-${String(middle).padStart(4, '0')}`,
    );
    await page
      .getByRole('toolbar', { name: 'Primary' })
      .getByText(`Field note ${middle}:`)
      .waitFor({ timeout: 120_000 });
    const openSeconds = seconds(from);

    from = Date.now();
    await page.evaluate((term) => (location.hash = `#/search/${encodeURIComponent(term)}`), `Field note ${last}:`);
    await page.getByText(`Field note ${last}:`).first().waitFor({ timeout: 120_000 });
    const searchSeconds = seconds(from);

    const heapMb =
      (await page.evaluate(
        () => (performance as unknown as { memory: { usedJSHeapSize: number } }).memory.usedJSHeapSize,
      )) /
      2 ** 20;
    return { posts, entries: parsed.entries, parsedSeconds, listSeconds, openSeconds, searchSeconds, heapMb };
  } finally {
    await browser.close();
    server.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

export function editorScaleSection(results: EditorScale[]): string[] {
  return [
    '## Web editor at scale',
    '',
    'Sveltia CMS built as `npm run cms:build` makes it, opened in Chromium on a folder (its local-repository mode, as `tests/e2e/editor.e2e.ts` drives it) whose blog has the posts in English, Portuguese and Polish (`bench/scale.ts` writes them), every other collection as it is. The editor counts an entry with its translations as one (1,000 posts are 3,000 files). Seconds from "Work with Local Repository" until it has parsed every entry; then to list the blog, to open one post, and to find one by the editor\'s search; the page\'s JavaScript heap after that.',
    '',
    '| posts × 3 | entries parsed | parsed (s) | blog listed (s) | post opened (s) | search (s) | JS heap (MB) |',
    '| ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...results.map(
      (result) =>
        `| ${result.posts.toLocaleString('en')} | ${result.entries.toLocaleString('en')} | ${result.parsedSeconds.toFixed(1)} | ${result.listSeconds.toFixed(1)} | ${result.openSeconds.toFixed(1)} | ${result.searchSeconds.toFixed(1)} | ${result.heapMb.toFixed(0)} |`,
    ),
    '',
  ];
}

if (process.argv[1] && import.meta.filename === path.resolve(process.argv[1])) {
  const counts = process.argv.slice(2).map(Number);
  const results: EditorScale[] = [];
  for (const posts of counts.length ? counts : [1000]) results.push(await measureEditorScale(posts));
  replaceSections(editorScaleSection(results), `npx tsx bench/editor-scale.ts ${counts.join(' ')}`.trim());
}
