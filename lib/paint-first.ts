import { attributeValue } from './csp';

type Chunk = [src: string, integrity: string];

/** The loader inserts the chunks after this long at the latest, painted or not. */
export const PAINT_FALLBACK_MS = 3000;

/**
 * Lets a prerendered page paint before any of its JavaScript runs.
 *
 * Next renders its chunks as `<script async>`. Once CSS is parsed, a chunk that has already arrived
 * runs before the first paint, so the page's text waits for script evaluation (and Lighthouse's LCP
 * then counts every chunk's download). Here one inline script inserts the chunks once the browser
 * reports the first contentful paint; they keep their integrity values and are trusted by
 * `'strict-dynamic'`. Script preloads go: a hash-only policy refuses them (a preload is not a
 * script element), so they would only log errors.
 */
export function deferScriptsUntilPainted(html: string): string {
  const chunks: Chunk[] = [];
  const rewritten = html.replace(/<script\b([^>]*)><\/script>/gi, (tag: string, attributes: string) => {
    const src = attributeValue(attributes, 'src');
    const integrity = attributeValue(attributes, 'integrity');
    // Only the page's own async chunks; a nomodule fallback or anything else stays as it is.
    if (!src?.startsWith('/_next/static/') || !/\basync\b/i.test(attributes) || /\bnomodule\b/i.test(attributes)) return tag;
    if (!integrity) throw new Error(`${src} has no integrity value to carry over`);
    chunks.push([src, integrity]);
    return '';
  });
  if (chunks.length === 0) return html;
  const loaded = new Set(chunks.map(([src]) => src));
  const withoutPreloads = rewritten.replace(/<link\b[^>]*\brel="preload"[^>]*\bas="script"[^>]*>/gi, (link) => (loaded.has(attributeValue(link, 'href') ?? '') ? '' : link));
  const boot = loader(JSON.stringify(chunks));
  const end = withoutPreloads.lastIndexOf('</body>');
  if (end === -1) throw new Error('no </body> to put the script loader before');
  return `${withoutPreloads.slice(0, end)}<script>${boot}</script>${withoutPreloads.slice(end)}`;
}

/**
 * The inline loader. Waits for the first-contentful-paint entry (the paint as presented, which a
 * frame callback can precede by several frames); in a hidden tab, which does not paint, it loads at
 * once; without paint timing it waits two frames; and it never waits more than 3 s. No timer on the
 * way: a page whose timers are held (a test's fake clock) still loads.
 */
function loader(chunks: string): string {
  return [
    '(()=>{let done=0;',
    `const go=()=>{if(done)return;done=1;for(const[s,i]of ${chunks}){const e=document.createElement("script");e.src=s;e.integrity=i;e.async=!0;document.head.appendChild(e)}};`,
    'if(document.hidden)return go();',
    `document.addEventListener("visibilitychange",go);setTimeout(go,${PAINT_FALLBACK_MS});`,
    'if(!(window.PerformanceObserver&&PerformanceObserver.supportedEntryTypes&&PerformanceObserver.supportedEntryTypes.includes("paint")))return requestAnimationFrame(()=>requestAnimationFrame(go));',
    'new PerformanceObserver((list,observer)=>{if(list.getEntriesByName("first-contentful-paint").length){observer.disconnect();go()}}).observe({type:"paint",buffered:!0})',
    '})()',
  ].join('');
}

/** The chunks a sealed page's loader inserts, read back from its HTML (scripts/first-load-js.ts). */
export function deferredChunks(html: string): Chunk[] {
  const list = /for\(const\[s,i\]of (\[\[.*?\]\])\)/.exec(html)?.[1];
  return list ? (JSON.parse(list) as Chunk[]) : [];
}
