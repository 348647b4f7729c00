// How a template tells search which part of a page is its article: put these attributes on it (the
// post's text, a service's description, a case study's story). Cards, dates, tags and links stay out.
export const searchBody = { 'data-search': 'body' } as const;
