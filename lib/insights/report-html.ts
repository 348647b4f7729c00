import { GOOD, type Report } from './report';

// The report as one HTML file (CONTRACT §24): its styles inline, its charts SVG drawn here, no script and nothing
// loaded from elsewhere, so it opens from a mail or a disk as it is. Readable in light and dark, and by a screen
// reader (each chart has its table's figures as text beside it).

const escape = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

const number = new Intl.NumberFormat('en-GB');
const percent = (share: number | null) => (share === null ? '–' : `${(share * 100).toFixed(1)} %`);

/** A horizontal bar chart: one labelled bar a row, the figure at its end. */
function bars(title: string, rows: { label: string; value: number; text?: string; good?: boolean }[]): string {
  const shown = rows.slice(0, 15);
  if (shown.length === 0) return `<p class="empty">No ${escape(title.toLowerCase())} in these days.</p>`;
  const max = Math.max(...shown.map((row) => row.value), 1);
  const row = 28;
  const label = 260;
  const width = 720;
  const height = shown.length * row + 8;
  // Room after the longest bar for the longest figure ("2,550 ms · 74.4 % good"), about 7.5 px a character.
  const figures = shown.map((entry) => entry.text ?? number.format(entry.value));
  const room = Math.max(...figures.map((figure) => figure.length)) * 7.5 + 12;
  const body = shown
    .map((entry, index) => {
      const y = index * row + 4;
      const length = Math.max(2, ((width - label - room) * entry.value) / max);
      const tone = entry.good === undefined ? 'bar' : entry.good ? 'bar good' : 'bar poor';
      return [
        `<text x="${label - 8}" y="${y + 17}" text-anchor="end" class="label">${escape(entry.label.length > 38 ? `${entry.label.slice(0, 37)}…` : entry.label)}</text>`,
        `<rect x="${label}" y="${y + 4}" width="${length.toFixed(1)}" height="${row - 10}" rx="3" class="${tone}"/>`,
        `<text x="${(label + length + 6).toFixed(1)}" y="${y + 17}" class="figure">${escape(figures[index]!)}</text>`,
      ].join('');
    })
    .join('\n');
  return `<svg viewBox="0 0 ${width} ${height}" width="100%" role="img" aria-label="${escape(title)}">${body}</svg>`;
}

function table(head: string[], rows: (string | number)[][]): string {
  const cells = (row: (string | number)[], tag: 'td' | 'th') =>
    row
      .map((cell) => `<${tag}${typeof cell === 'number' ? ' class="n"' : ''}>${escape(String(cell))}</${tag}>`)
      .join('');
  return `<table><thead><tr>${cells(head, 'th')}</tr></thead><tbody>${rows.map((row) => `<tr>${cells(row, 'td')}</tr>`).join('')}</tbody></table>`;
}

