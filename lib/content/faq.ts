import { z } from 'zod';
import type { Locale } from '@/lib/i18n/locales';
import { loadCollectionIn } from './collection';
import { faqItem, text } from './fields';
import { withPrices } from './pricing';

/** The front matter of one file, exported for the tests of what it accepts. */
export const faqSchema = z.object({
  title: text(60),
  order: z.number().int(),
  questions: z.array(faqItem).min(1),
});

export type FaqGroup = z.infer<typeof faqSchema> & { slug: string };

/** The groups of questions; an answer's `{{price.…}}` is the pricing page's figure (lib/content/pricing.ts). */
export function getFaqGroups(locale: Locale): FaqGroup[] {
  return loadCollectionIn('faq', faqSchema, locale)
    .map((entry) => ({
      ...entry.data,
      slug: entry.slug,
      questions: entry.data.questions.map((item) => ({ ...item, answer: withPrices(locale, item.answer) })),
    }))
    .sort((a, b) => a.order - b.order);
}

