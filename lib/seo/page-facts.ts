// What a page says about itself in its metadata, as <meta> tags the build reads back into the page
// manifest: search lists the pages that name a kind, social cards print the eyebrow. No table of URL
// prefixes anywhere decides either.
const SEARCH_KINDS = ['post', 'service', 'case-study', 'job', 'checklist'] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

export const FACT_NAMES = { kind: 'page-kind', eyebrow: 'page-eyebrow' } as const;

export function pageFacts({ kind, eyebrow }: { kind?: SearchKind; eyebrow: string }): Record<string, string> {
  return { [FACT_NAMES.eyebrow]: eyebrow, ...(kind ? { [FACT_NAMES.kind]: kind } : {}) };
}

export function isSearchKind(value: string | undefined): value is SearchKind {
  return (SEARCH_KINDS as readonly (string | undefined)[]).includes(value);
}
