import { z } from 'zod';
import { DEFAULT_LOCALE, type Locale } from '@/lib/i18n/locales';
import { isPublished, loadCollection, translationOf } from './collection';
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

const DIR = 'checklists';

export function getAllChecklists(): Checklist[] {
  return loadCollection(DIR, checklistSchema)
    .filter((entry) => isPublished(entry.data))
    .map((entry) => ({
      ...entry.data,
      slug: entry.slug,
      body: entry.body,
      href: `/checklist/${entry.slug}`,
      itemCount: entry.data.sections.reduce((sum, section) => sum + section.items.length, 0),
    }));
}

/** One checklist, in `locale` where it is translated: the English file decides whether it is published. */
export function getChecklistBySlug(slug: string, locale: Locale = DEFAULT_LOCALE): Checklist | undefined {
  const checklist = getAllChecklists().find((entry) => entry.slug === slug);
  const translation = checklist && translationOf(DIR, checklistSchema, slug, locale);
  return checklist && translation ? { ...checklist, ...translation.data, body: translation.body } : checklist;
}

