import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { CHUNKS_ID, LOADER } from './paint-first';
import { type CspIntegrations, sha256Source } from '@/lib/output/policies';
import { pageChunks, sealPage } from './seal-page';

const integrations: CspIntegrations = { gtm: false, errorReporting: false, https: false };
const known: Record<string, string> = {
  '/_next/static/chunks/b.js': 'sha256-B=',
  '/_next/static/chunks/c.js': 'sha256-C=',
  '/_next/static/chunks/a.css': 'sha256-CSS=',
};
const CHUNK = '<script src="/_next/static/chunks/b.js" async=""></script>';
const seal = (html: string) => sealPage(html, { integrityOf: (src) => known[src], integrations });
/** The hash sources of a policy's script-src, in its (sorted) order. */
const hashesOf = (policy: string) =>
  (/script-src ([^;]+)/.exec(policy)?.[1] ?? '')
    .split(' ')
    .filter((source) => source !== "'strict-dynamic'")
    .map((source) => source.slice(1, -1));
const expected = (text: string) => `sha256-${createHash('sha256').update(text).digest('base64')}`;

/**
 * A page's flight data: a Suspense, the metadata boundary (its tags in the head), a layout router and a
 * row with a `<`.
 */
const FLIGHT = JSON.stringify(
  'f:"$Sreact.suspense"\n0:[["$","$f",null,{"name":"Next.Metadata","children":null,"text":"$1"}],["$","$L2",null,{"parallelRouterKey":"children"}]]\n1:"a<b"\n',
).replace('<', '\\u003c');

const page = [
  '<!DOCTYPE html><html lang="en"><head>',
  '<link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next"/>',
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/a.js" integrity="sha256-A="/>',
  '<link rel="canonical" href="http://localhost:3000/faq"/>',
  '<meta property="og:title" content="FAQ &amp; more"/>',
  '<script src="/_next/static/chunks/b.js" async=""></script>',
  '<script src="/_next/static/chunks/legacy.js" integrity="sha256-L=" noModule=""></script>',
  '</head><body><p>Text</p>',
  // Flight data as React writes it into a script, its metadata boundary already empty.
  `<script>self.__next_f.push([1,${FLIGHT}])</script>`,
  '<script src="/_next/static/chunks/a.js" integrity="sha256-A=" async=""></script>',
  '<script type="application/ld+json">{"@type":"Thing"}</script>',
  '<script id="_R_">boot()</script><script type="module">go()</script>',
  '</body></html>',
].join('');

