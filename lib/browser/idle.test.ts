import { afterEach, describe, expect, it, vi } from 'vitest';
import { whenIdle } from './idle';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('whenIdle', () => {
  it('waits for the browser to be idle, two seconds at most, and can be called off', () => {
    const requested: { work: () => void; timeout: number | undefined }[] = [];
    const cancelled: number[] = [];
    vi.stubGlobal('requestIdleCallback', (work: () => void, options?: { timeout?: number }) => {
      requested.push({ work, timeout: options?.timeout });
      return 7;
    });
    vi.stubGlobal('cancelIdleCallback', (id: number) => cancelled.push(id));
    const work = vi.fn();
    const cancel = whenIdle(work);
    expect(requested).toEqual([{ work, timeout: 2000 }]);
    expect(work).not.toHaveBeenCalled();
    cancel();
    expect(cancelled).toEqual([7]);
  });

  it('runs in a task of its own where there is no idle callback (Safari), unless called off first', () => {
    vi.stubGlobal('requestIdleCallback', undefined);
    vi.useFakeTimers();
    const work = vi.fn();
    whenIdle(work);
    expect(work).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(work).toHaveBeenCalledOnce();

    const never = vi.fn();
    whenIdle(never)();
    vi.advanceTimersByTime(10);
    expect(never).not.toHaveBeenCalled();
  });
});
