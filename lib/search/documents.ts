// Build time: what the search index holds of a prerendered page, read from the page's own HTML.
import { parse } from 'parse5';
import { attribute, type Element, elements, type Node } from '@/lib/serving/html-tree';

export type SearchDocument = {
  /** The page's path, which is also the document's id. */
  path: string;
  kind: SearchKind;
  title: string;
  /** The page's meta description: the excerpt shown when no better one is found. */
  description: string;
  /** The words of the page's main content, in order, whitespace collapsed. */
  text: string;
};

const SEARCH_KINDS = {
  blog: 'Post',
  services: 'Service',
  work: 'Case study',
  career: 'Job',
  checklist: 'Checklist',
} as const;

export type SearchKind = (typeof SEARCH_KINDS)[keyof typeof SEARCH_KINDS];

/** Enough of a long post to find it by any of its topics, small enough to load on the first keystroke. */
const MAX_TEXT = 6_000;
const SKIPPED = new Set(['script', 'style', 'noscript', 'template', 'nav', 'svg', 'form', 'aside']);

/** What kind of result a path is, or undefined for pages search does not list (listings, legal pages). */
export function searchKind(path: string): SearchKind | undefined {
  const [, section = '', slug, ...rest] = path.split('/');
  if (!slug || rest.length > 0 || !(section in SEARCH_KINDS)) return undefined;
  if (section === 'blog' && (slug === 'page' || slug === 'tags')) return undefined;
  return SEARCH_KINDS[section as keyof typeof SEARCH_KINDS];
}

function textOf(node: Node, parts: string[] = []): string[] {
  if ('tagName' in node && (SKIPPED.has(node.tagName) || node.attrs.some((attr) => attr.name === 'hidden')))
    return parts;
  if (node.nodeName === '#text' && 'value' in node) parts.push(node.value);
  else if ('childNodes' in node) for (const child of node.childNodes) textOf(child, parts);
  if ('tagName' in node && /^(p|li|h[1-6]|dt|dd|div|section|blockquote|td|th|pre)$/.test(node.tagName)) parts.push(' ');
  return parts;
}

const collapse = (value: string) => value.replace(/\s+/g, ' ').trim();

/** The search document of one page, or undefined when search does not list it or it hides from robots. */
export function searchDocument(path: string, html: string): SearchDocument | undefined {
  const kind = searchKind(path);
  if (!kind) return undefined;
  const document = parse(html);
  let title = '';
  let description = '';
  let main: Element | undefined;
  for (const element of elements(document)) {
    const attr = (name: string) => attribute(element, name);
    if (element.tagName === 'meta' && attr('name') === 'robots' && /noindex/.test(attr('content') ?? ''))
      return undefined;
    if (element.tagName === 'meta' && attr('name') === 'description') description = attr('content') ?? '';
    if (element.tagName === 'h1' && !title) title = collapse(textOf(element).join(''));
    if (element.tagName === 'main' && !main) main = element;
  }
  if (!title || !main) return undefined;
  const text = collapse(textOf(main).join('')).slice(0, MAX_TEXT);
  return { path, kind, title, description, text };
}
