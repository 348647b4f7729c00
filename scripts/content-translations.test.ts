import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { edit, git, repositoryOfSite as repositoryOf, runScript } from '@/tests/support/site-copy';

// `npm run content:translations` on a git copy of the site, on a branch as the editor's workflow makes one.

const repositoryOfSite = () => repositoryOf('content-translations-', 'cms/blog/monolith-first');

function commit(dir: string, changes: Record<string, (text: string) => string>) {
  for (const [file, change] of Object.entries(changes)) edit(dir, file, change);
  git(dir, 'commit', '-qam', 'edit');
}
const POST = 'content/blog/monolith-first';
const retitle = (title: string) => (text: string) => text.replace(/^title: .*$/m, `title: ${title}`);

describe('npm run content:translations', () => {
  it('records the new source only in translations edited with or after it, and --accept takes a typo fix', () => {
    const dir = repositoryOfSite();
    // The editor changes the English title and the Portuguese one in one save; the Polish waits.
    commit(dir, {
      [`${POST}.md`]: retitle('Start with a modular monolith'),
      [`${POST}.pt.md`]: retitle('Comece por um monólito'),
    });
    let result = runScript(dir, 'content-translations');
    expect(result.status).toBe(0);
    expect(result.output).toContain(`${POST}.pt.md: translated since its English source changed`);
    expect(result.output).toContain(`${POST}.pl.md: still made from an older English text`);
    // The day it was brought up to date, which its page names while it is behind again.
    const today = new Date().toISOString().slice(0, 10);
    expect(fs.readFileSync(path.join(dir, `${POST}.pt.md`), 'utf8')).toMatch(new RegExp(`^translated: ${today}$`, 'm'));
    git(dir, 'commit', '-qam', 'records');

    // The Polish translator follows in a later commit.
    commit(dir, { [`${POST}.pl.md`]: retitle('Zacznij od modularnego monolitu') });
    result = runScript(dir, 'content-translations');
    expect(result.output).toContain(`${POST}.pl.md: translated since its English source changed`);
    expect(result.output).not.toContain(`${POST}.pt.md`);
    git(dir, 'commit', '-qam', 'records');

    // A translation edited before its source changed again is not up to date.
    commit(dir, { [`${POST}.pt.md`]: retitle('Comece com um monólito') });
    commit(dir, { [`${POST}.md`]: retitle('Begin with a modular monolith') });
    result = runScript(dir, 'content-translations');
    expect(result.output).toContain(`${POST}.pt.md: still made from an older English text`);

    // A typo fix needs no translating: accepted for every translation of that file.
    result = runScript(dir, 'content-translations', '--accept', `${POST}.md`);
    expect(result.output).toContain(`${POST}.pt.md: records its English source as it is now (--accept)`);
    expect(result.output).toContain(`${POST}.pl.md: records its English source as it is now (--accept)`);
    expect(runScript(dir, 'content-check').status).toBe(0);

    // Reformatting the English file is not a change of its words.
    git(dir, 'commit', '-qam', 'records');
    commit(dir, { [`${POST}.md`]: (text) => text.replace(/^title: (.*)$/m, "title: '$1'").replace(/^- /gm, '* ') });
    result = runScript(dir, 'content-translations');
    expect(result.output).toContain('Every translation records its English source as it is now.');
    fs.rmSync(dir, { recursive: true, force: true });
  }, 120_000);

  it('annotates a pull request with each problem on its file and line (--format=github)', () => {
    const dir = repositoryOfSite();
    commit(dir, { [`${POST}.md`]: (text) => text.replace(/^author: .*$/m, 'author: nobody-here') });
    const result = runScript(dir, 'content-check', '--format=github');
    expect(result.status).toBe(1);
    const line =
      fs
        .readFileSync(path.join(dir, `${POST}.md`), 'utf8')
        .split('\n')
        .indexOf('author: nobody-here') + 1;
    expect(result.output).toContain(
      `::error file=${POST}.md,line=${line},title=author::"nobody-here" does not match any entry`,
    );
    fs.rmSync(dir, { recursive: true, force: true });
  }, 60_000);
});
