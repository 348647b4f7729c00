import { describe, expect, it } from 'vitest';
import { getAllJobs } from '@/lib/content/careers';
import { decideCareer, getGuard } from './guards';

const now = new Date('2026-11-21T12:00:00Z');

describe('career guard', () => {
  it('lets an open job without a closing date through', () => {
    expect(decideCareer('en', 'a', { status: 'open', openUntil: undefined }, now)).toEqual({ kind: 'allow' });
  });

  it('lets a job through until its closing moment', () => {
    expect(decideCareer('en', 'a', { status: 'open', openUntil: new Date('2026-11-21T12:00:01Z') }, now)).toEqual({
      kind: 'allow',
    });
  });

  it('redirects a job closed in its front matter', () => {
    expect(decideCareer('en', 'qa-lead', { status: 'closed', openUntil: undefined }, now)).toEqual({
      kind: 'redirect',
      location: '/career?closed=qa-lead',
    });
  });

  it('redirects a job whose closing date has passed at request time', () => {
    expect(decideCareer('en', 'ops', { status: 'open', openUntil: new Date('2026-11-21T12:00:00Z') }, now)).toEqual({
      kind: 'redirect',
      location: '/career?closed=ops',
    });
  });

  it('sends a closed job to the careers page of its language', () => {
    expect(decideCareer('pl', 'ops', { status: 'closed', openUntil: undefined }, now)).toEqual({
      kind: 'redirect',
      location: '/pl/career?closed=ops',
    });
  });

  it('answers 404 for an unknown job', () => {
    expect(decideCareer('en', 'nobody', undefined, now)).toEqual({ kind: 'not-found' });
  });

  it('judges the real content: the closed and the expired job redirect, the others pass', () => {
    const guard = getGuard('career');
    const decisions = Object.fromEntries(
      getAllJobs('en').map((job) => [job.slug, guard('en', { slug: job.slug }, now).kind]),
    );
    expect(decisions['qa-automation-engineer']).toBe('redirect');
    expect(decisions['devops-engineer-kubernetes']).toBe('redirect');
    expect(decisions['senior-backend-engineer-go']).toBe('allow');
    expect(guard('en', { slug: 'no-such-job' }, now)).toEqual({ kind: 'not-found' });
  });

  it('fails loudly for a guard that does not exist', () => {
    expect(() => getGuard('admin')).toThrow('Unknown route middleware: admin');
  });
});
