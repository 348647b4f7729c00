import { z } from 'zod';
import { loadCollection } from './collection';
import { faqItem, text } from './fields';

const schema = z.object({
  title: text(60),
  order: z.number().int(),
  questions: z.array(faqItem).min(1),
});

export type FaqGroup = z.infer<typeof schema> & { slug: string };

export function getFaqGroups(): FaqGroup[] {
  return loadCollection('faq', schema)
    .map((entry) => ({ ...entry.data, slug: entry.slug }))
    .sort((a, b) => a.order - b.order);
}

export const faqSchema = schema;
