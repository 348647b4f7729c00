import { z } from 'zod';
import type { Locale } from '@/lib/i18n/locales';
import { localePath } from '@/lib/i18n/paths';
import { isPublished, loadCollectionIn, type TranslationState } from './collection';
import { date, description, properName, text } from './fields';
import { OFFICE_IDS, site } from '@/config/site';
import { nextDay, zonedTime } from '@/lib/shared/time';
import { COUNTRY_CODES } from '@/lib/shared/countries';
import { resolveTechnologies, type Technology } from './technologies';

/** The front matter of one file, exported for the tests of what it accepts. */
export const jobSchema = z.object({
  title: text(80),
  description,
  team: text(60),
  location: text(80),
  workplace: z.enum(['remote', 'hybrid', 'on-site']),
  employmentType: z.enum(['FULL_TIME', 'PART_TIME', 'CONTRACTOR', 'INTERN']),
  status: z.enum(['open', 'closed']).default('open'),
  postedAt: date,
  closesAt: date.optional(),
  /** The pay range, stated as EU pay-transparency rules expect; the page and Google for Jobs show it. */
  pay: z
    .object({
      currency: z.enum(['EUR', 'USD', 'PLN', 'GBP']),
      min: z.number().int().positive(),
      max: z.number().int().positive(),
      unit: z.enum(['YEAR', 'MONTH', 'HOUR']),
      /** What a reader should know beside the figures (the kinds of contract). */
      note: text(60).optional(),
    })
    .refine((pay) => pay.min <= pay.max, { message: 'min must not be over max', path: ['max'] })
    .optional(),
  /** The office the job works from (config/site.ts); hybrid and on-site jobs have one. */
  office: z.enum(OFFICE_IDS).optional(),
  /** Where a remote applicant may live, as ISO 3166-1 codes (PT, PL, US): countries, never a region. */
  remoteFrom: z.array(z.enum(COUNTRY_CODES, { error: 'must be an ISO 3166-1 country code such as PT' })).default([]),
  responsibilities: z.array(text(240)).min(3),
  requirements: z.array(text(240)).min(3),
  niceToHave: z.array(text(240)).default([]),
  process: z.array(text(200)).min(2),
  /** What the job works with, as written; each a technology's name or alias (content/technologies). */
  technologies: z.array(properName(40)).default([]),
  draft: z.boolean().optional(),
})
  .superRefine((job, context) => {
    if (job.workplace === 'remote' && job.remoteFrom.length === 0)
      context.addIssue({ code: 'custom', path: ['remoteFrom'], message: 'a remote job names the countries it hires in' });
    if (job.workplace !== 'remote' && !job.office)
      context.addIssue({ code: 'custom', path: ['office'], message: `a${job.workplace === 'hybrid' ? '' : 'n'} ${job.workplace} job names its office` });
    // Google for Jobs reads remote countries as a fully remote job (CONTRACT §17b).
    if (job.workplace !== 'remote' && job.remoteFrom.length > 0)
      context.addIssue({ code: 'custom', path: ['remoteFrom'], message: `a${job.workplace === 'hybrid' ? '' : 'n'} ${job.workplace} job works from its office: remoteFrom is for fully remote jobs` });
  });

export type Job = z.infer<typeof jobSchema> & {
  slug: string;
  /** A translation's standing against its English source. */
  translation?: TranslationState;
  body: string;
  href: string;
  locale: Locale;
  /** Its technologies, resolved. */
  stack: Technology[];
  /** The instant the job closes: the end of its closing date in its office's time zone (the company's, without one). */
  openUntil?: Date;
};

/** The end of `day` (a date at UTC midnight, as front matter reads) in the office's zone: the next day's start there. */
function endOfDay(day: Date, office: Job['office']): Date {
  const zone = site.offices.find((candidate) => candidate.id === office)?.timeZone ?? site.timeZone;
  return new Date(zonedTime(zone, nextDay(day.toISOString().slice(0, 10)), 0));
}

const DIR = 'careers';

/** How long a closed position stays listed (marked closed) after it closed. */
const RECENTLY_CLOSED_DAYS = 120;

export function getAllJobs(locale: Locale): Job[] {
  return loadCollectionIn(DIR, jobSchema, locale)
    .filter((entry) => isPublished(entry.data))
    .map((entry) => ({
      ...entry.data,
      slug: entry.slug,
      translation: entry.translation,
      body: entry.body,
      href: localePath(locale, `/career/${entry.slug}`),
      locale,
      stack: resolveTechnologies(locale, entry.file, 'technologies', entry.data.technologies),
      ...(entry.data.closesAt && { openUntil: endOfDay(entry.data.closesAt, entry.data.office) }),
    }));
}

/** One job in `locale`, where it exists in that language. */
export function getJobBySlug(locale: Locale, slug: string): Job | undefined {
  return getAllJobs(locale).find((entry) => entry.slug === slug);
}

/** A job is open unless its front matter closes it or its closing date has ended in its office's zone. */
export function isJobOpen(job: Pick<Job, 'status' | 'openUntil'>, now = new Date()): boolean {
  if (job.status === 'closed') return false;
  return !job.openUntil || job.openUntil.getTime() > now.getTime();
}

/** Open positions first (newest first), then the recently closed ones. */
export function getJobListing(locale: Locale, now = new Date()): { open: Job[]; closed: Job[] } {
  const jobs = getAllJobs(locale).sort((a, b) => b.postedAt.getTime() - a.postedAt.getTime());
  const cutoff = now.getTime() - RECENTLY_CLOSED_DAYS * 86_400_000;
  return {
    open: jobs.filter((job) => isJobOpen(job, now)),
    closed: jobs.filter((job) => !isJobOpen(job, now) && (job.closesAt ?? job.postedAt).getTime() >= cutoff),
  };
}

