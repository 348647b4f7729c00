// npm run content:translations [-- --base REF] [--accept content/{collection}/{slug}.md …]
//
// Brings up to date the source hash each translation records, from the branch's history: a translation
// whose words changed in the same commit as its English source's last change, or later, was brought up to
// date by its translator, and now records the source's current hash and the day (`translated`). One that did not is left stale, for
// `content:check` to name. `--accept` records the current hash in every translation of an English file
// whose change needs no translating (a typo). The hash is of the English words (lib/content/meaning.ts).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { z } from 'zod';
import {
  recordedSourceHash,
  recordedTranslationDate,
  translationFileOf,
  withSourceHash,
} from '@/lib/content/collection';
import { COLLECTIONS } from '@/lib/content/collections';
import { meaningHash } from '@/lib/content/meaning';

const git = (...args: string[]) =>
  execFileSync('git', args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();

/** A file as it was at `ref` (undefined where it did not exist), or as it is now (ref undefined). */
function fileAt(ref: string | undefined, file: string): string | undefined {
  if (ref === undefined) return fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : undefined;
  try {
    return git('show', `${ref}:${file}`);
  } catch {
    return undefined;
  }
}

/** Where the branch left the main line: the merge base with the first of `candidates` that exists. */
function branchBase(requested: string | undefined): string {
  for (const ref of requested ? [requested] : ['origin/main', 'main']) {
    try {
      return git('merge-base', 'HEAD', ref);
    } catch {
      // not here
    }
  }
  throw new Error(`no base to compare with${requested ? `: ${requested} is not a commit` : ''} (pass --base REF)`);
}

/** The day a translation is brought up to date, as its page's notice will name it. */
const today = () => new Date().toISOString().slice(0, 10);

type Outcome = { file: string; source: string; change: 'updated' | 'accepted' | 'stale' };

function updateTranslations({ base, accept }: { base: string; accept: string[] }): Outcome[] {
  const outcomes: Outcome[] = [];
  for (const [collection, { schema }] of Object.entries(COLLECTIONS) as [string, { schema: z.ZodType }][]) {
    const folder = path.join('content', collection);
    for (const name of fs.readdirSync(folder).sort()) {
      const translation = translationFileOf(name);
      if (!translation) continue;
      const file = path.join(folder, name);
      const source = path.join(folder, `${translation.slug}.md`);
      const sourceNow = fileAt(undefined, source);
      const raw = fileAt(undefined, file);
      if (sourceNow === undefined || raw === undefined) continue; // content:check names a translation without a source
      const current = meaningHash(sourceNow, schema);
      if (recordedSourceHash(raw) === current) continue;
      let change: Outcome['change'] = 'stale';
      if (accept.includes(source)) change = 'accepted';
      else {
        // The words of both files at the base, after each commit of the branch that touched either, and now.
        const commits = git('rev-list', '--reverse', `${base}..HEAD`, '--', source, file).split('\n').filter(Boolean);
        const words = [base, ...commits, undefined].map((ref) =>
          [source, file].map((which) => {
            const text = fileAt(ref, which);
            return text === undefined ? undefined : meaningHash(text, schema);
          }),
        );
        const lastChange = (side: number) =>
          words.findLastIndex((state, index) => index > 0 && state[side] !== words[index - 1]![side]);
        const translated = lastChange(1);
        if (translated > 0 && translated >= lastChange(0)) change = 'updated';
      }
      // Brought up to date today; a typo fixed in the English leaves the translation's date as it was.
      if (change !== 'stale')
        fs.writeFileSync(
          file,
          withSourceHash(raw, current, change === 'updated' ? today() : recordedTranslationDate(raw)),
        );
      outcomes.push({ file, source, change });
    }
  }
  return outcomes;
}

function main() {
  const { values } = parseArgs({
    options: { base: { type: 'string' }, accept: { type: 'string', multiple: true, default: [] } },
  });
  const accept = values.accept.map((file) => path.normalize(file));
  for (const file of accept) {
    if (!fs.existsSync(file) || !/^content\/[^/]+\/[a-z0-9-]+\.md$/.test(file)) {
      console.error(`--accept ${file}: not an English file under content/ (content/{collection}/{slug}.md)`);
      process.exit(64);
    }
  }
  const outcomes = updateTranslations({ base: branchBase(values.base), accept });
  const said = {
    updated: 'translated since its English source changed: records its current text',
    accepted: 'records its English source as it is now (--accept)',
    stale: 'still made from an older English text: translate the change, then run this again',
  };
  for (const { file, change } of outcomes) console.log(`${file}: ${said[change]}`);
  const changed = outcomes.filter((outcome) => outcome.change !== 'stale').length;
  console.log(
    outcomes.length === 0
      ? 'Every translation records its English source as it is now.'
      : `${changed} translation(s) brought up to date, ${outcomes.length - changed} still to translate.`,
  );
}

main();
