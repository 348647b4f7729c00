import { describe, expect, it } from 'vitest';
import { brokenPromises, type PrivacyPromises } from './promises';
import { RETENTION_SETTINGS } from '@/lib/env';
import { retentionPeriods } from './retention';

// The visitors'-data promises the build records are the ones the server keeps.
describe('the build and the server agree', () => {
  const recorded: PrivacyPromises = {
    retention: retentionPeriods(RETENTION_SETTINGS),
    cvEncryption: true,
    store: 'sqlite',
    policyVersions: { en: '2026-11-26/abc' },
  };
  const env = {
    DATABASE_URL: 'file:./data/site.db',
    NEXT_PUBLIC_SITE_URL: 'https://www.brightloom.dev',
    BOOKING_PROVIDER: 'none' as const,
    ...RETENTION_SETTINGS,
  };

  it('or the server names both values and does not start', () => {
    expect(brokenPromises(recorded, env, true)).toEqual([]);
    const problems = brokenPromises(recorded, { ...env, RETENTION_DAYS_CONTACT: 31 }, true);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/RETENTION_DAYS_CONTACT is 31 here, but the build's privacy policy says 730 days/);
    expect(brokenPromises(recorded, env, false).join()).toMatch(/LEADS_ENCRYPTION_KEY is not set/);
    // A preview build (its address is this machine) promises no sealed CVs, so it needs no key.
    expect(brokenPromises({ ...recorded, cvEncryption: false }, env, false)).toEqual([]);
    // The CLI reads CVs but stores none: only the periods are checked.
    expect(brokenPromises(recorded, env, undefined)).toEqual([]);
    // The policy describes erasure on the store the build was made for.
    const postgres = { ...env, DATABASE_URL: 'postgres://site@db/site' };
    expect(brokenPromises(recorded, postgres, true).join()).toMatch(/describes erasure on SQLite/);
    // Booking through Cal.com needs a policy that names it; a preview may try it all the same.
    const calcom = { ...env, BOOKING_PROVIDER: 'calcom' as const };
    expect(brokenPromises(recorded, calcom, true).join()).toMatch(/does not name Cal.com/);
    expect(brokenPromises({ ...recorded, calendar: 'calcom' }, calcom, true)).toEqual([]);
    expect(brokenPromises({ ...recorded, cvEncryption: false }, calcom, false)).toEqual([]);
    expect(brokenPromises({ ...recorded, store: 'postgres' }, postgres, true)).toEqual([]);
  });
});
