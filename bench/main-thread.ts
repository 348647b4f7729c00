// The page's main-thread work in a real trace, counted in the thread's CPU time: what Lighthouse's
// TBT is built from, without its model of when the page painted and without the time the 2-core host
// took the thread away (on this host a task's wall time is 2-3× its CPU time, and varies run to run).
import type { Browser } from '@playwright/test';
import {
  describeChange,
  differences,
  interleavedRounds,
  judge,
  median,
  type Rounds,
  type SittingUrls,
  VERDICT,
} from './paired';

type MainThread = {
  /** CPU time of the renderer main thread's tasks, navigation to a settled page. */
  cpuMs: number;
  /** Each task's CPU time, to count blocking time at any CPU slowdown. */
  tasks: number[];
};

/** Blocking time at a CPU `slowdown`: each task slowed, the part of it past 50 ms. */
export const blockingAt = ({ tasks }: MainThread, slowdown: number) =>
  tasks.reduce((total, ms) => total + Math.max(0, ms * slowdown - 50), 0);

export type TraceEvent = {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  /** Start and wall duration, µs on the clock V8's profiler uses too; CPU duration, µs. */
  ts?: number;
  dur?: number;
  tdur?: number;
  args?: { beginData?: { url?: string } };
};

/** The finished tasks of the main thread of the renderer that parsed `url`, from a trace's events. */
export function mainThreadTasksOf(traceEvents: TraceEvent[], url: string): TraceEvent[] {
  // The page's renderer is the one that parsed its document (others: the first about:blank, and
  // now and then a WebUI renderer of the browser's own, busy compiling its modules).
  const parsed = traceEvents.find((event) => event.name === 'ParseHTML' && event.args?.beginData?.url === url);
  const main = traceEvents.filter(
    (event) => event.ph === 'X' && event.name === 'RunTask' && event.pid === parsed?.pid && event.tid === parsed.tid,
  );
  if (main.length === 0) throw new Error(`no trace of ${url} being parsed`);
  return main;
}

/** The CPU time of the main thread's tasks, from a trace's events. */
export function mainThreadOf(traceEvents: TraceEvent[], url: string): MainThread {
  const tasks = mainThreadTasksOf(traceEvents, url).map(({ tdur = 0 }) => tdur / 1000);
  return { cpuMs: tasks.reduce((total, ms) => total + ms, 0), tasks };
}

/** What V8's sampling profiler returns (CDP's Profiler.Profile): times in µs. */
export type CpuProfile = {
  nodes: { id: number; callFrame: CallFrame; children?: number[] }[];
  startTime: number;
  samples?: number[];
  timeDeltas?: number[];
};
export type CallFrame = { functionName: string; url: string; lineNumber: number; columnNumber: number };

/**
 * One first visit (fresh cache) at a 412 px wide mobile viewport, traced until it is quiet; with
 * `profile`, V8's sampler runs through the same visit (every 0.2 ms: the default 1 ms rounds a leaf away).
 */
export async function tracedVisit(
  browser: Browser,
  url: string,
  { profile = false } = {},
): Promise<{ traceEvents: TraceEvent[]; profile?: CpuProfile }> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });
  try {
    const page = await context.newPage();
    const session = profile ? await context.newCDPSession(page) : undefined;
    if (session) {
      await session.send('Profiler.enable');
      await session.send('Profiler.setSamplingInterval', { interval: 200 });
      await session.send('Profiler.start');
    }
    await browser.startTracing(page, {
      categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', '__metadata'],
    });
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForLoadState('networkidle').catch((error: unknown) => {
      throw new Error(`${url} did not settle: ${String(error)}`);
    });
    // Hydration and idle callbacks can run past network idle.
    await page.waitForTimeout(1000);
    const { traceEvents } = JSON.parse((await browser.stopTracing()).toString('utf8')) as {
      traceEvents: TraceEvent[];
    };
    if (!session) return { traceEvents };
    return { traceEvents, profile: (await session.send('Profiler.stop')).profile };
  } finally {
    await context.close();
  }
}

