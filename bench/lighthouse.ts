// Lighthouse in interleaved rounds beside the empty page, and the tables it writes.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { args, CHROMIUM, ROOT, run, RUNS, SLOW_HOST_INDEX, type Template } from './common';
import { describeChange, differences, interleavedRounds, judge, median, type SittingUrls, VERDICT } from './paired';

export type Lighthouse = {
  benchmarkIndex: number;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcp: number;
  tbt: number;
  /** The lowest and highest TBT of the runs behind a median: how far one run can be trusted. */
  tbtRange: [number, number];
  cls: number;
  /** The document's bytes on the wire, headers included, as Lighthouse's network model counts them. */
  documentBytes: number;
};

/** TCP's first congestion window in Lighthouse's model (10 segments of 1,460 bytes): a first response
 * larger than this costs one more round trip before the page can paint. */
export const FIRST_WINDOW_BYTES = 14_600;

export function lighthouseOnce(url: string, cpuSlowdown: number): Lighthouse {
  const out = path.join(os.tmpdir(), `bench-lh-${process.pid}.json`);
  // Lighthouse now and then fails to record a trace (NO_NAVSTART); such a run is repeated, not counted.
  for (let attempt = 1; ; attempt += 1) {
    try {
      run(
        path.join(ROOT, 'node_modules/.bin/lighthouse'),
        [
          url,
          '--quiet',
          '--output=json',
          `--output-path=${out}`,
          `--throttling.cpuSlowdownMultiplier=${cpuSlowdown}`,
          '--chrome-flags=--headless=new --no-sandbox',
        ],
        ROOT,
        { CHROME_PATH: CHROMIUM },
      );
      break;
    } catch (error) {
      if (attempt === 3) throw error;
    }
  }
  type Report = {
    environment: { benchmarkIndex: number };
    categories: Record<string, { score: number | null } | undefined>;
    audits: Record<
      'largest-contentful-paint' | 'total-blocking-time' | 'cumulative-layout-shift',
      { numericValue: number }
    > & {
      'network-requests': { details: { items: { resourceType?: string; transferSize: number }[] } };
    };
  };
  const report = JSON.parse(fs.readFileSync(out, 'utf8')) as Report;
  const score = (id: string) => Math.round((report.categories[id]?.score ?? 0) * 100);
  const tbt = report.audits['total-blocking-time'].numericValue;
  return {
    benchmarkIndex: report.environment.benchmarkIndex,
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcp: report.audits['largest-contentful-paint'].numericValue,
    tbt,
    tbtRange: [tbt, tbt],
    cls: report.audits['cumulative-layout-shift'].numericValue,
    documentBytes:
      report.audits['network-requests'].details.items.find(({ resourceType }) => resourceType === 'Document')
        ?.transferSize ?? NaN,
  };
}

export function medianOf(runs: Lighthouse[]): Lighthouse {
  const pick = (key: Exclude<keyof Lighthouse, 'tbtRange'>) => median(runs.map((entry) => entry[key]));
  return {
    benchmarkIndex: pick('benchmarkIndex'),
    performance: pick('performance'),
    accessibility: pick('accessibility'),
    bestPractices: pick('bestPractices'),
    seo: pick('seo'),
    lcp: pick('lcp'),
    tbt: pick('tbt'),
    tbtRange: [
      Math.min(...runs.map(({ tbtRange }) => tbtRange[0])),
      Math.max(...runs.map(({ tbtRange }) => tbtRange[1])),
    ],
    cls: pick('cls'),
    documentBytes: pick('documentBytes'),
  };
}

/**
 * One template and the empty page measured right before it in every round, so both see the same noise;
 * with --baseline, the same template as the baseline revision serves it, in the same rounds.
 */
export type Paired = {
  floor: Lighthouse;
  page: Lighthouse;
  before?: Lighthouse;
  /** Round by round: the template's TBT minus the empty page's, and minus the baseline's. */
  overFloor: number[];
  overBefore: number[];
};

/**
 * The interleaved rounds at one CPU slowdown: the medians of each template's runs, of the floor runs
 * paired with them and of the baseline's, and the TBT differences round by round.
 */
export async function lighthouseSitting(
  urls: SittingUrls,
  templates: Template[],
  cpuSlowdown: number,
): Promise<Map<string, Paired>> {
  const runs = await interleavedRounds(urls, templates, RUNS, `Lighthouse at ${cpuSlowdown}× CPU`, (url) =>
    lighthouseOnce(url, cpuSlowdown),
  );
  return new Map(
    [...runs].map(([name, { floor, page, before }]) => {
      const tbt = (list: Lighthouse[]) => list.map((run) => run.tbt);
      return [
        name,
        {
          floor: medianOf(floor),
          page: medianOf(page),
          before: before.length > 0 ? medianOf(before) : undefined,
          overFloor: differences(tbt(page), tbt(floor)),
          overBefore: before.length > 0 ? differences(tbt(page), tbt(before)) : [],
        },
      ];
    }),
  );
}

export const NO_SCORE: Lighthouse = {
  benchmarkIndex: NaN,
  performance: NaN,
  accessibility: NaN,
  bestPractices: NaN,
  seo: NaN,
  lcp: NaN,
  tbt: NaN,
  tbtRange: [NaN, NaN],
  cls: NaN,
  documentBytes: NaN,
};

/**
 * The slowdown that makes this host's CPU as slow under Lighthouse as the slow host's was at 4×:
 * 4 × this host's benchmark index / the slow host's (median of three runs of the empty page).
 */
