// Where a template's main thread goes beyond the empty page carrying its document, by who runs it: the
// first visit traced as in main-thread.ts while V8's sampler runs, each task's CPU time shared among the
// modules its samples were in, through the source maps of a build made for this (NEXT_DIST_DIR=.next-causes,
// BROWSER_SOURCE_MAPS=1). Samples alone count wall time, which this 2-core host stretches 2-3×.
import fs from 'node:fs';
import path from 'node:path';
import type { Browser } from '@playwright/test';
import { SourceMapConsumer } from 'source-map-js';
import { type CallFrame, type CpuProfile, mainThreadTasksOf, type TraceEvent, tracedVisit } from './main-thread';
import { describeChange, differences, interleavedRounds, median, type Rounds, type SittingUrls } from './paired';

/** Who ran a sample, in the order the table shows them. */
export const CAUSES = {
  ours: 'our code (components, lib/, instrumentation-client, and the packages they import)',
  document: "the page's inline scripts (head script, chunk loader, flight data)",
  react: 'React (rendering, hydration, effects, reading the flight data)',
  next: 'Next and the Turbopack runtime (router, module loading)',
  browser: "the browser's own work (HTML parsing, style, layout, paint, network; V8's compiler)",
  gc: 'garbage collection',
} as const;
export type Cause = keyof typeof CAUSES;
type Causes = Record<Cause, number>;

