import { describe, expect, it } from 'vitest';
import { scriptSources, sha256Source } from './csp';
import { deferredChunks, deferScriptsUntilPainted } from './paint-first';

const page = [
  '<html><head>',
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/a.js" integrity="sha256-A="/>',
  '<script src="/_next/static/chunks/b.js" async="" integrity="sha256-B="></script>',
  '<script src="/_next/static/chunks/legacy.js" integrity="sha256-L=" noModule=""></script>',
  '</head><body><p>Text</p>',
  '<script>self.__next_f.push([1,"x"])</script>',
  '<script src="/_next/static/chunks/a.js" integrity="sha256-A=" async=""></script>',
  '<script type="application/ld+json">{"@type":"Thing"}</script>',
  '</body></html>',
].join('');

describe('deferScriptsUntilPainted', () => {
  const result = deferScriptsUntilPainted(page);

  it('takes out the async chunks and their preloads (a hash-only policy refuses preloads)', () => {
    expect(result).not.toMatch(/<script src="\/_next\/static\/chunks\/(a|b)\.js"/);
    expect(result).not.toContain('rel="preload"');
    const other = '<link rel="preload" as="script" href="/elsewhere.js"/>';
    expect(deferScriptsUntilPainted(page.replace('<head>', `<head>${other}`))).toContain(other);
  });

  it('leaves inline data, structured data and the nomodule fallback where they were', () => {
    expect(result).toContain('<script>self.__next_f.push([1,"x"])</script>');
    expect(result).toContain('<script type="application/ld+json">{"@type":"Thing"}</script>');
    expect(result).toContain('<script src="/_next/static/chunks/legacy.js" integrity="sha256-L=" noModule=""></script>');
  });

  const loader = /<script>(\(\(\)=>\{[\s\S]*?)<\/script><\/body>/.exec(result)?.[1] ?? '';

  it('adds one loader, last in the body, listing the chunks in their order with their integrity', () => {
    expect(loader).toContain('[["/_next/static/chunks/b.js","sha256-B="],["/_next/static/chunks/a.js","sha256-A="]]');
    // The policy names the loader by hash; the chunks need no hash of their own any more.
    expect(scriptSources(result).hashes).toEqual(['sha256-L=', sha256Source('self.__next_f.push([1,"x"])'), sha256Source(loader)]);
  });

  type Run = { inserted: string[]; paint: (name: string) => void; frame: () => void; timeout: (ms: number) => void; hide: () => void };
  function run({ hidden = false, paintTiming = true } = {}): Run {
    const inserted: string[] = [];
    const timers: [() => void, number][] = [];
    const frames: (() => void)[] = [];
    const listeners: (() => void)[] = [];
    let observer: ((list: { getEntriesByName: (name: string) => unknown[] }, self: { disconnect: () => void }) => void) | undefined;
    class PerformanceObserver {
      static supportedEntryTypes = paintTiming ? ['paint', 'navigation'] : ['navigation'];
      constructor(callback: typeof observer) {
        observer = callback;
      }
      observe() {}
    }
    const document = {
      hidden,
      head: { appendChild: (element: { src: string; integrity: string; async: boolean }) => inserted.push(`${element.src} ${element.integrity} ${element.async}`) },
      createElement: () => ({}),
      addEventListener: (_: string, listener: () => void) => listeners.push(listener),
    };
    new Function('window', 'document', 'PerformanceObserver', 'requestAnimationFrame', 'setTimeout', loader)(
      { PerformanceObserver },
      document,
      PerformanceObserver,
      (callback: () => void) => frames.push(callback),
      (callback: () => void, ms = 0) => timers.push([callback, ms]),
    );
    const fire = (ms: number) => timers.filter(([, delay]) => delay === ms).forEach(([callback]) => callback());
    return {
      inserted,
      paint: (name) => observer?.({ getEntriesByName: (wanted) => (wanted === name ? [{}] : []) }, { disconnect: () => {} }),
      frame: () => frames.splice(0).forEach((callback) => callback()),
      timeout: fire,
      hide: () => listeners.forEach((listener) => listener()),
    };
  }

  it('inserts the chunks once, after the first contentful paint is reported', () => {
    const page = run();
    page.paint('first-paint');
    expect(page.inserted).toEqual([]);
    page.paint('first-contentful-paint');
    page.hide();
    expect(page.inserted).toEqual(['/_next/static/chunks/b.js sha256-B= true', '/_next/static/chunks/a.js sha256-A= true']);
  });

  it('loads at once in a hidden tab, after two frames without paint timing, and after 3 s at the latest', () => {
    expect(run({ hidden: true }).inserted).toHaveLength(2);
    const noTiming = run({ paintTiming: false });
    noTiming.frame();
    expect(noTiming.inserted).toEqual([]);
    noTiming.frame();
    expect(noTiming.inserted).toHaveLength(2);
    const neverPainted = run();
    neverPainted.timeout(3000);
    expect(neverPainted.inserted).toHaveLength(2);
    const hiddenLater = run();
    hiddenLater.hide();
    expect(hiddenLater.inserted).toHaveLength(2);
  });

  it('reads the chunk list back from a sealed page, and nothing from an unsealed one', () => {
    expect(deferredChunks(result)).toEqual([
      ['/_next/static/chunks/b.js', 'sha256-B='],
      ['/_next/static/chunks/a.js', 'sha256-A='],
    ]);
    expect(deferredChunks(page)).toEqual([]);
  });

  it('refuses a chunk without integrity and leaves a page without chunks alone', () => {
    expect(() => deferScriptsUntilPainted('<body><script src="/_next/static/chunks/x.js" async=""></script></body>')).toThrow(/x\.js has no integrity/);
    expect(deferScriptsUntilPainted('<body><p>static</p></body>')).toBe('<body><p>static</p></body>');
  });
});
