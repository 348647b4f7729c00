// Content at scale: a scratch copy of the repository with N posts, built with `npm run build`.
// Reports build time, peak memory of the whole process tree, output size and the heaviest listing page.
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { pagesDir } from '@/lib/build/next-output';
import { appRouteOf } from '@/lib/i18n/paths';

export type ScaleResult = {
  posts: number;
  seconds: number;
  peakMb: number;
  outputMb: number;
  pages: number;
  listingKb: number;
};

const AUTHORS = ['ana-ribeiro', 'daniel-reyes', 'katarzyna-wisniewska', 'lucas-almeida', 'maya-okafor', 'tomasz-nowak'];
const TAGS = [
  'architecture',
  'backend',
  'delivery',
  'cloud',
  'devops',
  'ai',
  'frontend',
  'testing',
  'security',
  'data',
];
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

function paragraph(seed: number, words: number): string {
  const out: string[] = [];
  for (let index = 0; index < words; index += 1) out.push(WORDS[(seed * 7 + index * 3) % WORDS.length]!);
  const text = out.join(' ');
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}.`;
}

function post(index: number): string {
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
author: ${AUTHORS[index % AUTHORS.length]}
tags: [${TAGS[index % TAGS.length]}, ${TAGS[(index + 3) % TAGS.length]}]
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

export async function measureScale(root: string, posts: number): Promise<ScaleResult> {
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
  const existing = fs.readdirSync(path.join(dir, 'content/blog')).length;
  for (let index = 1; index <= posts - existing; index += 1) {
    fs.writeFileSync(path.join(dir, 'content/blog', `field-note-${String(index).padStart(4, '0')}.md`), post(index));
  }

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
  const result: ScaleResult = {
    posts,
    seconds,
    peakMb: peak / 2 ** 20,
    outputMb: directorySize(dist, path.join(dist, 'cache')) / 2 ** 20,
    pages: countHtml(appDir),
    listingKb: Math.max(...listings.map((file) => fs.statSync(file).size)) / 1024,
  };
  fs.rmSync(dir, { recursive: true, force: true });
  return result;
}

// Run alone: npx tsx bench/scale.ts 1000
if (process.argv[1] && import.meta.filename === path.resolve(process.argv[1])) {
  const root = path.resolve(import.meta.dirname, '..');
  for (const count of process.argv.slice(2).map(Number)) console.log(await measureScale(root, count));
}