/** The cause of a frame of a chunk, by the module its position maps to. */
export function causeOfSource(source: string): Exclude<Cause, 'document' | 'browser' | 'gc'> {
  if (source.includes('[turbopack]/')) return 'next';
  const packagePath = /node_modules\/(.*)$/.exec(source)?.[1];
  if (packagePath === undefined) return 'ours';
  if (/^next\/dist\/compiled\/(react|react-dom|react-server-dom-[\w-]+|scheduler)\//.test(packagePath)) return 'react';
  if (packagePath.startsWith('next/') || packagePath.startsWith('@swc/helpers/')) return 'next';
  return 'ours';
}

/** Maps frames of one build's chunks (`chunksDir`) to causes, reading each chunk's source map once. */
export function frameCauses(chunksDir: string) {
  const maps = new Map<string, SourceMapConsumer>();
  const mapOf = (file: string): SourceMapConsumer => {
    let consumer = maps.get(file);
    if (consumer) return consumer;
    const chunk = path.join(chunksDir, file);
    const mapName = /\/\/# sourceMappingURL=(\S+)\s*$/.exec(fs.readFileSync(chunk, 'utf8'))?.[1];
    // Without the map every figure here would be a guess: a build without BROWSER_SOURCE_MAPS=1 is refused.
    if (!mapName) throw new Error(`${chunk} names no source map: build with BROWSER_SOURCE_MAPS=1`);
    consumer = new SourceMapConsumer(fs.readFileSync(path.join(chunksDir, mapName), 'utf8'));
    maps.set(file, consumer);
    return consumer;
  };
  /** A frame's cause, or undefined for a native frame (its caller's cause is the one). */
  return (frame: CallFrame): Cause | undefined => {
    if (frame.functionName === '(program)') return 'browser';
    if (frame.functionName === '(garbage collector)') return 'gc';
    if (!frame.url) return undefined;
    const chunk = /\/_next\/static\/chunks\/([^?#]+\.js)/.exec(frame.url)?.[1];
    if (!chunk) return 'document';
    const { source } = mapOf(chunk).originalPositionFor({ line: frame.lineNumber + 1, column: frame.columnNumber });
    // A position no module maps to is the chunk's own wrapper, which Turbopack writes.
    return source ? causeOfSource(source) : 'next';
  };
}

/** Each sample's time (µs, the trace's clock) and the cause of its innermost frame that has one. */
export function sampleCauses(
  profile: CpuProfile,
  causeOf: (frame: CallFrame) => Cause | undefined,
): { time: number; cause: Cause | null }[] {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const parents = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parents.set(child, node.id);
  const known = new Map<number, Cause | null>();
  const causeOfNode = (id: number): Cause | null => {
    if (!known.has(id)) {
      const node = nodes.get(id);
      const name = node?.callFrame.functionName;
      const parent = parents.get(id);
      // A native call (appendChild, addEventListener) is its JavaScript caller's work.
      const cause =
        !node || name === '(idle)' || name === '(root)'
          ? null
          : (causeOf(node.callFrame) ?? (parent === undefined ? null : causeOfNode(parent)) ?? 'browser');
      known.set(id, cause);
    }
    return known.get(id)!;
  };
  let time = profile.startTime;
  return (profile.samples ?? []).map((id, index) => {
    time += profile.timeDeltas?.[index] ?? 0;
    return { time, cause: causeOfNode(id) };
  });
}

/**
 * The main thread's CPU time by cause: each task's CPU time shared among the causes of the samples
 * taken while it ran (a task too short for a sample is the browser's own work).
 */
export function causesOfVisit(tasks: TraceEvent[], samples: { time: number; cause: Cause | null }[]): Causes {
  const totals: Causes = { ours: 0, document: 0, react: 0, next: 0, browser: 0, gc: 0 };
  // Samples come in time order: the first at or after a time, by halving.
  const firstFrom = (time: number) => {
    let [low, high] = [0, samples.length];
    while (low < high) {
      const middle = (low + high) >> 1;
      if (samples[middle]!.time < time) low = middle + 1;
      else high = middle;
    }
    return low;
  };
  for (const { ts = 0, dur = 0, tdur = 0 } of tasks) {
    const seen: { cause: Cause | null }[] = [];
    for (let index = firstFrom(ts); index < samples.length && samples[index]!.time <= ts + dur; index += 1)
      if (samples[index]!.cause) seen.push(samples[index]!);
    if (seen.length === 0) totals.browser += tdur / 1000;
    for (const { cause } of seen) totals[cause!] += tdur / 1000 / seen.length;
  }
  return totals;
}

type FrameCauses = ReturnType<typeof frameCauses>;

async function causesOnce(browser: Browser, url: string, causeOf: FrameCauses): Promise<Causes> {
  const { traceEvents, profile } = await tracedVisit(browser, url, { profile: true });
  return causesOfVisit(mainThreadTasksOf(traceEvents, url), sampleCauses(profile!, causeOf));
}

/** The rounds of the main-thread sitting, profiled: `causesFor` names the frames of the build that served a URL. */
export const causesSitting = (
  browser: Browser,
  urls: SittingUrls,
  templates: { name: string; path: string }[],
  rounds: number,
  causesFor: (url: string) => FrameCauses,
) => interleavedRounds(urls, templates, rounds, 'Profiles by cause', (url) => causesOnce(browser, url, causesFor(url)));

/**
 * Our own work on a page's main thread beyond the empty page carrying its document: our modules and the
 * page's inline scripts (decision 011). React's and Next's hydration and the browser's own work are the
 * floor of the stack; ours is held to 10 ms a template, 20 on the call page (its first Intl, §17).
 */
export const OWN_WORK_BUDGET_MS = 10;
export const OWN_WORK_BUDGETS_MS: Record<string, number> = { 'book a call': 20 };

const ownWork = (run: Causes) => run.ours + run.document;

/** The templates whose own work (median of the paired rounds) is over their budget, with both figures. */
export function overOwnWorkBudget(runs: Map<string, Rounds<Causes>>): { name: string; ms: number; budget: number }[] {
  return [...runs].flatMap(([name, { floor, page }]) => {
    const budget =
      Object.entries(OWN_WORK_BUDGETS_MS).find(([template]) => name.startsWith(template))?.[1] ?? OWN_WORK_BUDGET_MS;
    const ms = median(differences(page.map(ownWork), floor.map(ownWork)));
    return ms > budget ? [{ name, ms, budget }] : [];
  });
}

/** The sitting as a table: per template and cause, the empty page carrying the document → the template. */
export function causesSection(runs: Map<string, Rounds<Causes>>): string[] {
  const rounds = [...runs.values()][0]?.page.length ?? 0;
  const causes = Object.keys(CAUSES) as Cause[];
  const total = (run: Causes) => causes.reduce((sum, cause) => sum + run[cause], 0);
  const cell = (page: number[], floor: number[]) =>
    `${median(floor).toFixed(0)} → ${median(page).toFixed(0)}, ${describeChange(differences(page, floor))}`;
  return [
    `## Main thread by cause, ${rounds} rounds`,
    '',
    "The first visits of the traces above, in a build with source maps, with V8's sampler running (every 0.2 ms; it slows both sides a little): each main-thread task's CPU time shared among the modules its samples were in (a sample counts for its innermost frame with a source; a native call is its caller's; a task no sample saw is the browser's). CPU ms of the empty page carrying the document → the template, and the change paired round by round with its 95 % bounds.",
    '',
    ...causes.map((cause) => `- ${cause}: ${CAUSES[cause]}`),
    '',
    `| template | total | ${causes.join(' | ')} |`,
    `| --- | ---: | ${causes.map(() => '---:').join(' | ')} |`,
    ...[...runs].map(([name, { floor, page }]) => {
      const cells = causes.map((cause) =>
        cell(
          page.map((run) => run[cause]),
          floor.map((run) => run[cause]),
        ),
      );
      return `| ${name} | ${cell(page.map(total), floor.map(total))} | ${cells.join(' | ')} |`;
    }),
    '',
  ];
}
