/**
 * Lets a prerendered page paint before any of its JavaScript runs.
 *
 * Next renders its chunks as `<script async>`. Once CSS is parsed, a chunk that has already arrived
 * runs before the first paint, so the page's text waits for script evaluation (and Lighthouse's LCP
 * then counts every chunk's download). The build (seal-page.ts) takes those tags out and lists the
 * chunks as data in `CHUNKS_ID`; one inline script, the same on every page, inserts them once the
 * browser reports the first contentful paint. They are trusted by `'strict-dynamic'`, which trusts
 * what a hashed script inserts. They carry no integrity value: it is 44 bytes per chunk no compressor
 * can shrink, in the response that must fit one round trip (issue 55), and guards nothing a same-origin
 * page does not (the HTML that lists them comes from the same server as the chunks).
 */

/** The loader inserts the chunks after this long at the latest, painted or not. */
export const PAINT_FALLBACK_MS = 3000;

/** The id of the `<script type="application/json">` block that lists a page's chunks. */
export const CHUNKS_ID = 'paint-first-chunks';

/** A chunk's address under /_next/static/. */
export type Chunk = string;

/**
 * The inline loader. Waits for the first-contentful-paint entry (the paint as presented, which a
 * frame callback can precede by several frames); in a hidden tab, which does not paint, it loads at
 * once; without paint timing it waits two frames; and it never waits more than 3 s. No timer on the
 * way: a page whose timers are held (a test's fake clock) still loads. It inserts one chunk per task
 * (a message to itself): each insertion starts a request synchronously, 1-8 ms apiece, and eight in
 * one task were the longest task after the first paint.
 */
export const LOADER = [
  '(()=>{const d=document;let done=0;',
  `const go=()=>{if(done)return;done=1;const l=JSON.parse(d.getElementById("${CHUNKS_ID}").textContent),c=new MessageChannel;`,
  '(c.port1.onmessage=()=>{const n=l.shift();if(!n)return c.port1.close();const e=d.createElement("script");',
  'e.src=n;e.async=!0;d.head.appendChild(e);c.port2.postMessage(0)})()};',
  'if(d.hidden)return go();',
  `d.addEventListener("visibilitychange",go);setTimeout(go,${PAINT_FALLBACK_MS});`,
  'if(!window.PerformanceObserver?.supportedEntryTypes?.includes("paint"))',
  'return requestAnimationFrame(()=>requestAnimationFrame(go));',
  'new PerformanceObserver((list,o)=>{if(list.getEntriesByName("first-contentful-paint").length){o.disconnect();go()}})',
  '.observe({type:"paint",buffered:!0})',
  '})()',
].join('');

/** The chunk list as it goes into the page: JSON that cannot close its script element. */
export function chunksBlock(chunks: Chunk[]): string {
  return `<script type="application/json" id="${CHUNKS_ID}">${JSON.stringify(chunks).replace(/</g, '\\u003c')}</script><script>${LOADER}</script>`;
}
