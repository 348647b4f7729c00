import { z } from 'zod';
import type { Locale } from '@/lib/i18n/locales';
import { loadCollection, loadTranslations } from './collection';
import { description, text } from './fields';

/** The front matter of one file, exported for the tests of what it accepts. */
export const pageSchema = z.object({
  // Without a title the page is named after its path (/coming-soon -> Coming Soon).
  title: text(80).optional(),
  description,
  eyebrow: text(60).optional(),
  heading: text(120),
  intro: text(400),
  updatedAt: z.coerce.date().optional(),
  steps: z.array(z.object({ title: text(60), description: text(400) })).default([]),
  highlights: z.array(z.object({ title: text(80), description: text(400), proof: text(160).optional() })).default([]),
});

export type Page = z.infer<typeof pageSchema> & { slug: string; body: string; href: string };

/** Every page written in content/pages; each is served at /{slug}, `home` at /. */
export function getAllPages(): Page[] {
  return loadCollection('pages', pageSchema).map((entry) => ({
    ...entry.data,
    slug: entry.slug,
    body: entry.body,
    href: entry.slug === 'home' ? '/' : `/${entry.slug}`,
  }));
}

export function getPage(slug: string): Page {
  const page = getAllPages().find((candidate) => candidate.slug === slug);
  if (!page) throw new Error(`content/pages/${slug}.md is missing`);
  return page;
}


/**
 * The page in a language: its translation (`{slug}.{locale}.md`), or undefined where there is none.
 * English is the source itself.
 */
export function getPageIn(slug: string, locale: Locale): Page | undefined {
  if (locale === 'en') return getPage(slug);
  const translation = loadTranslations('pages', pageSchema).find(
    (entry) => entry.slug === slug && entry.locale === locale,
  );
  return translation && { ...translation.data, slug, body: translation.body, href: `/${locale}/${slug}` };
}
