import { z } from 'zod';
import { DEFAULT_LOCALE, type Locale } from '@/lib/i18n/locales';
import { localePath } from '@/lib/i18n/paths';
import { loadCollectionIn, type TranslationState } from './collection';
import { properName, text } from './fields';

/**
 * A technology the company works with (`content/technologies/{slug}.md`): its name, a one-sentence summary, and
 * the other ways it is written (`Postgres` for PostgreSQL). Case studies, jobs and people name technologies as
 * they are written; each name resolves to one entry.
 */
export const technologySchema = z.object({
  name: properName(40),
  summary: text(200),
  aliases: z.array(properName(40)).default([]),
});

export type Technology = z.infer<typeof technologySchema> & {
  slug: string;
  /** A translation's standing against its English source. */
  translation?: TranslationState;
  body: string;
  /** Its page, /technologies/{slug} (a technology nothing names has none). */
  href: string;
};

const technologies = new Map<Locale, Technology[]>();

/** Every technology in `locale` (its English words where it has no translation yet), by name. */
export function getTechnologies(locale: Locale): Technology[] {
  const cached = technologies.get(locale);
  if (cached) return cached;
  const translated = new Map(loadCollectionIn('technologies', technologySchema, locale).map((entry) => [entry.slug, entry]));
  const list = loadCollectionIn('technologies', technologySchema, DEFAULT_LOCALE)
    .map((english) => {
      const entry = translated.get(english.slug) ?? english;
      return {
        ...entry.data,
        // One spelling everywhere: the English entry's name and aliases.
        name: english.data.name,
        aliases: english.data.aliases,
        slug: english.slug,
        body: entry.body,
        // An entry shown in English where it has no translation is not behind anything.
        translation: entry.translation,
        href: localePath(locale, `/technologies/${english.slug}`),
      };
    })
    .sort((a, b) => a.name.localeCompare(b.name, 'en'));
  technologies.set(locale, list);
  return list;
}

const key = (name: string) => name.trim().toLowerCase();

/** The technology a name or alias stands for (`GCP`, `Google Cloud`), whatever its case. */
export function technologyNamed(locale: Locale, name: string): Technology | undefined {
  const wanted = key(name);
  return getTechnologies(locale).find(
    (technology) => key(technology.name) === wanted || technology.aliases.some((alias) => key(alias) === wanted),
  );
}

/**
 * The technologies `names` stand for, in their order; a name that stands for none fails the build and
 * content:check, naming the file, the field and the value.
 */
export function resolveTechnologies(locale: Locale, file: string, field: string, names: readonly string[]): Technology[] {
  return names.map((name, index) => {
    const technology = technologyNamed(locale, name);
    if (!technology)
      throw new Error(
        `Invalid content\n${file}: ${field}.${index}: "${name}" is not a technology: add content/technologies/{slug}.md with this name, or add it to an entry's aliases`,
      );
    return technology;
  });
}
