import { z } from 'zod';
import { isPublished, loadCollection } from './collection';
import { date, description, text } from './fields';

/** The front matter of one file, exported for the tests of what it accepts. */
export const checklistSchema = z.object({
  title: text(100),
  description,
  audience: text(200),
  publishedAt: date,
  pages: z.number().int().positive(),
  outcomes: z.array(text(200)).min(2),
  sections: z
    .array(z.object({ title: text(80), items: z.array(text(240)).min(2) }))
    .min(2),
  draft: z.boolean().optional(),
});

export type Checklist = z.infer<typeof checklistSchema> & {
  slug: string;
  body: string;
  href: string;
  itemCount: number;
};

export function getAllChecklists(): Checklist[] {
  return loadCollection('checklists', checklistSchema)
    .filter((entry) => isPublished(entry.data))
    .map((entry) => ({
      ...entry.data,
      slug: entry.slug,
      body: entry.body,
      href: `/checklist/${entry.slug}`,
      itemCount: entry.data.sections.reduce((sum, section) => sum + section.items.length, 0),
    }));
}

export function getChecklistBySlug(slug: string): Checklist | undefined {
  return getAllChecklists().find((checklist) => checklist.slug === slug);
}

