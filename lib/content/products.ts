import { z } from 'zod';
import type { Locale } from '@/lib/i18n/locales';
import { loadCollectionIn } from './collection';
import { description, properName, text } from './fields';

/** The front matter of one file, exported for the tests of what it accepts. */
export const productSchema = z.object({
  name: properName(60),
  tagline: text(120),
  description,
  order: z.number().int(),
  status: z.enum(['generally-available', 'beta', 'open-source']),
  url: z.url(),
  features: z.array(text(160)).min(3),
  audience: text(200),
});

export type Product = z.infer<typeof productSchema> & { slug: string; body: string };

export function getProducts(locale: Locale): Product[] {
  return loadCollectionIn('products', productSchema, locale)
    .map((entry) => ({ ...entry.data, slug: entry.slug, body: entry.body }))
    .sort((a, b) => a.order - b.order);
}

