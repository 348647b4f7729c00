import { parse } from 'parse5';
import { FACT_NAMES } from '@/lib/seo/page-facts';
import { attribute, type Element, elements, textSeparators } from './html-tree';
import { chunksBlock, type Chunk, CHUNKS_ID, LOADER } from './paint-first';
import { type CspIntegrations, pagePolicy, sha256Source } from '@/lib/output/policies';
import type { PageFacts } from '@/lib/output/manifest';
import { hasClientRenderedBoundary, isAsyncChunk, isLegacyPolyfill, NextOutputError } from '@/lib/output/next-output';
import { sealStaticParts } from './static-parts';
import { LANGUAGE_LINK_ATTRIBUTE } from '@/lib/shared/language-links';
import { STATIC_PART_ATTRIBUTE } from '@/lib/shared/static-part-marker';

/** The sealed HTML, its policy, what it says about itself, and the chunks its loader inserts at start-up. */
export type SealedPage = { html: string; policy: string; facts: PageFacts; chunks: Chunk[] };

export type SealOptions = {
  /** The build's integrity value of a file under /_next/, if it has one. */
  integrityOf: (src: string) => string | undefined;
  integrations: CspIntegrations;
};

const EXECUTABLE_TYPES = new Set(['', 'text/javascript', 'application/javascript', 'module']);

function text(element: Element): string {
  return element.childNodes.map((child) => ('value' in child ? child.value : '')).join('');
}

/**
 * Makes one prerendered page safe to serve with a hash-only script policy, and fast to paint:
 * - adds the build's integrity value to script files and stylesheets Next rendered without one;
 * - moves Next's async chunks into a data block that one hashed loader inserts after the first paint
 *   (lib/build/paint-first.ts), dropping their script preloads, which such a policy refuses;
 * - takes the children of its static parts out of its flight data (lib/build/static-parts.ts);
 * - drops Next's nomodule polyfills, which no browser able to run the page loads;
 * - computes the policy: each inline script's hash and each remaining script file's integrity.
 * The HTML is changed only where it must be: edits are spliced into the original text at the
 * offsets the parser reports, so everything else stays byte for byte as Next wrote it.
 */
