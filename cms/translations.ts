import type { z } from 'zod';
import { loadCollectionIn } from '@/lib/content/collection';
import { DEFAULT_LOCALE, LOCALE_FACTS, LOCALES } from '@/lib/i18n/locales';

/**
 * The entries of a collection whose translations are behind their English (CONTRACT §20): listed at the
 * top of the collection, as the editor was built, so a translator sees what to bring up to date. Their
 * pages say so to visitors meanwhile.
 */
export function translationsBehind(name: string, schema: z.ZodType): string | undefined {
  const behind = LOCALES.filter((locale) => locale !== DEFAULT_LOCALE).flatMap((locale) =>
    loadCollectionIn(name, schema, locale)
      .filter((entry) => entry.translation?.behind)
      .map(
        (entry) =>
          `${entry.slug} (${LOCALE_FACTS[locale].name}${entry.translation?.translated ? `, translated ${entry.translation.translated}` : ''})`,
      ),
  );
  return behind.length > 0
    ? `Translations behind their English, published with a notice until brought up to date: ${behind.join('; ')}.`
    : undefined;
}
