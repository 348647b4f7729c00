import type { StoredSubmission, ViewCount, VitalCount, VitalMetric } from '@/lib/leads/store/types';
import { VITAL_BUCKET } from './beacon';

// The report the company reads (CONTRACT §24): views, sources, leads and the conversion rate per page, and the 75th
// percentile of each Web Vital per template and device with the share of good ones, from the daily counts and the
// stored leads alone. `npm run insights` prints it as text, JSON or one HTML file (./report-html.ts).

/** Google's thresholds of a good experience: LCP and INP in ms, CLS unitless. */
export const GOOD = { lcp: 2500, inp: 200, cls: 0.1 } as const satisfies Record<VitalMetric, number>;

export type Report = {
  from: string;
  to: string;
  views: { path: string; views: number }[];
  sources: { source: string; views: number }[];
  conversions: { page: string; type: string; leads: number; views: number; rate: number | null }[];
  vitals: {
    template: string;
    device: string;
    samples: number;
    /** The 75th percentile of each, or null without samples. */
    lcp: number | null;
    inp: number | null;
    cls: number | null;
    /** The share of samples that were good, 0 to 1. */
    good: Record<VitalMetric, number | null>;
  }[];
  /** Views by language and by device: who reads. */
  languages: { language: string; views: number }[];
  devices: { device: string; views: number }[];
};

const sum = <K extends string>(rows: readonly (Record<K, string> & { views: number })[], key: K) =>
  [
    ...rows.reduce(
      (totals, row) => totals.set(row[key], (totals.get(row[key]) ?? 0) + row.views),
      new Map<string, number>(),
    ),
  ]
    .map(([name, views]) => ({ [key]: name, views }) as Record<K, string> & { views: number })
    .sort((a, b) => b.views - a.views || a[key].localeCompare(b[key]));

/** A lead as the report counts it: stored within the days, not spam, a subscription only once confirmed. */
function isLead(submission: StoredSubmission, from: string, to: string): boolean {
  const day = submission.createdAt.slice(0, 10);
  if (day < from || day > to || submission.spam) return false;
  return submission.type !== 'newsletter' || submission.confirmedAt !== null;
}

/** The value below which three quarters of a histogram's samples fall, at its bucket's upper edge. */
function p75(buckets: { bucket: number; count: number }[], metric: VitalMetric): number | null {
  const total = buckets.reduce((all, { count }) => all + count, 0);
  if (total === 0) return null;
  let seen = 0;
  for (const { bucket, count } of [...buckets].sort((a, b) => a.bucket - b.bucket)) {
    seen += count;
    if (seen >= total * 0.75) {
      const edge = bucket + VITAL_BUCKET[metric];
      return metric === 'cls' ? edge / 1000 : edge;
    }
  }
  return null;
}

function goodShare(buckets: { bucket: number; count: number }[], metric: VitalMetric): number | null {
  const total = buckets.reduce((all, { count }) => all + count, 0);
  if (total === 0) return null;
  const limit = metric === 'cls' ? GOOD.cls * 1000 : GOOD[metric];
  const good = buckets
    .filter(({ bucket }) => bucket + VITAL_BUCKET[metric] <= limit)
    .reduce((all, { count }) => all + count, 0);
  return Math.round((good / total) * 1000) / 1000;
}

