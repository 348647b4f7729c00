import { z } from 'zod';
import type { Locale } from '@/lib/i18n/locales';
import { localePath } from '@/lib/i18n/paths';
import { isPublished, loadCollectionIn, type TranslationState } from './collection';
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
  /** A translation's standing against its English source. */
  translation?: TranslationState;
  body: string;
  href: string;
  itemCount: number;
};

const DIR = 'checklists';

export function getAllChecklists(locale: Locale): Checklist[] {
  return loadCollectionIn(DIR, checklistSchema, locale)
    .filter((entry) => isPublished(entry.data))
    .map((entry) => ({
      ...entry.data,
      slug: entry.slug,
      translation: entry.translation,
      body: entry.body,
      href: localePath(locale, `/checklist/${entry.slug}`),
      itemCount: entry.data.sections.reduce((sum, section) => sum + section.items.length, 0),
    }));
}

/** One checklist in `locale`, where it exists in that language. */
export function getChecklistBySlug(locale: Locale, slug: string): Checklist | undefined {
  return getAllChecklists(locale).find((entry) => entry.slug === slug);
}

