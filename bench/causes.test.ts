import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SourceMapGenerator } from 'source-map-js';
import { describe, expect, it } from 'vitest';
import {
  causeOfSource,
  causesOfVisit,
  frameCauses,
  OWN_WORK_BUDGET_MS,
  overOwnWorkBudget,
  sampleCauses,
} from './causes';

describe('causeOfSource', () => {
  it('tells our modules from React, Next and the runtime by the path the source map gives', () => {
    expect(causeOfSource('turbopack:///[project]/components/client/link-router.tsx')).toBe('ours');
    expect(causeOfSource('turbopack:///[project]/instrumentation-client.ts')).toBe('ours');
    expect(causeOfSource('turbopack:///[project]/node_modules/js-cookie/dist/js.cookie.mjs')).toBe('ours');
    const compiled = 'turbopack:///[project]/node_modules/next/dist/compiled';
    expect(causeOfSource(`${compiled}/react-dom/cjs/react-dom-client.production.js`)).toBe('react');
    expect(causeOfSource(`${compiled}/scheduler/cjs/scheduler.production.js`)).toBe('react');
    expect(causeOfSource(`${compiled}/react-server-dom-turbopack/cjs/client.browser.production.js`)).toBe('react');
    expect(causeOfSource('turbopack:///[project]/node_modules/next/src/client/app-index.tsx')).toBe('next');
    expect(causeOfSource('turbopack:///[project]/node_modules/@swc/helpers/cjs/_interop.cjs')).toBe('next');
    expect(causeOfSource('turbopack:///[turbopack]/browser/runtime/base/build-base.ts')).toBe('next');
  });
});

/** A chunk of two lines, the first ours and the second React's, with its map beside it. */
function chunkDir(withMap = true): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'causes-'));
  const map = new SourceMapGenerator({ file: 'a.js' });
  map.addMapping({
    generated: { line: 1, column: 0 },
    original: { line: 1, column: 0 },
    source: 'turbopack:///[project]/lib/browser/idle.ts',
  });
  map.addMapping({
    generated: { line: 2, column: 0 },
    original: { line: 9, column: 0 },
    source: 'turbopack:///[project]/node_modules/next/dist/compiled/react-dom/cjs/react-dom-client.production.js',
  });
  fs.writeFileSync(path.join(dir, 'a.js'), `ours();\nreact();${withMap ? '\n//# sourceMappingURL=a.js.map' : ''}`);
  fs.writeFileSync(path.join(dir, 'a.js.map'), map.toString());
  return dir;
}

const frame = (functionName: string, url = '', lineNumber = -1, columnNumber = -1) => ({
  functionName,
  url,
  lineNumber,
  columnNumber,
});

describe('sampleCauses and causesOfVisit', () => {
  const chunk = 'http://127.0.0.1:3405/_next/static/chunks/a.js';
  const profile = {
    nodes: [
      { id: 1, callFrame: frame('(root)'), children: [2, 3, 4, 5, 6] },
      { id: 2, callFrame: frame('(idle)') },
      { id: 3, callFrame: frame('(program)') },
      { id: 4, callFrame: frame('(garbage collector)') },
      // The loader in the document calls appendChild; React calls our effect, which calls addEventListener.
      { id: 5, callFrame: frame('go', 'http://127.0.0.1:3405/blog/monolith-first', 44, 10), children: [7] },
      { id: 6, callFrame: frame('commit', chunk, 1, 0), children: [8] },
      { id: 7, callFrame: frame('appendChild') },
      { id: 8, callFrame: frame('effect', chunk, 0, 0), children: [9] },
      { id: 9, callFrame: frame('addEventListener') },
    ],
    // Samples 1 ms apart from 1,000 µs on: at 1,000, 2,000, … 11,000.
    startTime: 0,
    samples: [2, 3, 3, 4, 5, 7, 6, 8, 9, 9, 2],
    timeDeltas: [1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000],
  };

  it("names each sample by the module of its innermost frame with a source, a native call by its caller's", () => {
    expect(sampleCauses(profile, frameCauses(chunkDir())).map(({ cause }) => cause)).toEqual([
      null,
      'browser',
      'browser',
      'gc',
      'document',
      'document',
      'react',
      'ours',
      'ours',
      'ours',
      null,
    ]);
  });

  it("shares each task's CPU time among the causes of the samples taken while it ran", () => {
    const samples = sampleCauses(profile, frameCauses(chunkDir()));
    const task = (ts: number, dur: number, tdur: number) => ({
      name: 'RunTask',
      ph: 'X',
      pid: 1,
      tid: 1,
      ts,
      dur,
      tdur,
    });
    expect(
      causesOfVisit(
        [
          // Parsing and GC (2,000-4,000 µs), the loader (5,000-6,000), React and our effect (7,000-10,000),
          // and a task no sample saw: the browser's.
          task(1500, 3000, 6000),
          task(5000, 1000, 1000),
          task(7000, 3000, 8000),
          task(20000, 100, 500),
        ],
        samples,
      ),
    ).toEqual({ ours: 6, document: 1, react: 2, next: 0, browser: 4.5, gc: 2 });
  });

  it('refuses a chunk without a source map instead of guessing', () => {
    expect(() => sampleCauses(profile, frameCauses(chunkDir(false)))).toThrow(/names no source map/);
  });
});

describe('overOwnWorkBudget', () => {
  const run = (ours: number, document: number) => ({ ours, document, react: 9, next: 9, browser: 30, gc: 2 });
  const rounds = (page: [number, number][], floor: [number, number][]) => ({
    page: page.map(([ours, document]) => run(ours, document)),
    floor: floor.map(([ours, document]) => run(ours, document)),
    before: [],
  });

  it('holds our modules and inline scripts beyond the floor to 10 ms a template, 20 on the call page', () => {
    const runs = new Map([
      // +6 over the floor in every round: within.
      [
        'post',
        rounds(
          [
            [10, 6],
            [11, 6],
            [9, 7],
          ],
          [
            [5, 5],
            [6, 5],
            [4, 6],
          ],
        ),
      ],
      // +13 (pl too): over the template budget, within the call page's.
      [
        'book a call (pl)',
        rounds(
          [
            [20, 8],
            [21, 8],
            [19, 9],
          ],
          [
            [8, 7],
            [9, 7],
            [7, 8],
          ],
        ),
      ],
      [
        'contact',
        rounds(
          [
            [20, 8],
            [21, 8],
            [19, 9],
          ],
          [
            [8, 7],
            [9, 7],
            [7, 8],
          ],
        ),
      ],
      // React and the browser can be anything: only ours counts.
    ]);
    expect(overOwnWorkBudget(runs)).toEqual([{ name: 'contact', ms: 13, budget: OWN_WORK_BUDGET_MS }]);
  });
});
