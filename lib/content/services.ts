import { z } from 'zod';
import { DEFAULT_LOCALE, type Locale } from '@/lib/i18n/locales';
import { localePath } from '@/lib/i18n/paths';
import { assertReference, loadCollectionIn, type Parsed, type TranslationState } from './collection';
import { getCaseStudies } from './clients';
import { description, faqItem, localPath, slug, text } from './fields';
import { assertForm } from './forms';

/** The groups services are shown in, in order; their names are in the message files. */
export const SERVICE_GROUPS = ['build', 'team', 'operate'] as const;

export const SERVICE_ICONS = [
  'team', 'cloud', 'code', 'layers', 'ai', 'mobile', 'rocket', 'design', 'compass', 'check', 'megaphone', 'route', 'office', 'wrench', 'browser',
] as const;

/** The front matter of one file, exported for the tests of what it accepts. */
export const serviceSchema = z.object({
  title: text(80),
  shortTitle: text(40),
  description,
  tagline: text(220),
  group: z.enum(SERVICE_GROUPS),
  icon: z.enum(SERVICE_ICONS),
  order: z.number().int(),
  problem: text(700),
  deliverables: z.array(text(220)).min(3),
  engagement: z.array(z.object({ name: text(60), description: text(300) })).min(1),
  technologies: z.array(text(40)).min(3),
  process: z.array(z.object({ title: text(60), description: text(320) })).min(3),
  caseStudy: slug.optional(),
  faq: z.array(faqItem).min(2),
  canonical: localPath.optional(),
  /** A form made in the web editor, shown after the body (content/forms). */
  form: slug.optional(),
});

export type Service = z.infer<typeof serviceSchema> & {
  slug: string;
  body: string;
  href: string;
  /** What a call booked from its page is about: its own slug, or the service page its canonical names. */
  callService: string;
  translation?: TranslationState;
};

function toServices(locale: Locale, entries: Parsed<z.infer<typeof serviceSchema>>[], base: string): Service[] {
  const caseStudies = getCaseStudies(locale).map((client) => client.slug);
  return entries
    .map((entry) => {
      if (entry.data.caseStudy) assertReference(entry.file, 'caseStudy', entry.data.caseStudy, caseStudies);
      assertForm(entry.file, entry.data.form);
      const href = localePath(locale, `${base}${entry.slug}`);
      const callService = entry.data.canonical?.match(/^\/services\/([^/]+)$/)?.[1] ?? entry.slug;
      return { ...entry.data, slug: entry.slug, body: entry.body, href, callService, translation: entry.translation };
    })
    .sort((a, b) => a.order - b.order);
}

/** The pages under /services/{slug}. */
export function getAllServices(locale: Locale): Service[] {
  return toServices(locale, loadCollectionIn('services', serviceSchema, locale), '/services/');
}

export function getServiceBySlug(locale: Locale, slug: string): Service | undefined {
  return getAllServices(locale).find((service) => service.slug === slug);
}

/** The focused landing pages at the site root (/devops, /mvp-service, …). */
export function getAllLandings(locale: Locale): Service[] {
  return toServices(locale, loadCollectionIn('landings', serviceSchema, locale), '/');
}

export function getLandingBySlug(locale: Locale, slug: string): Service | undefined {
  return getAllLandings(locale).find((landing) => landing.slug === slug);
}

/** Everything a visitor can browse: core services plus landings that are their own best answer. */
export function getServiceCatalogue(locale: Locale): Service[] {
  return [...getAllServices(locale), ...getAllLandings(locale).filter((landing) => !landing.canonical)];
}


/** The slugs of our services and service pages: what a contact or a call request may be about. */
export function serviceSlugs(): string[] {
  return [...getAllServices(DEFAULT_LOCALE), ...getAllLandings(DEFAULT_LOCALE)].map((service) => service.slug);
}

export function isServiceSlug(slug: string): boolean {
  return serviceSlugs().includes(slug);
}
