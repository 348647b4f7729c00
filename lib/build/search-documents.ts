// Build time: what the search index holds of a prerendered page, read from the page's own HTML.
import { parse } from 'parse5';
import { attribute, type Element, elements, type Node } from '@/lib/build/html-tree';
import { searchBody } from '@/lib/search/marks';
import { FACT_NAMES, isSearchKind, type SearchKind } from '@/lib/seo/page-facts';
import type { SearchDocument } from '@/lib/search/document';

/** Enough of a long post to find it by any of its topics, small enough to load on the first keystroke. */
const MAX_TEXT = 6_000;
const SKIPPED = new Set(['script', 'style', 'noscript', 'template', 'nav', 'svg', 'form', 'aside']);

const hidden = (element: Element) =>
  element.attrs.some((attr) => attr.name === 'hidden' || (attr.name === 'aria-hidden' && attr.value === 'true'));

function textOf(node: Node, parts: string[] = []): string[] {
  if ('tagName' in node && (SKIPPED.has(node.tagName) || hidden(node))) return parts;
  if (node.nodeName === '#text' && 'value' in node) parts.push(node.value);
  else if ('childNodes' in node) for (const child of node.childNodes) textOf(child, parts);
  if ('tagName' in node && /^(p|li|h[1-6]|dt|dd|div|section|blockquote|td|th|pre)$/.test(node.tagName)) parts.push(' ');
  return parts;
}

const collapse = (value: string) => value.replace(/\s+/g, ' ').trim();

const [MARK, MARK_VALUE] = Object.entries(searchBody)[0]!;
const isBody = (element: Element) => attribute(element, MARK) === MARK_VALUE;

/**
 * The search document of a page that names its kind, or undefined when it does not or hides from robots;
 * a page that names a kind but marks no body (or has no title) is an error.
 */
export function searchDocument(path: string, html: string): SearchDocument | undefined {
  const document = parse(html);
  let kind: SearchKind | undefined;
  let title = '';
  let description = '';
  const bodies: Element[] = [];
  for (const element of elements(document)) {
    const attr = (name: string) => attribute(element, name);
    if (element.tagName === 'meta' && attr('name') === 'robots' && /noindex/.test(attr('content') ?? ''))
      return undefined;
    if (element.tagName === 'meta' && attr('name') === 'description') description = attr('content') ?? '';
    if (element.tagName === 'meta' && attr('name') === FACT_NAMES.kind) {
      const named = attr('content');
      // A kind the site does not know would drop the page from search without a word.
      if (!isSearchKind(named))
        throw new Error(`page declares search kind ${named ?? '(empty)'}, which is none of the site's`);
      kind = named;
    }
    if (element.tagName === 'h1' && !title) title = collapse(textOf(element).join(''));
    // A marked part inside another is already read with it.
    if (isBody(element) && !bodies.some((body) => [...elements(body)].includes(element))) bodies.push(element);
  }
  if (!kind) return undefined;
  // A page that says it belongs in search must say what to index: leaving it out would pass silently.
  if (bodies.length === 0) throw new Error(`page declares search kind ${kind} but marks no body`);
  if (!title) throw new Error(`page declares search kind ${kind} but has no <h1>`);
  const headings = bodies.flatMap((body) =>
    [...elements(body)].filter((element) => /^h[2-4]$/.test(element.tagName) && !hidden(element)),
  );
  return {
    path,
    kind,
    title,
    description,
    headings: headings.map((heading) => collapse(textOf(heading).join(''))).join(' · '),
    text: collapse(bodies.map((body) => textOf(body).join('')).join(' ')).slice(0, MAX_TEXT),
  };
}
