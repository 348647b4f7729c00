import type { Locale } from '@/lib/i18n/locales';
import { localePath } from '@/lib/i18n/paths';
import { getJobBySlug, isJobOpen, type Job } from '@/lib/content/careers';

export type GuardDecision =
  { kind: 'allow' } | { kind: 'not-found' } | { kind: 'redirect'; location: string; permanent?: boolean };
export type Guard = (locale: Locale, params: Record<string, string>, now: Date) => GuardDecision;

/** The career guard, as a pure decision over the job it finds. */
export function decideCareer(
  locale: Locale,
  slug: string,
  job: Pick<Job, 'status' | 'openUntil'> | undefined,
  now: Date,
): GuardDecision {
  if (!job) return { kind: 'not-found' };
  if (!isJobOpen(job, now))
    return { kind: 'redirect', location: `${localePath(locale, '/career')}?closed=${encodeURIComponent(slug)}` };
  return { kind: 'allow' };
}

const guards: Record<string, Guard> = {
  career: (locale, { slug = '' }, now) => decideCareer(locale, slug, getJobBySlug(locale, slug), now),
};

export function getGuard(name: string): Guard {
  const guard = guards[name];
  if (!guard) throw new Error(`Unknown route middleware: ${name}`);
  return guard;
}
