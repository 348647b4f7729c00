// npm run content:check [-- --format=github]: every Markdown file against its schema and the site, in
// seconds, no build. With --format=github each problem is also an annotation on its file and line in a
// pull request (GitHub Actions' workflow commands).
import fs from 'node:fs';
import { parseArgs } from 'node:util';
import { checkContent } from '@/lib/content/check';
import type { Problem } from '@/lib/content/collection';
import { formsWithoutRoute } from '@/lib/leads/forms/routes';
import { unlistedForms } from '@/lib/leads/privacy/policy-rows';

const { values } = parseArgs({ options: { format: { type: 'string', default: 'text' } } });
if (values.format !== 'text' && values.format !== 'github') {
  console.error(`--format ${values.format}: use text or github`);
  process.exit(64);
}

/** The line a problem is on: the one its body reference names, or where its front-matter field starts. */
function lineOf({ file, field }: Problem): number | undefined {
  const body = /^body, line (\d+)$/.exec(field);
  if (body) return Number(body[1]);
  const key = field.split('.')[0];
  if (!key || !fs.existsSync(file) || !fs.statSync(file).isFile()) return undefined;
  const index = fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .findIndex((line) => line.startsWith(`${key}:`));
  return index >= 0 ? index + 1 : undefined;
}

/** A workflow command's property and message, escaped as GitHub documents. */
const escape = (text: string, property = false) =>
  text
    .replace(/%/g, '%25')
    .replace(/\r/g, '%0D')
    .replace(/\n/g, '%0A')
    .replace(property ? /[:,]/g : /$^/g, (character) => (character === ':' ? '%3A' : '%2C'));

const started = performance.now();
const checked = checkContent();
const { files, warnings } = checked;
// The forms' own facts the content must state (lib/leads sits above content, so it adds its check here).
const problems = checked.problems.length > 0 ? checked.problems : [...unlistedForms(), ...formsWithoutRoute()];
const took = ((performance.now() - started) / 1000).toFixed(1);
for (const problem of problems) {
  const { file, field, message } = problem;
  console.error(`${file}: ${field ? `${field}: ` : ''}${message}`);
  if (values.format === 'github') {
    const line = lineOf(problem);
    const where = `file=${escape(file, true)}${line ? `,line=${line}` : ''},title=${escape(field || 'content', true)}`;
    console.log(`::error ${where}::${escape(message)}`);
  }
}
// Reported, not refused: a translation behind its English is published with a notice saying so.
for (const warning of warnings) {
  const { file, field, message } = warning;
  console.log(`warning: ${file}: ${field ? `${field}: ` : ''}${message}`);
  if (values.format === 'github') {
    const line = lineOf(warning);
    console.log(
      `::warning file=${escape(file, true)}${line ? `,line=${line}` : ''},title=${escape(field || 'content', true)}::${escape(message)}`,
    );
  }
}
if (problems.length > 0) {
  console.error(`\n${problems.length} problem(s) in content/ (${took} s)`);
  process.exit(1);
}
console.log(
  `content/ is fine: ${files} files checked in ${took} s${warnings.length > 0 ? `; ${warnings.length} translation(s) behind their English` : ''}`,
);
