// npx tsx bench/long-post.ts [--runs 5]: a 5,000-word post in English, Portuguese and Polish, built in a
// scratch copy of the project beside the short posts it has, and measured against the short post
// (/blog/monolith-first) in interleaved Lighthouse rounds at the default CPU slowdown: its LCP, its first
// screen's bytes as the build weighed them, and whether its last paragraph is in the HTML without script.
// Writes the "A long post beside a short one" section of bench/RESULTS.md.
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { postSchema } from '@/lib/content/blog';
import { withSourceHash } from '@/lib/content/collection';
import { meaningHash } from '@/lib/content/meaning';
import { FIRST_RESPONSE_BUDGET } from '@/lib/build/first-response';
import { LOCALES, TRANSLATIONS } from '@/lib/i18n/locales';
import { localePath } from '@/lib/i18n/paths';
import { readPageManifest } from '@/lib/serving/build-output';
import { CHROMIUM, PORTS, ROOT, run, RUNS, start, stopAll, waitFor } from './common';
import { LCP_PARITY_MS, lighthouseOnce } from './lighthouse';
import { differences, judge, median, VERDICT } from './paired';
import { replaceSections } from './results';
import { paragraph, scratchWithPosts } from './scale';

const SLUG = 'a-long-field-guide';
const SHORT = '/blog/monolith-first';
const LONG = `/blog/${SLUG}`;
const LAST = 'closing paragraph of the field guide';

/**
 * About 5,000 words: a lead, 20 sections of three paragraphs, and a last paragraph that says it is the
 * last; a translation's paragraphs a fifth longer, as a Polish text is beside its English source.
 */
function longPost(paragraphWords = 80): string {
  const sections = Array.from(
    { length: 20 },
    (_, index) =>
      `## Step ${index + 1}: what we measured\n\n${[0, 1, 2].map((part) => paragraph(index * 3 + part, paragraphWords)).join('\n\n')}`,
  );
  return `---
title: "A field guide to shipping a large change without a big bang"
description: "A long guide from a Brightloom team: how we plan, measure and roll out a large change in small steps."
publishedAt: 2026-11-20
author: tomasz-nowak
tags: [architecture, delivery]
cover:
  src: /images/blog/monolith-first.svg
  alt: Abstract blocks arranged into a single modular structure
---
${paragraph(1, 60)}

${sections.join('\n\n')}

This is the ${LAST}.
`;
}

export async function measureLongPost() {
  const dir = scratchWithPosts(ROOT, 0);
  const english = longPost();
  const hash = meaningHash(english, postSchema);
  const today = new Date().toISOString().slice(0, 10);
  fs.writeFileSync(path.join(dir, 'content/blog', `${SLUG}.md`), english);
  for (const locale of TRANSLATIONS)
    fs.writeFileSync(path.join(dir, 'content/blog', `${SLUG}.${locale}.md`), withSourceHash(longPost(96), hash, today));
  const words = english.split(/\s+/).length;
  try {
    run('npm', ['run', 'build'], dir, { NEXT_TELEMETRY_DISABLED: '1', SKIP_BUILD_TYPECHECK: '1' });
    const manifest = readPageManifest(path.relative(process.cwd(), path.join(dir, '.next')))!;
    start(path.join(ROOT, 'node_modules/.bin/next'), ['start', '--port', String(PORTS.site)], { cwd: dir });
    const origin = `http://127.0.0.1:${PORTS.site}`;
    await waitFor(`${origin}/`);

    // Reading needs no script: the last paragraph is in the page a browser without JavaScript shows.
    const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox'] });
    const page = await browser.newPage({ javaScriptEnabled: false });
    const withoutScript: Record<string, boolean> = {};
    for (const locale of LOCALES) {
      await page.goto(origin + localePath(locale, LONG));
      withoutScript[locale] = await page.getByText(LAST).isVisible();
    }
    await browser.close();

    const rows = [];
    for (const locale of LOCALES) {
      const [short, long] = [localePath(locale, SHORT), localePath(locale, LONG)];
      const lcp: { short: number[]; long: number[] } = { short: [], long: [] };
      for (let round = 1; round <= RUNS; round += 1) {
        console.log(`long post ${locale}, round ${round} of ${RUNS}…`);
        const turns: [number[], string][] = [
          [lcp.short, short],
          [lcp.long, long],
        ];
        if (round % 2 === 0) turns.reverse();
        for (const [into, address] of turns) into.push(lighthouseOnce(origin + address, 4).lcp);
      }
      rows.push({
        locale,
        firstScreen: manifest.pages[long]?.firstScreen ?? NaN,
        firstResponse: manifest.pages[long]?.firstResponse ?? NaN,
        shortFirstScreen: manifest.pages[short]?.firstScreen ?? NaN,
        lcpShort: median(lcp.short),
        lcpLong: median(lcp.long),
        verdict: judge(differences(lcp.long, lcp.short), LCP_PARITY_MS),
        withoutScript: withoutScript[locale] ?? false,
      });
    }
    return { words, rows };
  } finally {
    stopAll();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

if (process.argv[1] && import.meta.filename === path.resolve(process.argv[1])) {
  const { words, rows } = await measureLongPost();
  replaceSections(
    [
      '## A long post beside a short one',
      '',
      `A post of ${words.toLocaleString('en')} words (20 sections) in each language, built in a scratch copy, against ${SHORT} in the same Lighthouse rounds (mobile, 4× CPU, ${RUNS} rounds, the order swapped every other round). First screen: bytes up to the end of the first screen as the build weighed them (budget ${FIRST_RESPONSE_BUDGET.toLocaleString('en')}); whole: the whole first response. LCP: medians; ✓ when the long post is no more than ${LCP_PARITY_MS} ms slower by the paired rounds. Without script: its last paragraph shown with JavaScript off.`,
      '',
      '| language | first screen, long | whole response, long | first screen, short | LCP short (ms) | LCP long (ms) | no slower | without script |',
      '| --- | ---: | ---: | ---: | ---: | ---: | :-: | :-: |',
      ...rows.map(
        (row) =>
          `| ${row.locale} | ${row.firstScreen.toLocaleString('en')} | ${row.firstResponse.toLocaleString('en')} | ${row.shortFirstScreen.toLocaleString('en')} | ${row.lcpShort.toFixed(0)} | ${row.lcpLong.toFixed(0)} | ${VERDICT[row.verdict]} | ${row.withoutScript ? '✓' : '✗'} |`,
      ),
      '',
    ],
    `npx tsx bench/long-post.ts --runs ${RUNS}`,
  );
}