const mainThreadOnce = async (browser: Browser, url: string): Promise<MainThread> =>
  mainThreadOf((await tracedVisit(browser, url)).traceEvents, url);

type Runs = Rounds<MainThread>;

/** The interleaved rounds of the Lighthouse sittings, traced in one browser. */
export const mainThreadSitting = (
  browser: Browser,
  urls: SittingUrls,
  templates: { name: string; path: string }[],
  rounds: number,
) => interleavedRounds(urls, templates, rounds, 'Main-thread traces', (url) => mainThreadOnce(browser, url));

/** How far a template's main thread may go beyond the empty page carrying its document (issue 55). */
export const OVER_FLOOR_ALLOWANCE = 0.1;

/**
 * The sitting as tables: each template against the empty page carrying its document, and against the
 * baseline if there is one. CPU time is ✓ when the paired change's upper bound is within 10 % of the
 * floor's median, ✗ when its lower bound is over it.
 */
export function mainThreadSection(runs: Map<string, Runs>, slowdowns: number[], baseline?: string): string[] {
  const rounds = [...runs.values()][0]?.page.length ?? 0;
  const cpu = (list: MainThread[]) => list.map(({ cpuMs }) => cpuMs);
  const blocking = (list: MainThread[], slowdown: number) => list.map((run) => blockingAt(run, slowdown));
  const pair = (after: number[], before: number[]) =>
    `${median(before).toFixed(0)} → ${median(after).toFixed(0)} | ${describeChange(differences(after, before))}`;
  const heads = slowdowns.map((slowdown) => `blocking ${slowdown}× ms | change (95 % bounds) | ≤ +30`).join(' | ');
  const aligns = slowdowns.map(() => '---: | ---: | :-:').join(' | ');
  const table = (label: string, other: (entry: Runs) => MainThread[]) => [
    `| template | CPU ms ${label} | change (95 % bounds) | ≤ +10 % | ${heads} |`,
    `| --- | ---: | ---: | :-: | ${aligns} |`,
    ...[...runs].map(([name, entry]) => {
      const change = differences(cpu(entry.page), cpu(other(entry)));
      const allowance = median(cpu(other(entry))) * OVER_FLOOR_ALLOWANCE;
      const cells = [`${pair(cpu(entry.page), cpu(other(entry)))} | ${VERDICT[judge(change, allowance)]}`];
      for (const slowdown of slowdowns) {
        const [after, before] = [blocking(entry.page, slowdown), blocking(other(entry), slowdown)];
        cells.push(`${pair(after, before)} | ${VERDICT[judge(differences(after, before), 30)]}`);
      }
      return `| ${name} | ${cells.join(' | ')} |`;
    }),
    '',
  ];
  const lines = [
    `## Main thread in real traces, ${rounds} rounds`,
    '',
    "Each page's first visit traced in Chromium (412 px, no throttling) from navigation until a quiet second after network idle: the CPU time of its main thread's tasks, and the blocking time those tasks make at each CPU slowdown (each task's CPU time times the slowdown, the part past 50 ms, summed over the whole load rather than from a simulated first paint). Medians; a change is the median of the differences paired round by round, with the sign test's 95 % bounds (given from 5 rounds on); blocking time ✓ when the upper bound is at most +30 ms, ✗ when the lower bound is over it, ? when the pairs cannot tell.",
    '',
    'Against the empty page carrying the same document (bench/floor/app/document: the same HTML and stylesheets, none of the site’s scripts), measured right before each template, so that what a template adds is its scripts and what they hydrate:',
    '',
    ...table('empty with the document → template', ({ floor }) => floor),
  ];
  if (!baseline) return lines;
  return [
    ...lines,
    `Against the baseline (\`${baseline}\`) in the same rounds:`,
    '',
    ...table('before → after', ({ before }) => before),
  ];
}
