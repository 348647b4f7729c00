import { describe, expect, it } from 'vitest';
import { blockingAt, mainThreadOf, type TraceEvent } from './main-thread';

const url = 'http://127.0.0.1:3200/blog/monolith-first';
const task = (pid: number, tid: number, cpuMs: number, ph = 'X'): TraceEvent => ({
  name: 'RunTask',
  ph,
  pid,
  tid,
  tdur: cpuMs * 1000,
});

describe('mainThreadOf', () => {
  const events: TraceEvent[] = [
    // The browser's own WebUI renderer, busy compiling its modules: not the page.
    { name: 'ParseHTML', ph: 'X', pid: 7, tid: 1, args: { beginData: { url: 'chrome://new-tab-page/' } } },
    task(7, 1, 400),
    // The page's renderer: its main thread, a worker thread, and an event that is not a finished task.
    { name: 'ParseHTML', ph: 'X', pid: 9, tid: 1, args: { beginData: { url } } },
    task(9, 1, 12),
    task(9, 1, 30),
    task(9, 1, 3),
    task(9, 2, 90),
    task(9, 1, 500, 'B'),
    { name: 'RunTask', ph: 'X', pid: 9, tid: 1 },
  ];

  it('counts the CPU time of the tasks on the main thread of the renderer that parsed the page, and only those', () => {
    const thread = mainThreadOf(events, url);
    expect(thread.tasks).toEqual([12, 30, 3, 0]);
    expect(thread.cpuMs).toBe(45);
  });

  it('refuses a trace in which the page was never parsed', () => {
    expect(() => mainThreadOf(events, 'http://127.0.0.1:3200/elsewhere')).toThrow(/no trace of .*elsewhere/);
  });
});

describe('blockingAt', () => {
  it('slows every task down and counts the part of each past 50 ms', () => {
    const thread = { cpuMs: 45, tasks: [12, 30, 3] };
    expect(blockingAt(thread, 1)).toBe(0);
    // 48 -> 0, 120 -> 70, 12 -> 0
    expect(blockingAt(thread, 4)).toBe(70);
    // 84 -> 34, 210 -> 160, 21 -> 0
    expect(blockingAt(thread, 7)).toBe(194);
  });
});
