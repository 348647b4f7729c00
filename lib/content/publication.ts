// Rules only: shared by the content modules, the pages and the editor's preview pane.

/** Where an entry stands: published, a draft, or dated in the future (it appears on that day). */
export type Publication = { state: 'published' } | { state: 'draft' } | { state: 'scheduled'; on: Date };

export function publicationOf(entry: { draft?: boolean; publishedAt?: Date }, now = new Date()): Publication {
  if (entry.draft) return { state: 'draft' };
  if (entry.publishedAt && entry.publishedAt.getTime() > now.getTime())
    return { state: 'scheduled', on: entry.publishedAt };
  return { state: 'published' };
}
