import { z } from 'zod';

/** Words a reader reads: each language has its own, and they are what a translation is made from (meaning.ts). */
export const text = (max = 200) =>
  z
    .string()
    .trim()
    .min(1, 'is required')
    .max(max, `must be at most ${max} characters`)
    .meta({ translated: true });
/** A proper name (a person, a client, a product) or a topic's English key: the same in every language. */
export const properName = (max = 80) =>
  z.string().trim().min(1, 'is required').max(max, `must be at most ${max} characters`);
export const description = text(160);
export const date = z
  .coerce.date({ message: 'must be a date (YYYY-MM-DD)' })
  .refine((value) => !Number.isNaN(value.getTime()), { message: 'must be a date (YYYY-MM-DD)' })
  // What a date is to the editor's configuration (cms/fields.ts), which reads the schemas as JSON Schema.
  .meta({ format: 'date' });
export const slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be a lower-case slug');
export const localPath = z.string().regex(/^\/[^\s]*$/, 'must be a site path starting with /');
export const image = z.object({ src: localPath, alt: text(200) });
export const faqItem = z.object({ question: text(200), answer: text(1200) });
