import { describe, expect, it } from 'vitest';
import { FORM_FIELDS } from '@/lib/leads/forms/registry';
import { toCsv, toJson } from './export';
import type { StoredSubmission } from './types';

const base: StoredSubmission = {
  id: '1',
  type: 'contact',
  target: null,
  createdAt: '2026-11-21T10:00:00.000Z',
  spam: false,
  data: {},
  file: null,
  email: null,
  consent: null,
  confirmedAt: null,
  language: 'en',
  booking: null,
};

/** The first data row of a CSV as {column: value}, read as a spreadsheet would (quoted cells, doubled quotes). */
function rowOf(csv: string): Record<string, string> {
  const cells = (line: string) =>
    [...line.matchAll(/(?:^|,)(?:"((?:[^"]|"")*)"|([^,]*))/g)].map((match) =>
      (match[1] ?? match[2] ?? '').replace(/""/g, '"'),
    );
  const [header = '', first = ''] = csv.split('\n');
  const names = cells(header);
  const values = cells(first);
  return Object.fromEntries(names.map((name, index) => [name, values[index] ?? '']));
}

describe('toCsv', () => {
  it('writes a header and one row per submission, quoting what needs quoting', () => {
    const csv = toCsv([
      {
        ...base,
        data: {
          name: 'Ada, Countess',
          email: 'ada@example.com',
          telephone: '+351912345678',
          message: 'Line one\n"quoted"',
        },
      },
    ]);
    // The record's own columns, then every registered form's fields in the registry's order, then the rest.
    expect(csv.split('\n')[0]).toBe(
      [
        'id,type,target,createdAt,spam',
        FORM_FIELDS.join(','),
        'cv,policyVersion,consent,confirmedAt,language,status,start,meetingUrl,page,landing_path,utm_source,utm_medium,utm_campaign,utm_term,utm_content,referrer',
      ].join(','),
    );
    expect(rowOf(csv)).toMatchObject({
      name: 'Ada, Countess',
      email: 'ada@example.com',
      company: '',
      telephone: '+351912345678',
    });
    expect(csv).toContain('"Ada, Countess",ada@example.com,,+351912345678,,"Line one\n""quoted""",');
  });

  it('defuses cells a spreadsheet would run as a formula', () => {
    const csv = toCsv([
      { ...base, data: { name: '=HYPERLINK("http://evil.example")', company: '+SUM(A1)', message: '@cmd' } },
    ]);
    expect(csv).toContain(`"'=HYPERLINK(""http://evil.example"")"`);
    expect(csv).toContain(`"'+SUM(A1)"`);
    expect(csv).toContain(`"'@cmd"`);
  });

  it('names the CV file of applications', () => {
    expect(
      toCsv([
        {
          ...base,
          type: 'application',
          target: 'job',
          file: { name: 'cv.pdf', contentType: 'application/pdf', size: 1 },
        },
      ]),
    ).toMatch(/,cv\.pdf,/);
    const row = rowOf(
      toCsv([{ ...base, type: 'application', file: { name: 'cv.pdf', contentType: 'application/pdf', size: 1 } }]),
    );
    expect(row).toMatchObject({ cv: 'cv.pdf', language: 'en', status: '', page: '' });
  });

  it('shows the consent record: policy version, wording and confirmation', () => {
    const csv = toCsv([
      {
        ...base,
        type: 'newsletter',
        consent: { policyVersion: '2026-11-23/ab12cd34', wording: 'New posts, about twice a month.' },
        confirmedAt: '2026-11-22T08:00:00.000Z',
      },
    ]);
    expect(rowOf(csv)).toMatchObject({
      policyVersion: '2026-11-23/ab12cd34',
      consent: 'New posts, about twice a month.',
      confirmedAt: '2026-11-22T08:00:00.000Z',
      language: 'en',
    });
  });

  it('gives where a lead came from a column each: the page, the landing path, every UTM tag and the referrer', () => {
    const csv = toCsv([
      {
        ...base,
        data: {
          page: '/pt/book-a-call',
          landing: { path: '/devops', utm_source: 'linkedin', utm_campaign: 'q4' },
          referrer: 'https://www.linkedin.com',
        },
      },
    ]);
    expect(rowOf(csv)).toMatchObject({
      page: '/pt/book-a-call',
      landing_path: '/devops',
      utm_source: 'linkedin',
      utm_medium: '',
      utm_campaign: 'q4',
      referrer: 'https://www.linkedin.com',
    });
    expect(csv).not.toContain('{');
  });
});

describe('toJson', () => {
  it('keeps every field', () => {
    expect(JSON.parse(toJson([base]))).toEqual([base]);
  });
});
