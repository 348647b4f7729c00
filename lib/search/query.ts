// In the browser: the site's search over the documents the build wrote (lib/build/search-documents.ts).
import MiniSearch from 'minisearch';
import type { SearchDocument } from '@/lib/build/search-documents';

export type SearchResult = {
  path: string;
  kind: SearchDocument['kind'];
  title: string;
  /** The title and an excerpt, cut into plain and matched parts: matched ones are highlighted. */
  titleParts: TextPart[];
  excerptParts: TextPart[];
};

export type TextPart = { text: string; match: boolean };

const EXCERPT_LENGTH = 180;

export function createSearch(documents: SearchDocument[]) {
  const index = new MiniSearch<SearchDocument>({
    idField: 'path',
    fields: ['title', 'headings', 'description', 'text'],
    storeFields: ['path'],
    // A page about a word names it in its title or headings; one that mentions it does so in its text.
    searchOptions: {
      boost: { title: 5, headings: 3, description: 2 },
      prefix: true,
      fuzzy: 0.15,
      combineWith: 'AND',
    },
  });
  index.addAll(documents);
  const byPath = new Map(documents.map((document) => [document.path, document]));

  return (query: string, limit = 20): SearchResult[] =>
    index
      .search(query.trim())
      .slice(0, limit)
      .flatMap((hit) => {
        const document = byPath.get(hit.id as string);
        if (!document) return [];
        return [
          {
            path: document.path,
            kind: document.kind,
            title: document.title,
            titleParts: highlight(document.title, hit.terms),
            excerptParts: highlight(excerpt(document, hit.terms), hit.terms),
          },
        ];
      });
}

const escape = (term: string) => term.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The part of the page's body around the first matched word, or its description when the body has none. */
export function excerpt(document: Pick<SearchDocument, 'description' | 'text'>, terms: string[]): string {
  const pattern = terms.length ? new RegExp(`\\b(${terms.map(escape).join('|')})`, 'i') : undefined;
  const found = pattern?.exec(document.text);
  if (!pattern || !found) return document.description || document.text.slice(0, EXCERPT_LENGTH);
  const start = Math.max(0, document.text.lastIndexOf(' ', Math.max(0, found.index - 60)) + 1);
  const cut = document.text.slice(start, start + EXCERPT_LENGTH);
  const end = cut.length < EXCERPT_LENGTH ? cut.length : cut.lastIndexOf(' ');
  const before = start > 0 ? '… ' : '';
  const after = start + EXCERPT_LENGTH < document.text.length ? ' …' : '';
  return `${before}${cut.slice(0, end > 0 ? end : cut.length)}${after}`;
}

/** Cuts `text` at every word that starts with a matched term, so the view can mark them. */
export function highlight(text: string, terms: string[]): TextPart[] {
  if (terms.length === 0) return [{ text, match: false }];
  const pattern = new RegExp(
    `\\b(${[...terms]
      .sort((a, b) => b.length - a.length)
      .map(escape)
      .join('|')})\\w*`,
    'gi',
  );
  const parts: TextPart[] = [];
  let last = 0;
  for (const found of text.matchAll(pattern)) {
    if (found.index > last) parts.push({ text: text.slice(last, found.index), match: false });
    parts.push({ text: found[0], match: true });
    last = found.index + found[0].length;
  }
  if (last < text.length) parts.push({ text: text.slice(last), match: false });
  return parts;
}