describe('sealPage', () => {
  const { html, policy, facts, chunks } = seal(page);

  it('takes out the async chunks and their preloads (a hash-only policy refuses preloads)', () => {
    expect(html).not.toMatch(/<script src="\/_next\/static\/chunks\/(a|b)\.js"/);
    expect(html).not.toContain('rel="preload"');
    const other = '<link rel="preload" as="script" href="/elsewhere.js"/>';
    expect(seal(page.replace('<head>', `<head>${other}`)).html).toContain(other);
  });

  it('leaves inline data and structured data where they were, byte for byte', () => {
    // The flight data is written back with the bootstrap in one script (lib/build/static-parts.test.ts).
    expect(html).toContain(`<script>(self.__next_f=self.__next_f||[]).push([0],[1,${FLIGHT}])</script>`);
    expect(html).toContain('<script type="application/ld+json">{"@type":"Thing"}</script>');
    expect(html.startsWith('<!DOCTYPE html><html lang="en"><head>')).toBe(true);
  });

  it('drops the nomodule polyfills: a browser without modules cannot run the page anyway', () => {
    expect(html).not.toContain('legacy.js');
    expect(policy).not.toContain('sha256-L=');
  });

  it('adds the build hash to stylesheets Next left without one, and to nothing else', () => {
    expect(html).toContain(
      '<link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next" integrity="sha256-CSS="/>',
    );
    expect(html).toContain('<link rel="canonical" href="http://localhost:3000/faq"/>');
  });

  it('lists the chunks as data in their order, addresses only, before one loader at the end of the body', () => {
    // The loader inserts them, trusted by 'strict-dynamic'; an integrity value would be 44 bytes each.
    expect(html).toContain(
      `<script type="application/json" id="${CHUNKS_ID}">["/_next/static/chunks/b.js","/_next/static/chunks/a.js"]</script><script>${LOADER}</script></body>`,
    );
    expect(pageChunks(html)).toEqual(['/_next/static/chunks/b.js', '/_next/static/chunks/a.js']);
    expect(pageChunks(page)).toEqual([]);
    // What the build weighs as the page's start-up JavaScript (lib/build/startup-js.ts) is that list.
    expect(chunks).toEqual(pageChunks(html));
  });

  it('names each inline script by the hash of its text and each remaining file by its integrity', () => {
    // The chunks need no hash of their own: the loader (hashed) inserts them under 'strict-dynamic'.
    const wanted = [
      expected(`(self.__next_f=self.__next_f||[]).push([0],[1,${FLIGHT}])`),
      expected('boot()'),
      expected('go()'),
      sha256Source(LOADER),
    ];
    expect(hashesOf(policy)).toEqual([...wanted].sort());
    expect(policy).toMatch(/^script-src 'strict-dynamic' /);
    expect(policy).not.toMatch(/unsafe-inline'[^;]*;.*script|unsafe-eval/);
  });

  it('reads what the page says about itself', () => {
    expect(facts).toEqual({
      canonical: 'http://localhost:3000/faq',
      noindex: false,
      title: 'FAQ & more',
      language: 'en',
    });
    const article = seal(
      `<head><meta name="robots" content="noindex"/><meta property="article:published_time" content="2026-10-28T00:00:00.000Z"/></head><body>${CHUNK}</body>`,
    );
    expect(article.facts).toEqual({ noindex: true, lastModified: '2026-10-28T00:00:00.000Z' });
    // Its kind and social eyebrow, stated in its metadata (lib/seo/page-facts.ts).
    const post = seal(
      `<head><meta name="page-kind" content="post"/><meta name="page-eyebrow" content="Blog · 4 min read"/></head><body>${CHUNK}</body>`,
    );
    expect(post.facts).toEqual({ noindex: false, kind: 'post', eyebrow: 'Blog · 4 min read' });
  });

  it('refuses a script file the build has no hash for, and a page without chunk tags for the loader', () => {
    // A script the parser runs needs its hash in the policy; an async chunk goes to the loader without one.
    expect(() => seal('<body><script src="/_next/static/chunks/x.js"></script></body>')).toThrow(
      /no integrity hash for \/_next\/static\/chunks\/x\.js/,
    );
    expect(() => seal('<body><script src="/elsewhere.js"></script></body>')).toThrow(/elsewhere\.js/);
    // Next writes async chunk tags into every page it prerenders: none means the format moved.
    expect(() => seal('<html><head></head><body><p>static</p></body></html>')).toThrow(
      /no chunk tags for the loader: expected <script src="\/_next\/static\/…" async>, found none/,
    );
  });

  it('refuses a page with a part the server left for the browser to render', () => {
    const bailedOut = page.replace('<p>Text</p>', '<p>Text</p><!--$!--><template data-dgst=""></template><!--/$-->');
    expect(() => seal(bailedOut)).toThrow(/left for the browser to render \(<!--\$!-->\): .*useSearchParams/);
    // A boundary the server rendered (`<!--$-->`) is the usual case.
    expect(() => seal(page.replace('<p>Text</p>', '<!--$--><p>Text</p><!--/$-->'))).not.toThrow();
  });

  it('cannot be broken out of by a chunk name', () => {
    const hostile = { '/_next/static/chunks/</script><script>alert(1)</script>.js': 'sha256-X=' };
    const sealed = sealPage(
      '<html><body><script src="/_next/static/chunks/&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;.js" async=""></script></body></html>',
      { integrityOf: (src) => hostile[src as keyof typeof hostile], integrations },
    );
    expect(sealed.html).not.toContain('<script>alert(1)');
    expect(pageChunks(sealed.html)[0]).toBe('/_next/static/chunks/</script><script>alert(1)</script>.js');
  });
});

describe('the paint-first loader', () => {
  type Run = {
    inserted: string[];
    paint: (name: string) => void;
    frame: () => void;
    timeout: (ms: number) => void;
    hide: () => void;
    /** Runs the tasks the loader queued for itself, one at a time. */
    tasks: () => void;
  };
  const chunks = JSON.stringify(['/_next/static/chunks/b.js', '/_next/static/chunks/a.js']);
  function run({ hidden = false, paintTiming = true } = {}): Run {
    const inserted: string[] = [];
    const timers: [() => void, number][] = [];
    const frames: (() => void)[] = [];
    const listeners: (() => void)[] = [];
    let observer:
      ((list: { getEntriesByName: (name: string) => unknown[] }, self: { disconnect: () => void }) => void) | undefined;
    class PerformanceObserver {
      static supportedEntryTypes = paintTiming ? ['paint', 'navigation'] : ['navigation'];
      constructor(callback: typeof observer) {
        observer = callback;
      }
      observe() {}
    }
    const document = {
      hidden,
      head: {
        appendChild: (element: { src: string; integrity?: string; async: boolean }) =>
          inserted.push(`${element.src} ${element.integrity ?? '(no integrity)'} ${element.async}`),
      },
      createElement: () => ({}),
      getElementById: (id: string) => (id === CHUNKS_ID ? { textContent: chunks } : null),
      addEventListener: (_: string, listener: () => void) => listeners.push(listener),
    };
    // Messages a port posts to itself wait in a queue of tasks until the test runs them.
    const tasks: (() => void)[] = [];
    class MessageChannel {
      port1 = { onmessage: () => {}, close: () => {} };
      port2 = { postMessage: () => tasks.push(() => this.port1.onmessage()) };
    }
    // The loader is a script string by design: run it as the browser would, in a scope of our own.
    // eslint-disable-next-line @typescript-eslint/no-implied-eval
    new Function(
      'window',
      'document',
      'PerformanceObserver',
      'MessageChannel',
      'requestAnimationFrame',
      'setTimeout',
      LOADER,
    )(
      { PerformanceObserver },
      document,
      PerformanceObserver,
      MessageChannel,
      (callback: () => void) => frames.push(callback),
      (callback: () => void, ms = 0) => timers.push([callback, ms]),
    );
    const fire = (ms: number) => timers.filter(([, delay]) => delay === ms).forEach(([callback]) => callback());
    return {
      inserted,
      paint: (name) =>
        observer?.({ getEntriesByName: (wanted) => (wanted === name ? [{}] : []) }, { disconnect: () => {} }),
      frame: () => frames.splice(0).forEach((callback) => callback()),
      timeout: fire,
      hide: () => listeners.forEach((listener) => listener()),
      tasks: () => {
        while (tasks.length > 0) tasks.shift()?.();
      },
    };
  }

  it('inserts the chunks once, after the first contentful paint is reported, one per task', () => {
    const page = run();
    page.paint('first-paint');
    expect(page.inserted).toEqual([]);
    page.paint('first-contentful-paint');
    expect(page.inserted).toEqual(['/_next/static/chunks/b.js (no integrity) true']);
    page.hide();
    page.tasks();
    expect(page.inserted).toEqual([
      '/_next/static/chunks/b.js (no integrity) true',
      '/_next/static/chunks/a.js (no integrity) true',
    ]);
  });

  it('loads at once in a hidden tab, after two frames without paint timing, and after 3 s at the latest', () => {
    const hidden = run({ hidden: true });
    hidden.tasks();
    expect(hidden.inserted).toHaveLength(2);
    const noTiming = run({ paintTiming: false });
    noTiming.frame();
    expect(noTiming.inserted).toEqual([]);
    noTiming.frame();
    noTiming.tasks();
    expect(noTiming.inserted).toHaveLength(2);
    const neverPainted = run();
    neverPainted.timeout(3000);
    neverPainted.tasks();
    expect(neverPainted.inserted).toHaveLength(2);
    const hiddenLater = run();
    hiddenLater.hide();
    hiddenLater.tasks();
    expect(hiddenLater.inserted).toHaveLength(2);
  });
});