export function slowCpu(floorPage: string): number {
  if (args['slow-cpu'] !== 'auto') return Number(args['slow-cpu']);
  const index = median([1, 2, 3].map(() => lighthouseOnce(floorPage, 4).benchmarkIndex));
  const cpu = Math.max(4, Math.round((4 * index) / SLOW_HOST_INDEX));
  console.log(`Benchmark index ${index.toFixed(0)}: the slow sitting runs at ${cpu}× CPU slowdown.`);
  return cpu;
}

/** How far a page's LCP may be from the page it is held to (issue 55): a translation to its English page. */
export const LCP_PARITY_MS = 50;

/**
 * LCP parity from one sitting's medians: each translated template against its English page, and the
 * English post against home, ✓ when the difference is at most 50 ms.
 */
export function lcpParitySection({ cpu, results }: { cpu: number; results: Map<string, Paired> }): string[] {
  const pairs = [...results.keys()].flatMap((name) => {
    const english = name.replace(/ (pt|pl)$/, '');
    if (english !== name) return results.has(english) ? [[name, english] as const] : [];
    return name === 'post' && results.has('home') ? [[name, 'home'] as const] : [];
  });
  if (pairs.length === 0) return [];
  return [
    `### LCP parity at ${cpu}× CPU`,
    '',
    `Medians of the sitting above; each page against the one it is held to, ✓ within ${LCP_PARITY_MS} ms.`,
    '',
    '| page | LCP ms | held to | LCP ms | difference ms | ✓ |',
    '| --- | ---: | --- | ---: | ---: | :-: |',
    ...pairs.map(([name, other]) => {
      const [lcp, otherLcp] = [results.get(name)!.page.lcp, results.get(other)!.page.lcp];
      const difference = lcp - otherLcp;
      return `| ${name} | ${lcp.toFixed(0)} | ${other} | ${otherLcp.toFixed(0)} | ${difference >= 0 ? '+' : ''}${difference.toFixed(0)} | ${difference <= LCP_PARITY_MS ? '✓' : '✗'} |`;
    }),
    '',
  ];
}

export const withRange = ({ tbt, tbtRange: [low, high] }: Lighthouse) =>
  `${tbt.toFixed(0)} (${low.toFixed(0)}–${high.toFixed(0)})`;

/** Each template beside the empty page measured with it: the budgets of issue 20 (TBT, LCP, performance). */
export function sittingSection({ cpu, results }: { cpu: number; results: Map<string, Paired> }): string[] {
  const mark = (ok: boolean) => (ok ? '✓' : '✗');
  const lines = [
    `## Lighthouse beside the empty page, ${cpu}× CPU slowdown${cpu === 4 ? " (Lighthouse's default)" : ''}`,
    '',
    `Rounds of empty page, template, empty page, template, …; medians of ${RUNS} rounds, each template against the runs of the empty page just before it; TBT with the lowest and highest run in brackets. "Paired": the median of the round-by-round differences with the sign test's 95 % bounds (given from 5 rounds on), ✓ when the upper bound is within +30 ms, ✗ when the lower bound is over it, ? when the rounds cannot tell.`,
    '',
    `| template | empty page perf | empty page TBT ms | perf | TBT ms | LCP ms | first response bytes (one round trip ≤ ${FIRST_WINDOW_BYTES.toLocaleString('en')}) | TBT ≤ empty + 30 ms | TBT over the empty page, paired | LCP ≤ 1.0 s | perf 100 where the empty page has 100 |`,
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | :-: | ---: | :-: | :-: |',
    ...[...results].map(([name, { floor, page, overFloor }]) => {
      const perfOk = floor.performance < 100 || page.performance === 100;
      return `| ${name} | ${floor.performance} | ${withRange(floor)} | ${page.performance} | ${withRange(page)} | ${page.lcp.toFixed(0)} | ${mark(page.documentBytes <= FIRST_WINDOW_BYTES)} ${page.documentBytes.toLocaleString('en')} | ${mark(page.tbt <= floor.tbt + 30)} | ${describeChange(overFloor)} ${VERDICT[judge(overFloor, 30)]} | ${mark(page.lcp <= 1000)} | ${mark(perfOk)} |`;
    }),
    '',
  ];
  if (!args.baseline) return lines;
  return [
    ...lines,
    `Against the baseline (\`${args.baseline}\`), measured in the same rounds: its template right before or right after this build's. "No worse": TBT's paired change at most +30 ms (the empty page's margin) with 95 % confidence and LCP within 1.0 s or the baseline's; ✗ when the change is over +30 with that confidence or LCP is worse, ? when the rounds cannot tell.`,
    '',
    '| template | empty page TBT ms | TBT before → after ms | change ms, paired (95 % bounds) | LCP before → after ms | perf before → after | first response bytes before → after | no worse |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | :-: |',
    ...[...results].map(([name, { floor, page, before = NO_SCORE, overBefore }]) => {
      const lcpOk = page.lcp <= Math.max(before.lcp, 1000);
      const verdict = lcpOk ? judge(overBefore, 30) : 'worse';
      return `| ${name} | ${withRange(floor)} | ${withRange(before)} → ${withRange(page)} | ${describeChange(overBefore)} | ${before.lcp.toFixed(0)} → ${page.lcp.toFixed(0)} | ${before.performance} → ${page.performance} | ${before.documentBytes.toLocaleString('en')} → ${page.documentBytes.toLocaleString('en')} | ${VERDICT[verdict]} |`;
    }),
    '',
  ];
}
