import { z } from 'zod';
import type { Locale } from '@/lib/i18n/locales';
import { localePath } from '@/lib/i18n/paths';
import { isPublished, loadCollectionIn } from './collection';
import { date, description, text } from './fields';

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
  salary: text(80).optional(),
  responsibilities: z.array(text(240)).min(3),
  requirements: z.array(text(240)).min(3),
  niceToHave: z.array(text(240)).default([]),
  process: z.array(text(200)).min(2),
  draft: z.boolean().optional(),
});

export type Job = z.infer<typeof jobSchema> & { slug: string; body: string; href: string };

const DIR = 'careers';

/** How long a closed position stays listed (marked closed) after it closed. */
const RECENTLY_CLOSED_DAYS = 120;

export function getAllJobs(locale: Locale): Job[] {
  return loadCollectionIn(DIR, jobSchema, locale)
    .filter((entry) => isPublished(entry.data))
    .map((entry) => ({ ...entry.data, slug: entry.slug, body: entry.body, href: localePath(locale, `/career/${entry.slug}`) }));
}

/** One job in `locale`, where it exists in that language. */
export function getJobBySlug(locale: Locale, slug: string): Job | undefined {
  return getAllJobs(locale).find((entry) => entry.slug === slug);
}

/** A job is open unless its front matter closes it or its closing date has passed. */
export function isJobOpen(job: Pick<Job, 'status' | 'closesAt'>, now = new Date()): boolean {
  if (job.status === 'closed') return false;
  return !job.closesAt || job.closesAt.getTime() > now.getTime();
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

