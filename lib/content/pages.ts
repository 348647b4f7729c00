import { z } from 'zod';
import { DEFAULT_LOCALE, type Locale } from '@/lib/i18n/locales';
import { localePath } from '@/lib/i18n/paths';
import { loadCollectionIn, type TranslationState } from './collection';
import { date, description, properName, slug, text } from './fields';
import { assertForm } from './forms';
import { pricingSchema } from './pricing-schema';

/** The front matter of one file, exported for the tests of what it accepts. */
export const pageSchema = z.object({
  // Without a title the page is named after its path (/coming-soon -> Coming Soon).
  title: text(80).optional(),
  description,
  eyebrow: text(60).optional(),
  heading: text(120),
  intro: text(400),
  updatedAt: date.optional(),
  steps: z.array(z.object({ title: text(60), description: text(400) })).default([]),
  highlights: z.array(z.object({ title: text(80), description: text(400), proof: text(160).optional() })).default([]),
  /** The trust page's certificates (content/pages/trust.md); content:check refuses one past its expiry. */
  certificates: z
    .array(
      z.object({
        standard: properName(80),
        scope: text(300),
        registrar: properName(80),
        number: properName(60),
        expires: date,
      }),
    )
    .default([]),
  /** The pricing page's facts (content/pages/pricing.md): each language its own currency and figures. */
  pricing: pricingSchema.optional(),
  /** A form made in the web editor, shown after the body (content/forms). */
  form: slug.optional(),
});

export type Page = z.infer<typeof pageSchema> & {
  slug: string;
  /** The Markdown file it is read from, in its own language (content/pages/{slug}.pt.md). */
  file: string;
  body: string;
  href: string;
  translation?: TranslationState;
};

/**
 * The pages whose words are content/pages/{slug}.md, each read by its route through `getPage`: a route
 * asking for another fails the type check, and content:check names a slug without its file (and a file
 * no route reads).
 */
export const PAGE_SLUGS = [
  'home',
  'about-us',
  'accessibility',
  'book-a-call',
  'career',
  'coming-soon',
  'contact-us',
  'faq',
  'how-we-work',
  'our-clients',
  'our-team',
  'pricing',
  'privacy-policy',
  'products',
  'start-a-project',
  'terms-of-use',
  'trust',
  'why-choose-us',
  'work',
] as const;
export type PageSlug = (typeof PAGE_SLUGS)[number];

/**
 * The pages that are a form of their own (the contact form, the call, the brief): a form made in the web
 * editor goes on another page, and one named here fails the build.
 */
const FORM_PAGES: readonly PageSlug[] = ['contact-us', 'book-a-call', 'start-a-project'];

/** Every page written in content/pages in `locale`; each is served at /{slug}, `home` at / (prefixed by its language). */
export function getAllPages(locale: Locale): Page[] {
  return loadCollectionIn('pages', pageSchema, locale).map((entry) => {
    assertForm(entry.file, entry.data.form);
    if (entry.data.form && (FORM_PAGES as readonly string[]).includes(entry.slug))
      throw new Error(
        `Invalid content\n${entry.file}: form: this page is a form of its own; name ${entry.data.form} on another page`,
      );
    return {
    ...entry.data,
    slug: entry.slug,
    file: entry.file,
    body: entry.body,
    href: localePath(locale, entry.slug === 'home' ? '/' : `/${entry.slug}`),
    translation: entry.translation,
  };
  });
}

/** A page every language has (the content check holds every page translated). */
export function getPage(locale: Locale, slug: PageSlug): Page {
  const page = getAllPages(locale).find((candidate) => candidate.slug === slug);
  if (!page) throw new Error(`content/pages/${slug}${locale === DEFAULT_LOCALE ? '' : `.${locale}`}.md is missing`);
  return page;
}
