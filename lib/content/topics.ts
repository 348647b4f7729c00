import { z } from 'zod';
import { DEFAULT_LOCALE, type Locale } from '@/lib/i18n/locales';
import { localePath } from '@/lib/i18n/paths';
import { loadCollectionIn } from './collection';
import { text } from './fields';

/** A blog topic: its name in each language (`{slug}.md`, `.pt.md`, `.pl.md`); posts list topics by slug. */
export const topicSchema = z.object({ name: text(40) });

export type Topic = { slug: string; name: string; href: string };

/** Every topic in `locale`, or in English where it has no name in that language yet (the content check says so). */
export function getTopics(locale: Locale): Topic[] {
  const named = new Map(loadCollectionIn('topics', topicSchema, locale).map((entry) => [entry.slug, entry.data.name]));
  return loadCollectionIn('topics', topicSchema, DEFAULT_LOCALE).map((entry) => ({
    slug: entry.slug,
    name: named.get(entry.slug) ?? entry.data.name,
    href: localePath(locale, `/blog/tags/${entry.slug}`),
  }));
}

/** Which topics have no name in `locale`. */
export function unnamedTopics(locale: Locale): string[] {
  const named = new Set(loadCollectionIn('topics', topicSchema, locale).map((entry) => entry.slug));
  return getTopics(DEFAULT_LOCALE)
    .map((topic) => topic.slug)
    .filter((slug) => !named.has(slug));
}
