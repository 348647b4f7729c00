// npm run content:renames -- --base REF: an entry renamed on this branch (its file moved, as the web editor
// does when its slug changes) keeps its published address: the old one is added to content/redirects.yml,
// leading to the new one. The content-review workflow commits it to the editor's pull request.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { stringify } from 'yaml';
import { pagedEntries } from '@/lib/content/check';
import { loadRedirects } from '@/lib/content/redirects';

const { values } = parseArgs({ options: { base: { type: 'string', default: 'origin/main' } } });

/** English entries whose file was renamed since the branch left `base`: old and new slug. */
function renamedEntries(base: string): { from: string; to: string }[] {
  const diff = execFileSync(
    'git',
    ['diff', '--name-status', '-M', '--diff-filter=R', `${base}...HEAD`, '--', 'content/'],
    {
      encoding: 'utf8',
    },
  );
  return diff
    .split('\n')
    .map((line) => line.split('\t'))
    .filter(
      ([status, from, to]) => status?.startsWith('R') && from && to && /^content\/[^/]+\/[a-z0-9-]+\.md$/.test(to),
    )
    .map(([, from, to]) => ({ from: path.basename(from!, '.md'), to: path.basename(to!, '.md') }));
}

const entries = pagedEntries();
const existing = loadRedirects();
const added: { from: string; to: string }[] = [];
for (const rename of renamedEntries(values.base)) {
  // The entry knows its address; the old one is the same with the old slug.
  const entry = entries.find((candidate) => candidate.slug === rename.to && candidate.href.endsWith(`/${rename.to}`));
  if (!entry) continue;
  const from = `${entry.href.slice(0, -rename.to.length)}${rename.from}`;
  if (existing.some((redirect) => redirect.from === from)) continue;
  added.push({ from, to: entry.href });
}
if (added.length > 0) {
  const file = 'content/redirects.yml';
  // Written onto the file as it is, so the editors' comments stay: an empty list gives way to the new entries,
  // and an older redirect to a renamed address now leads on to its new one (no chain).
  let text = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
  for (const redirect of added)
    text = text.replace(new RegExp(`^(\\s*to:\\s*)${redirect.from}\\s*$`, 'gm'), `$1${redirect.to}`);
  text = existing.length === 0 ? text.replace(/^\[\]\s*$/m, '') : text;
  fs.writeFileSync(file, `${text.trimEnd()}\n${stringify(added)}`);
}
for (const redirect of added) console.log(`${redirect.from} → ${redirect.to}: added to content/redirects.yml`);
console.log(added.length === 0 ? 'No renamed entry needs a redirect.' : `${added.length} redirect(s) added.`);
