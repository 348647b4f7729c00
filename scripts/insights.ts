// `npm run insights -- [--from YYYY-MM-DD] [--to YYYY-MM-DD] [--format text|json|html] [--out FILE]` (CONTRACT §24):
// what converts, from the daily counts and the stored leads, for the last 28 days unless told. Runs from the app's
// folder with its `.env*` files, as `npm run leads` does.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import nextEnv from '@next/env';
import { isDay } from '@/lib/shared/time';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { values } = parseArgs({
  options: {
    from: { type: 'string' },
    to: { type: 'string' },
    format: { type: 'string', default: 'text' },
    out: { type: 'string' },
    help: { type: 'boolean', short: 'h' },
  },
});
const out = values.out === undefined ? undefined : path.resolve(values.out);
process.chdir(root);
nextEnv.loadEnvConfig(root, false, { info: () => undefined, error: console.error });

const USAGE = 'usage: npm run insights -- [--from YYYY-MM-DD] [--to YYYY-MM-DD] [--format text|json|html] [--out FILE]';

async function main(): Promise<number> {
  if (values.help) {
    console.log(USAGE);
    return 0;
  }
  const today = new Date().toISOString().slice(0, 10);
  const to = values.to ?? today;
  // The last 28 days by default: the day --to names and the 27 before it.
  const from =
    values.from ??
    (isDay(to) ? new Date(Date.parse(`${to}T00:00:00Z`) - 27 * 86_400_000).toISOString().slice(0, 10) : to);
  const format = values.format ?? 'text';
  const problems = [
    ...(isDay(from) ? [] : [`--from takes a day as YYYY-MM-DD, not "${String(from)}"`]),
    ...(isDay(to) ? [] : [`--to takes a day as YYYY-MM-DD, not "${String(to)}"`]),
    ...(isDay(from) && isDay(to) && from > to ? ['--from comes after --to'] : []),
    ...(['text', 'json', 'html'].includes(format) ? [] : [`--format takes text, json or html, not "${format}"`]),
  ];
  if (problems.length > 0) {
    console.error(`${problems.join('\n')}\n${USAGE}`);
    return 2;
  }
  const [{ env }, { openLeadStore }, { fileCipher }, report, { reportHtml }, { site }] = await Promise.all([
    import('@/lib/env'),
    import('@/lib/leads/store/store'),
    import('@/lib/leads/server'),
    import('@/lib/insights/report'),
    import('@/lib/insights/report-html'),
    import('@/config/site'),
  ]);
  const store = await openLeadStore(env.DATABASE_URL, { cipher: fileCipher() });
  try {
    const built = report.buildReport(
      from,
      to,
      await store.viewsBetween(from, to),
      await store.vitalsBetween(from, to),
      await store.listSubmissions(),
    );
    const text =
      format === 'json'
        ? report.reportJson(built)
        : format === 'html'
          ? reportHtml(built, site.name)
          : report.reportText(built);
    if (out) {
      fs.writeFileSync(out, text);
      console.error(`Wrote ${out}`);
    } else process.stdout.write(text);
    return 0;
  } finally {
    await store.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
