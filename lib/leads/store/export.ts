import 'server-only';
import { FORM_FIELDS } from '@/lib/leads/forms/registry';
import { type Landing, UTM_PARAMS } from '@/lib/leads/rules/visit';
import type { StoredSubmission } from './types';

/** What every submission has before its form's fields, */
const BEFORE = ['id', 'type', 'target', 'createdAt', 'spam'] as const;
/** and after them. */
const AFTER = [
  'cv',
  'policyVersion',
  'consent',
  'confirmedAt',
  'language',
  // A call request's booking.
  'status',
  'start',
  'meetingUrl',
  // Where the lead came from (CONTRACT §17, §17b): the page always; with consent the visit's landing page and
  // its UTM tags, each a column of its own, and the referrer's origin.
  'page',
  'landing_path',
  ...UTM_PARAMS,
  'referrer',
] as const;

function cell(value: unknown): string {
  const text = value === undefined || value === null ? '' : typeof value === 'string' ? value : JSON.stringify(value);
  // Quote everything that needs it, and defuse cells a spreadsheet would run as a formula.
  const formula = /^[=@\t\r]/.test(text) || (/^[+-]/.test(text) && !/^[+-][\d\s().-]*$/.test(text));
  const safe = formula ? `'${text}` : text;
  return /[",\n\r]/.test(safe) || safe !== text ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/**
 * The submissions as CSV: a column per field of `fields` (by default every registered form's; a form made in
 * the web editor adds its own, `--type form:{slug}` has those only), between what every submission has.
 */
export function toCsv(submissions: StoredSubmission[], fields: readonly string[] = FORM_FIELDS): string {
  // A field named like a column of every submission (an editor may call one `status`) keeps the field's value.
  const own = new Set(fields);
  const before = BEFORE.filter((column) => !own.has(column));
  const after = AFTER.filter((column) => !own.has(column));
  const meta = (submission: StoredSubmission, column: (typeof BEFORE)[number] | (typeof AFTER)[number]): unknown => {
    if (column === 'id' || column === 'type' || column === 'target' || column === 'createdAt' || column === 'spam')
      return submission[column];
    if (column === 'cv') return submission.file?.name;
    if (column === 'policyVersion') return submission.consent?.policyVersion;
    if (column === 'consent') return submission.consent?.wording;
    if (column === 'confirmedAt') return submission.confirmedAt;
    if (column === 'language') return submission.language;
    if (column === 'status' || column === 'start' || column === 'meetingUrl') return submission.booking?.[column];
    const landing = submission.data.landing as Landing | undefined;
    if (column === 'landing_path') return landing?.path;
    if ((UTM_PARAMS as readonly string[]).includes(column)) return landing?.[column as keyof Landing];
    return submission.data[column];
  };
  const rows = submissions.map((submission) =>
    [
      ...before.map((column) => meta(submission, column)),
      ...fields.map((field) => submission.data[field]),
      ...after.map((column) => meta(submission, column)),
    ]
      .map(cell)
      .join(','),
  );
  return [[...before, ...fields, ...after].join(','), ...rows].join('\n') + '\n';
}

export function toJson(submissions: StoredSubmission[]): string {
  return JSON.stringify(submissions, null, 2) + '\n';
}
