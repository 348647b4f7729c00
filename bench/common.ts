// What every part of the benchmark shares: where it runs, its arguments, and starting processes.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { parseArgs } from 'node:util';

export const ROOT = path.resolve(import.meta.dirname, '..');
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const PORTS = {
  site: 3400,
  floor: 3401,
  front: 3402,
  file: 3403,
  baseline: 3404,
  causes: 3405,
  causesFloor: 3406,
};

export const { values: args } = parseArgs({
  // bench/scale.ts alone takes its sizes as positionals.
  allowPositionals: true,
  options: {
    'skip-build': { type: 'boolean', default: false },
    'skip-scale': { type: 'boolean', default: false },
    runs: { type: 'string', default: '5' },
    duration: { type: 'string', default: '8' },
    // The second sitting's CPU slowdown; `auto` emulates the slow host issue 20 was found on (SLOW_HOST_INDEX).
    'slow-cpu': { type: 'string', default: 'auto' },
    // Only these templates (by name), e.g. to compare the post with the empty page while working on it.
    only: { type: 'string' },
    // Lighthouse sittings only: no bytes, throughput or scale; prints the tables instead of writing RESULTS.md.
    'lighthouse-only': { type: 'boolean', default: false },
    // Re-measure only the HTML throughput and replace that section of an existing bench/RESULTS.md.
    'throughput-only': { type: 'boolean', default: false },
    // A git revision (e.g. the commit before a change) measured beside this one in every Lighthouse round.
    baseline: { type: 'string' },
    // Real traces instead of Lighthouse: each template's main-thread work in the same interleaved rounds.
    'main-thread': { type: 'boolean', default: false },
    // The main thread by who runs it (our code, React, Next, the browser), from profiles of a source-mapped build.
    causes: { type: 'boolean', default: false },
  },
});
export const RUNS = Number(args.runs);
export const DURATION = Number(args.duration);
/** Lighthouse's CPU benchmark index of the 2-core host where the post measured slow at its default 4×. */
export const SLOW_HOST_INDEX = 1150;

export type Template = { name: string; path: string; interactive: boolean };

const children: ChildProcess[] = [];
export function start(
  command: string,
  argv: string[],
  options: { cwd?: string; env?: Record<string, string> } = {},
): void {
  const child = spawn(command, argv, {
    cwd: options.cwd ?? ROOT,
    env: { ...process.env, ...options.env },
    stdio: 'ignore',
    detached: true,
  });
  children.push(child);
}
export function stopAll(): void {
  for (const child of children) {
    try {
      process.kill(-child.pid!, 'SIGTERM');
    } catch {
      // already gone
    }
  }
}
process.on('exit', stopAll);
process.on('SIGINT', () => process.exit(130));

export async function waitFor(url: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).status < 500) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not come up`);
}

export function run(command: string, argv: string[], cwd = ROOT, env: Record<string, string> = {}): void {
  const result = spawnSync(command, argv, {
    cwd,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (result.status !== 0) throw new Error(`${command} ${argv.join(' ')} failed`);
}
