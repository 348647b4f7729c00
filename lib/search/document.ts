// What search keeps of a page: written by the build (lib/build/search-documents.ts), read by the query.
import type { SearchKind } from '@/lib/seo/page-facts';

export type SearchDocument = {
  /** The page's path, which is also the document's id. */
  path: string;
  kind: SearchKind;
  title: string;
  /** The page's meta description: the excerpt shown when the body has no match. */
  description: string;
  /** The headings of the body, which rank above its text. */
  headings: string;
  /** The words of the parts the page marks as its body (lib/search/marks.ts), in order, whitespace collapsed. */
  text: string;
};
