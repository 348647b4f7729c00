import { getJobBySlug, isJobOpen, type Job } from '@/lib/content/careers';

export type GuardDecision = { kind: 'allow' } | { kind: 'not-found' } | { kind: 'redirect'; location: string };
export type Guard = (params: Record<string, string>, now: Date) => GuardDecision;

/** The career guard, as a pure decision over the job it finds. */
export function decideCareer(
  slug: string,
  job: Pick<Job, 'status' | 'closesAt'> | undefined,
  now: Date,
): GuardDecision {
  if (!job) return { kind: 'not-found' };
  if (!isJobOpen(job, now)) return { kind: 'redirect', location: `/career?closed=${encodeURIComponent(slug)}` };
  return { kind: 'allow' };
}

const guards: Record<string, Guard> = {
  career: ({ slug = '' }, now) => decideCareer(slug, getJobBySlug(slug), now),
};

export function getGuard(name: string): Guard {
  const guard = guards[name];
  if (!guard) throw new Error(`Unknown route middleware: ${name}`);
  return guard;
}
