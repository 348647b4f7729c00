import 'server-only';
import { FORM_FIELDS } from '@/lib/leads/forms/registry';
import { type Landing, UTM_PARAMS } from '@/lib/leads/rules/visit';
import type { StoredSubmission } from './types';

/** Every form's fields (the registry's), between what every submission has. */
const COLUMNS = [
  'id',
  'type',
  'target',
  'createdAt',
  'spam',
  ...FORM_FIELDS,
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

export function toCsv(submissions: StoredSubmission[]): string {
  const rows = submissions.map((submission) =>
    COLUMNS.map((column) => {
      if (column === 'id' || column === 'type' || column === 'target' || column === 'createdAt' || column === 'spam')
        return cell(submission[column]);
      if (column === 'cv') return cell(submission.file?.name);
      if (column === 'policyVersion') return cell(submission.consent?.policyVersion);
      if (column === 'consent') return cell(submission.consent?.wording);
      if (column === 'confirmedAt') return cell(submission.confirmedAt);
      if (column === 'language') return cell(submission.language);
      if (column === 'status' || column === 'start' || column === 'meetingUrl')
        return cell(submission.booking?.[column]);
      const landing = submission.data.landing as Landing | undefined;
      if (column === 'landing_path') return cell(landing?.path);
      if ((UTM_PARAMS as readonly string[]).includes(column)) return cell(landing?.[column as keyof Landing]);
      return cell(submission.data[column]);
    }).join(','),
  );
  return [COLUMNS.join(','), ...rows].join('\n') + '\n';
}

export function toJson(submissions: StoredSubmission[]): string {
  return JSON.stringify(submissions, null, 2) + '\n';
}
