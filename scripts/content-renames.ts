// npm run content:renames -- --base REF: an entry renamed on this branch (its files moved, as the web editor
// does when its slug changes) keeps its published address: the old one is added to content/redirects.yml,
// leading to the new one. The content-review workflow commits it to the editor's pull request.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { knownPaths, pagesByCollection } from '@/lib/content/check';
import { DEFAULT_LOCALE } from '@/lib/i18n/locales';
import { splitLocale } from '@/lib/i18n/paths';
import { addRedirects, loadPublished, loadRedirects } from '@/lib/content/redirects';

const { values } = parseArgs({ options: { base: { type: 'string', default: 'origin/main' } } });

type Rename = { collection: string; from: string; to: string };

/** `content/{collection}/{slug}.md`, an English entry's file; translations and other files are not. */
const ENGLISH_ENTRY = /^content\/([^/]+)\/([a-z0-9-]+)\.md$/;

/**
 * English entries whose file moved since the branch left `base`. Git's own rename detection needs the
 * files to be alike, which a topic's three-line file is not once its name changes too: within a collection,
 * the one entry that went and the one that came are the same entry renamed (the web editor makes one pull
 * request per entry). Several of each stay unpaired, and content:check names the addresses they leave.
 */
function renamedEntries(base: string): Rename[] {
  const diff = execFileSync('git', ['diff', '--name-status', '-M', `${base}...HEAD`, '--', 'content/'], {
    encoding: 'utf8',
  });
  const renames: Rename[] = [];
  const gone = new Map<string, string[]>();
  const came = new Map<string, string[]>();
  const note = (into: Map<string, string[]>, file: string | undefined) => {
    const match = file && ENGLISH_ENTRY.exec(file);
    if (match) into.set(match[1]!, [...(into.get(match[1]!) ?? []), match[2]!]);
  };
  for (const [status = '', first, second] of diff.split('\n').map((line) => line.split('\t'))) {
    const from = first && ENGLISH_ENTRY.exec(first);
    const to = second && ENGLISH_ENTRY.exec(second);
    if (status.startsWith('R') && from && to && from[1] === to[1])
      renames.push({ collection: to[1]!, from: from[2]!, to: to[2]! });
    else if (status.startsWith('R')) {
      note(gone, first);
      note(came, second);
    } else if (status === 'D') note(gone, first);
    else if (status === 'A') note(came, first);
  }
  for (const [collection, [from, ...moreGone] = []] of gone) {
    const [to, ...moreCame] = came.get(collection) ?? [];
    if (from && to && moreGone.length === 0 && moreCame.length === 0) renames.push({ collection, from, to });
  }
  return renames;
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Links and addresses in content/ (a Markdown link, a landing's canonical) that named an old address, in
 * any language, now name the new one: the redirect stays for the world, the site links straight.
 */
function relinked(moves: { from: string; to: string }[]): string[] {
  const changed: string[] = [];
  for (const folder of fs.readdirSync('content', { withFileTypes: true })) {
    if (!folder.isDirectory()) continue;
    for (const name of fs.readdirSync(path.join('content', folder.name)).filter((file) => file.endsWith('.md'))) {
      const file = path.join('content', folder.name, name);
      const before = fs.readFileSync(file, 'utf8');
      let text = before;
      for (const { from, to } of moves)
        text = text.replace(
          new RegExp(`(^|[\\s('"\\[:])((?:/[a-z]{2})?)${escaped(from)}(?=$|[\\s)#?'"\\],])`, 'gm'),
          `$1$2${to}`,
        );
      if (text === before) continue;
      fs.writeFileSync(file, text);
      changed.push(file);
    }
  }
  return changed;
}

const collections = pagesByCollection();
const existing = loadRedirects();
const pages = knownPaths(process.cwd());
// Published English addresses: an entry's page, and the pages made from it (a service's case studies).
const published = loadPublished().filter((url) => splitLocale(url).locale === DEFAULT_LOCALE);
const added: { from: string; to: string }[] = [];
const add = (from: string, to: string) => {
  if (!existing.some((redirect) => redirect.from === from) && !added.some((redirect) => redirect.from === from))
    added.push({ from, to });
};
for (const rename of renamedEntries(values.base)) {
  // The entry knows its address; the old one is the same with the old slug.
  const entry = collections[rename.collection]?.find((candidate) => candidate.slug === rename.to);
  if (!entry?.href.endsWith(`/${rename.to}`)) continue;
  add(`${entry.href.slice(0, -rename.to.length)}${rename.from}`, entry.href);
  // Any other published address named after the old slug that is gone, when its new-slug twin is a page.
  for (const url of published.filter((candidate) => candidate.endsWith(`/${rename.from}`) && !pages.has(candidate))) {
    const twin = `${url.slice(0, -rename.from.length)}${rename.to}`;
    if (pages.has(twin)) add(url, twin);
  }
}
addRedirects(added);
for (const redirect of added) console.log(`${redirect.from} → ${redirect.to}: added to content/redirects.yml`);
for (const file of relinked(added)) console.log(`${file}: links to a renamed entry lead to its new address`);
console.log(added.length === 0 ? 'No renamed entry needs a redirect.' : `${added.length} redirect(s) added.`);
