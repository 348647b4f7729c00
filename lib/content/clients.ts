import { z } from 'zod';
import { DEFAULT_LOCALE, type Locale } from '@/lib/i18n/locales';
import { localePath } from '@/lib/i18n/paths';
import { assertReference, collectionSlugs, loadCollectionIn, type TranslationState } from './collection';
import { localPath, properName, slug, text } from './fields';
import { slugify } from '@/lib/text';
import { ENGAGEMENT_MODELS } from './engagement';
import { resolveTechnologies, type Technology } from './technologies';

/** The front matter of one file, exported for the tests of what it accepts. */
export const clientSchema = z.object({
  name: properName(80),
  industry: text(60),
  country: text(60),
  logo: localPath,
  order: z.number().int(),
  since: z.number().int().min(2000).max(2100),
  outcome: z.object({ value: text(20), label: text(100) }),
  summary: text(300),
  testimonial: z.object({ quote: text(400), author: properName(80), role: text(100) }).optional(),
  caseStudy: z
    .object({
      title: text(120),
      challenge: text(600),
      solution: text(800),
      results: z
        .array(z.object({ value: text(20), label: text(100) }))
        .min(1)
        .max(4),
      /** As written; each a technology's name or alias (content/technologies). */
      technologies: z.array(properName(40)).min(1),
      /** The services (file names in content/services) this work used; their pages link back. */
      services: z.array(slug).min(1),
      /** Who worked on it, in roles and numbers ("2 engineers, a designer"). */
      team: text(120).optional(),
      /** How long it took ("14 weeks"). */
      duration: text(60).optional(),
      /** How it was run: one of the engagement models of the pricing page. */
      model: z.enum(ENGAGEMENT_MODELS).optional(),
    })
    .optional(),
});

type Entry = z.infer<typeof clientSchema>;
export type Client = Entry & {
  slug: string;
  /** A translation's standing against its English source. */
  translation?: TranslationState;
  industrySlug: string;
  body: string;
  /** Its case study's technologies, resolved (none without a case study). */
  stack: Technology[];
};
export type CaseStudy = Client & { caseStudy: NonNullable<Entry['caseStudy']>; href: string };

const clients = new Map<Locale, Client[]>();

/** Every client, references checked, worked out once per process (pages ask many times). */
export function getClients(locale: Locale): Client[] {
  const cached = clients.get(locale);
  if (cached) return cached;
  const services = collectionSlugs('services');
  const english = new Map(
    loadCollectionIn('clients', clientSchema, DEFAULT_LOCALE).map((entry) => [entry.slug, entry.data.industry]),
  );
  const list = loadCollectionIn('clients', clientSchema, locale)
    .map((entry) => {
      entry.data.caseStudy?.services.forEach((service, index) =>
        assertReference(entry.file, `caseStudy.services.${index}`, service, services),
      );
      // Slugs are the English ones in every language: an industry's is its English name's.
      const industry = locale === DEFAULT_LOCALE ? entry.data.industry : (english.get(entry.slug) ?? entry.data.industry);
      const stack = resolveTechnologies(locale, entry.file, 'caseStudy.technologies', entry.data.caseStudy?.technologies ?? []);
      const industrySlug = slugify(industry);
      return { ...entry.data, slug: entry.slug, industrySlug, body: entry.body, stack, translation: entry.translation };
    })
    .sort((a, b) => a.order - b.order);
  clients.set(locale, list);
  return list;
}

/** Clients with a case study, each at /work/{slug}. */
export function getCaseStudies(locale: Locale): CaseStudy[] {
  return getClients(locale).flatMap((client) =>
    client.caseStudy
      ? [{ ...client, caseStudy: client.caseStudy, href: localePath(locale, `/work/${client.slug}`) }]
      : [],
  );
}

export function getCaseStudy(locale: Locale, slug: string): CaseStudy | undefined {
  return getCaseStudies(locale).find((study) => study.slug === slug);
}

/** The industries with at least one case study, in the order of their first study. */
export function getIndustries(locale: Locale): { slug: string; name: string; href: string; studies: CaseStudy[] }[] {
  const industries = new Map<string, { slug: string; name: string; href: string; studies: CaseStudy[] }>();
  for (const study of getCaseStudies(locale)) {
    const industry = industries.get(study.industrySlug) ?? {
      slug: study.industrySlug,
      name: study.industry,
      href: localePath(locale, `/work/industry/${study.industrySlug}`),
      studies: [],
    };
    industry.studies.push(study);
    industries.set(study.industrySlug, industry);
  }
  return [...industries.values()];
}

export function getCaseStudiesForService(locale: Locale, service: string): CaseStudy[] {
  return getCaseStudies(locale).filter((study) => study.caseStudy.services.includes(service));
}