export function sealPage(rendered: string, { integrityOf, integrations }: SealOptions, page?: string): SealedPage {
  // Its text would be missing from the HTML crawlers read, and the page pays for rendering it as it starts.
  if (hasClientRenderedBoundary(rendered))
    throw new Error(
      'a part of the page is left for the browser to render (<!--$!-->): a client hook such as useSearchParams bailed out of prerendering, or a server component threw; read the address after hydration (components/sections/closed-notice.tsx) or fix the error',
    );
  const html = sealStaticParts(rendered, page);
  const document = parse(html, { sourceCodeLocationInfo: true });
  const edits: { start: number; end: number; text: string }[] = [];
  const hashes: string[] = [];
  const chunks: Chunk[] = [];
  const facts: PageFacts = { noindex: false };
  const preloads: Element[] = [];
  let bodyEnd: number | undefined;
  const languageLinks: Element[] = [];
  const separators = new Set<number>();

  const addIntegrity = (element: Element, url: string | undefined) => {
    const integrity = url?.startsWith('/_next/') ? integrityOf(url) : undefined;
    const tag = element.sourceCodeLocation?.startTag;
    if (!integrity || !tag) return undefined;
    // Before the tag's closing `>` (or `/>`).
    const close = html.slice(tag.startOffset, tag.endOffset).endsWith('/>') ? tag.endOffset - 2 : tag.endOffset - 1;
    edits.push({ start: close, end: close, text: ` integrity="${integrity}"` });
    return integrity;
  };

  for (const element of elements(document)) {
    const location = element.sourceCodeLocation;
    // React adopts a static part's HTML as it is, without hydrating it (lib/build/static-parts.ts).
    if (attribute(element, STATIC_PART_ATTRIBUTE) !== undefined)
      for (const separator of textSeparators(element)) {
        const at = separator.sourceCodeLocation;
        if (at && !separators.has(at.startOffset)) {
          separators.add(at.startOffset);
          edits.push({ start: at.startOffset, end: at.endOffset, text: '' });
        }
      }
    switch (element.tagName) {
      case 'html':
        facts.language = attribute(element, 'lang');
        break;
      case 'body':
        bodyEnd = location?.endTag?.startOffset;
        break;
      case 'a':
        if (attribute(element, LANGUAGE_LINK_ATTRIBUTE) !== undefined) languageLinks.push(element);
        break;
      case 'link': {
        const rel = attribute(element, 'rel');
        if (rel === 'stylesheet' && !attribute(element, 'integrity')) addIntegrity(element, attribute(element, 'href'));
        else if (rel === 'preload' && attribute(element, 'as') === 'script') preloads.push(element);
        else if (rel === 'canonical') facts.canonical = attribute(element, 'href');
        else if (rel === 'alternate' && attribute(element, 'hreflang')) {
          facts.alternates = {
            ...facts.alternates,
            [attribute(element, 'hreflang')!]: attribute(element, 'href') ?? '',
          };
        }
        break;
      }
      case 'meta': {
        const name = attribute(element, 'name') ?? attribute(element, 'property');
        const content = attribute(element, 'content');
        if (name === 'robots' && content?.includes('noindex')) facts.noindex = true;
        if (name === 'og:title') facts.title = content;
        if (name === FACT_NAMES.kind) facts.kind = content;
        if (name === FACT_NAMES.eyebrow) facts.eyebrow = content;
        if (name === 'article:modified_time' || (name === 'article:published_time' && !facts.lastModified))
          facts.lastModified = content;
        break;
      }
      case 'script': {
        if (!EXECUTABLE_TYPES.has(attribute(element, 'type')?.toLowerCase() ?? '')) break;
        const src = attribute(element, 'src');
        if (src === undefined) {
          hashes.push(sha256Source(text(element)));
          break;
        }
        const nomodule = attribute(element, 'nomodule') !== undefined;
        // 44 bytes of hash in the policy and a tag in the first response, for browsers the site cannot serve.
        if (isLegacyPolyfill(src, { nomodule }) && location) {
          edits.push({ start: location.startOffset, end: location.endOffset, text: '' });
          break;
        }
        const chunk = isAsyncChunk(src, { async: attribute(element, 'async') !== undefined, nomodule });
        if (chunk && location) {
          chunks.push(src);
          edits.push({ start: location.startOffset, end: location.endOffset, text: '' });
          break;
        }
        // A script the parser runs is allowed by its integrity value.
        const integrity = attribute(element, 'integrity') ?? addIntegrity(element, src);
        if (!integrity) throw new Error(`no integrity hash for ${src}`);
        hashes.push(...integrity.split(/\s+/).filter(Boolean));
        break;
      }
    }
  }

  // Every page Next prerenders loads its chunks with async tags; none found means the format moved.
  if (chunks.length === 0)
    throw new NextOutputError(
      `${page ?? 'page'}: no chunk tags for the loader: expected <script src="/_next/static/…" async>, found none`,
    );
  {
    const deferred = new Set(chunks);
    for (const preload of preloads) {
      const location = preload.sourceCodeLocation;
      if (location && deferred.has(attribute(preload, 'href') ?? ''))
        edits.push({ start: location.startOffset, end: location.endOffset, text: '' });
    }
    if (bodyEnd === undefined) throw new Error('no </body> to put the script loader before');
    edits.push({ start: bodyEnd, end: bodyEnd, text: chunksBlock(chunks) });
    hashes.push(sha256Source(LOADER));
  }

  // The switcher goes to this page in each language that has it (its own head says which), else that language's home.
  for (const link of languageLinks) {
    const target = facts.alternates?.[attribute(link, 'hreflang') ?? ''];
    const at = link.sourceCodeLocation?.attrs?.href;
    if (!target || !at) continue;
    const { pathname, search } = new URL(target);
    edits.push({ start: at.startOffset, end: at.endOffset, text: `href="${pathname}${search}"` });
  }

  return { html: applyEdits(html, edits), policy: pagePolicy(hashes, integrations), facts, chunks };
}

/** Splices edits into the text from the end backwards; an insertion inside a removed range goes with it. */
function applyEdits(html: string, edits: { start: number; end: number; text: string }[]): string {
  const removed = edits.filter((edit) => edit.end > edit.start);
  const kept = edits.filter(
    (edit) => edit.end > edit.start || !removed.some((range) => edit.start > range.start && edit.start < range.end),
  );
  let result = html;
  for (const edit of kept.sort((a, b) => b.start - a.start || b.end - a.end))
    result = result.slice(0, edit.start) + edit.text + result.slice(edit.end);
  return result;
}

/** The chunks a sealed page's loader inserts, read back from its data block. */
export function pageChunks(html: string): Chunk[] {
  for (const element of elements(parse(html))) {
    if (element.tagName === 'script' && attribute(element, 'id') === CHUNKS_ID)
      return JSON.parse(text(element)) as Chunk[];
  }
  return [];
}