export function buildReport(
  from: string,
  to: string,
  views: readonly ViewCount[],
  vitals: readonly VitalCount[],
  submissions: readonly StoredSubmission[],
): Report {
  const pageViews = sum(views, 'path');
  const viewsOf = new Map(pageViews.map(({ path, views: count }) => [path, count]));
  const leads = new Map<string, { page: string; type: string; leads: number }>();
  for (const submission of submissions) {
    if (!isLead(submission, from, to)) continue;
    const page = typeof submission.data.page === 'string' ? submission.data.page : '(unknown)';
    const type = submission.type === 'form' && submission.target ? `form:${submission.target}` : submission.type;
    const key = `${page}\u0000${type}`;
    const entry = leads.get(key) ?? { page, type, leads: 0 };
    entry.leads += 1;
    leads.set(key, entry);
  }
  const conversions = [...leads.values()]
    .map((entry) => {
      const seen = viewsOf.get(entry.page) ?? 0;
      return { ...entry, views: seen, rate: seen > 0 ? Math.round((entry.leads / seen) * 10_000) / 10_000 : null };
    })
    .sort((a, b) => b.leads - a.leads || a.page.localeCompare(b.page) || a.type.localeCompare(b.type));
  const groups = new Map<string, { template: string; device: string; rows: VitalCount[] }>();
  for (const row of vitals) {
    const key = `${row.template}\u0000${row.device}`;
    const group = groups.get(key) ?? { template: row.template, device: row.device, rows: [] };
    group.rows.push(row);
    groups.set(key, group);
  }
  const vitalRows = [...groups.values()]
    .map(({ template, device, rows }) => {
      const of = (metric: VitalMetric) => rows.filter((row) => row.metric === metric);
      const samples = Math.max(
        ...(['lcp', 'inp', 'cls'] as const).map((metric) => of(metric).reduce((all, row) => all + row.count, 0)),
      );
      return {
        template,
        device,
        samples,
        lcp: p75(of('lcp'), 'lcp'),
        inp: p75(of('inp'), 'inp'),
        cls: p75(of('cls'), 'cls'),
        good: { lcp: goodShare(of('lcp'), 'lcp'), inp: goodShare(of('inp'), 'inp'), cls: goodShare(of('cls'), 'cls') },
      };
    })
    .sort((a, b) => b.samples - a.samples || a.template.localeCompare(b.template) || a.device.localeCompare(b.device));
  return {
    from,
    to,
    views: pageViews,
    sources: sum(views, 'source'),
    conversions,
    vitals: vitalRows,
    languages: sum(views, 'language'),
    devices: sum(views, 'device'),
  };
}

const percent = (share: number | null) => (share === null ? '–' : `${(share * 100).toFixed(1)} %`);
const value = (metric: VitalMetric, figure: number | null) =>
  figure === null ? '–' : metric === 'cls' ? figure.toFixed(3) : `${Math.round(figure)} ms`;

/** The report as text: one table a section, for a terminal or a mail. */
export function reportText(report: Report): string {
  const table = (head: string[], rows: (string | number)[][]) => {
    const cells = [head, ...rows.map((row) => row.map(String))];
    const widths = head.map((_, column) => Math.max(...cells.map((row) => row[column]!.length)));
    return cells
      .map((row) =>
        row
          .map((cell, column) => cell.padEnd(widths[column]!))
          .join('  ')
          .trimEnd(),
      )
      .join('\n');
  };
  const total = report.views.reduce((all, row) => all + row.views, 0);
  const leads = report.conversions.reduce((all, row) => all + row.leads, 0);
  return [
    `Insights from ${report.from} to ${report.to} (UTC days): ${total} views, ${leads} leads`,
    '',
    'Views per page',
    table(
      ['page', 'views'],
      report.views.map((row) => [row.path, row.views]),
    ),
    '',
    'Views per language and device',
    table(
      ['language', 'views'],
      report.languages.map((row) => [row.language, row.views]),
    ),
    table(
      ['device', 'views'],
      report.devices.map((row) => [row.device, row.views]),
    ),
    '',
    'Sources',
    table(
      ['source', 'views'],
      report.sources.map((row) => [row.source, row.views]),
    ),
    '',
    'Leads and conversion per page (leads ÷ views)',
    table(
      ['page', 'lead', 'leads', 'views', 'rate'],
      report.conversions.map((row) => [row.page, row.type, row.leads, row.views, percent(row.rate)]),
    ),
    '',
    `Web Vitals, 75th percentile and share good (LCP ≤ ${GOOD.lcp} ms, INP ≤ ${GOOD.inp} ms, CLS ≤ ${GOOD.cls})`,
    table(
      ['template', 'device', 'samples', 'LCP', 'good', 'INP', 'good', 'CLS', 'good'],
      report.vitals.map((row) => [
        row.template,
        row.device,
        row.samples,
        value('lcp', row.lcp),
        percent(row.good.lcp),
        value('inp', row.inp),
        percent(row.good.inp),
        value('cls', row.cls),
        percent(row.good.cls),
      ]),
    ),
    '',
  ].join('\n');
}

/** The report as §24's JSON: the four lists it names, with the days. */
export function reportJson(report: Report): string {
  const { from, to, views, sources, conversions, vitals } = report;
  return `${JSON.stringify({ from, to, views, sources, conversions, vitals }, null, 2)}\n`;
}
