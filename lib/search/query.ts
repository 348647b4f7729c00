// In the browser: the site's search over the documents the build wrote (lib/build/search-documents.ts).
import MiniSearch from 'minisearch';
import type { SearchDocument } from './document';
import { fold, type TermProcessor } from './terms';

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

export function createSearch(documents: SearchDocument[], processTerm: TermProcessor = fold) {
  const index = new MiniSearch<SearchDocument>({
    idField: 'path',
    processTerm,
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
            titleParts: highlight(document.title, hit.terms, processTerm),
            excerptParts: highlight(excerpt(document, hit.terms, processTerm), hit.terms, processTerm),
          },
        ];
      });
}

/** Words as the search sees them: letters and digits of any script. */
const WORD = /[\p{L}\p{N}]+/gu;

/** Whether a word of the page is one a search term matched (the index holds terms processed, and prefixes match). */
const matches = (word: string, terms: string[], processTerm: TermProcessor) => {
  const processed = processTerm(word);
  const folded = fold(word);
  return terms.some((term) => processed.startsWith(term) || folded.startsWith(term));
};

/** The part of the page's body around the first matched word, or its description when the body has none. */
export function excerpt(
  document: Pick<SearchDocument, 'description' | 'text'>,
  terms: string[],
  processTerm: TermProcessor = fold,
): string {
  const found = terms.length
    ? [...document.text.matchAll(WORD)].find((word) => matches(word[0], terms, processTerm))
    : undefined;
  if (!found) return document.description || document.text.slice(0, EXCERPT_LENGTH);
  const start = Math.max(0, document.text.lastIndexOf(' ', Math.max(0, found.index - 60)) + 1);
  const cut = document.text.slice(start, start + EXCERPT_LENGTH);
  const end = cut.length < EXCERPT_LENGTH ? cut.length : cut.lastIndexOf(' ');
  const before = start > 0 ? '… ' : '';
  const after = start + EXCERPT_LENGTH < document.text.length ? ' …' : '';
  return `${before}${cut.slice(0, end > 0 ? end : cut.length)}${after}`;
}

/** Cuts `text` at every word a matched term stands for, so the view can mark them. */
export function highlight(text: string, terms: string[], processTerm: TermProcessor = fold): TextPart[] {
  if (terms.length === 0) return [{ text, match: false }];
  const parts: TextPart[] = [];
  let last = 0;
  for (const found of text.matchAll(WORD)) {
    if (!matches(found[0], terms, processTerm)) continue;
    if (found.index > last) parts.push({ text: text.slice(last, found.index), match: false });
    parts.push({ text: found[0], match: true });
    last = found.index + found[0].length;
  }
  if (last < text.length) parts.push({ text: text.slice(last), match: false });
  return parts;
}