export function reportHtml(report: Report, site: string): string {
  const total = report.views.reduce((all, row) => all + row.views, 0);
  const leads = report.conversions.reduce((all, row) => all + row.leads, 0);
  const vitalChart = (metric: 'lcp' | 'inp' | 'cls', unit: string) =>
    bars(
      `p75 ${metric.toUpperCase()} per template and device`,
      report.vitals
        .filter((row) => row[metric] !== null)
        .map((row) => ({
          label: `${row.template} (${row.device})`,
          value: row[metric]!,
          text: `${metric === 'cls' ? row[metric]!.toFixed(3) : number.format(row[metric]!)}${unit} · ${percent(row.good[metric])} good`,
          good: row[metric]! <= GOOD[metric],
        })),
    );
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light dark">
<title>${escape(site)}: insights ${report.from} to ${report.to}</title>
<style>
:root { --ink: #0f1b2d; --soft: #475569; --paper: #ffffff; --line: #e2e8f0; --bar: #4338ca; --good: #15803d; --poor: #b91c1c; }
@media (prefers-color-scheme: dark) { :root { --ink: #e2e8f0; --soft: #a3b1c6; --paper: #0d1520; --line: #1e2a3a; --bar: #a5b4fc; --good: #4ade80; --poor: #f87171; } }
body { margin: 0; padding: 32px 24px 64px; background: var(--paper); color: var(--ink); font: 16px/1.5 system-ui, -apple-system, "Segoe UI", sans-serif; }
main { max-width: 960px; margin: 0 auto; }
h1 { font-size: 1.75rem; margin: 0 0 4px; } h2 { font-size: 1.25rem; margin: 40px 0 12px; }
.lead { color: var(--soft); margin: 0 0 24px; }
.totals { display: flex; flex-wrap: wrap; gap: 16px; margin: 0; padding: 0; list-style: none; }
.totals li { border: 1px solid var(--line); border-radius: 8px; padding: 12px 16px; min-width: 140px; }
.totals strong { display: block; font-size: 1.5rem; }
svg .label, svg .figure { fill: var(--ink); font-size: 13px; } svg .figure { fill: var(--soft); }
svg .bar { fill: var(--bar); } svg .bar.good { fill: var(--good); } svg .bar.poor { fill: var(--poor); }
table { border-collapse: collapse; width: 100%; margin: 12px 0; font-size: 14px; }
th, td { text-align: left; padding: 6px 8px; border-bottom: 1px solid var(--line); } td.n, th.n { text-align: right; font-variant-numeric: tabular-nums; }
details { margin: 8px 0; } summary { cursor: pointer; color: var(--soft); }
.empty { color: var(--soft); }
</style>
</head>
<body>
<main>
<h1>${escape(site)}: what converts</h1>
<p class="lead">${report.from} to ${report.to} (UTC days). Counted without cookies or identifiers: views, where visits came from, the leads each page brought and how fast pages felt to real visitors.</p>
<ul class="totals">
<li><strong>${number.format(total)}</strong> views</li>
<li><strong>${number.format(leads)}</strong> leads</li>
<li><strong>${total > 0 ? ((leads / total) * 100).toFixed(2) : '–'} %</strong> of views led to a lead</li>
</ul>
<h2>Views per page</h2>
${bars(
  'Views per page',
  report.views.map((row) => ({ label: row.path, value: row.views })),
)}
<details><summary>Every page, language and device</summary>
${table(
  ['page', 'views'],
  report.views.map((row) => [row.path, row.views]),
)}
${table(
  ['language', 'views'],
  report.languages.map((row) => [row.language, row.views]),
)}
${table(
  ['device', 'views'],
  report.devices.map((row) => [row.device, row.views]),
)}
</details>
<h2>Where visits came from</h2>
${bars(
  'Views per source',
  report.sources.map((row) => ({ label: row.source, value: row.views })),
)}
<h2>Leads and conversion per page</h2>
${bars(
  'Conversion rate per page and lead',
  report.conversions
    .filter((row) => row.rate !== null)
    .sort((a, b) => b.rate! - a.rate!)
    .map((row) => ({
      label: `${row.page} · ${row.type}`,
      value: row.rate!,
      text: `${percent(row.rate)} (${row.leads} of ${number.format(row.views)})`,
    })),
)}
${table(
  ['page', 'lead', 'leads', 'views', 'rate'],
  report.conversions.map((row) => [row.page, row.type, row.leads, row.views, percent(row.rate)]),
)}
<h2>How fast it felt: Largest Contentful Paint</h2>
${vitalChart('lcp', ' ms')}
<h2>Interaction to Next Paint</h2>
${vitalChart('inp', ' ms')}
<h2>Cumulative Layout Shift</h2>
${vitalChart('cls', '')}
${table(
  ['template', 'device', 'samples', 'LCP p75', 'good', 'INP p75', 'good', 'CLS p75', 'good'],
  report.vitals.map((row) => [
    row.template,
    row.device,
    row.samples,
    row.lcp ?? '–',
    percent(row.good.lcp),
    row.inp ?? '–',
    percent(row.good.inp),
    row.cls === null ? '–' : row.cls.toFixed(3),
    percent(row.good.cls),
  ]),
)}
<p class="lead">Good, as Google counts it: LCP at most ${GOOD.lcp} ms, INP at most ${GOOD.inp} ms, CLS at most ${GOOD.cls}. Green bars are good at the 75th percentile.</p>
</main>
</body>
</html>
`;
}
