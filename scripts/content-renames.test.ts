import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { edit, git, repositoryOfSite, runScript } from '@/tests/support/site-copy';

// `npm run content:renames` on a git copy of the site, on a branch where the editor renamed entries.

/** The web editor renames an entry: its files move in every language, and fields that refer to it follow. */
function rename(dir: string, collection: string, from: string, to: string, change = (text: string) => text) {
  for (const suffix of ['', '.pt', '.pl']) {
    const [before, after] = [from, to].map((slug) => `content/${collection}/${slug}${suffix}.md`);
    git(dir, 'mv', before!, after!);
    edit(dir, after!, change);
  }
  // A reference is a field whose whole value (or a list item) is the slug, as the editor's relation fields write it.
  const whole = new RegExp(`^(\\s*(?:[\\w]+:|-)\\s+)${from}\\s*$`, 'gm');
  const inList = new RegExp(`^(\\s*[\\w]+:\\s*\\[.*?)\\b${from}\\b(.*\\])\\s*$`, 'gm');
  for (const folder of fs.readdirSync(path.join(dir, 'content'))) {
    if (!fs.statSync(path.join(dir, 'content', folder)).isDirectory()) continue;
    for (const name of fs.readdirSync(path.join(dir, 'content', folder))) {
      if (!name.endsWith('.md')) continue;
      edit(dir, `content/${folder}/${name}`, (text) => {
        const [, front = '', ...rest] = text.split(/^---$/m);
        const changed = front.replace(whole, `$1${to}`).replace(inList, `$1${to}$2`);
        return changed === front ? text : ['', changed, ...rest].join('---');
      });
    }
  }
}

describe('npm run content:renames', () => {
  it('keeps the address of an entry renamed in any collection with pages, once, and content:check then passes', () => {
    const dir = repositoryOfSite('content-renames-', 'cms/renames');
    // A post that links another (by its English path, as content links), as it stood before the branch.
    edit(
      dir,
      'content/blog/cloud-cost-review.pt.md',
      (text) => `${text}\nVeja [o monólito primeiro](/blog/monolith-first#quando-extrair-um-servico).\n`,
    );
    git(dir, 'commit', '-qam', 'a link');
    git(dir, 'branch', '-f', 'main');
    rename(dir, 'blog', 'monolith-first', 'start-with-a-monolith');
    // A topic's file is three lines: renamed with a new name, git no longer sees a rename.
    rename(dir, 'topics', 'onboarding', 'team-onboarding', (text) =>
      text.replace(/^name: (.*)$/m, 'name: $1 of a team'),
    );
    rename(dir, 'services', 'custom-software-development', 'bespoke-software');
    rename(dir, 'clients', 'atlas-learning', 'atlas-learning-platform');
    rename(dir, 'careers', 'senior-backend-engineer-go', 'backend-engineer-go');
    git(dir, 'add', '-A');
    git(dir, 'commit', '-qm', 'rename');
    const before = runScript(dir, 'content-check');
    expect(before.status).toBe(1);
    expect(before.output).toContain('/blog/monolith-first: was published and is no longer a page');
    expect(before.output).toContain('/blog/tags/onboarding: was published and is no longer a page');

    // The review's steps, in its order (.github/workflows/content-review.yml).
    const translations = runScript(dir, 'content-translations', '--base', 'main');
    expect(translations.output).toContain('content/topics/team-onboarding.pt.md: translated since its English source');
    const renamed = runScript(dir, 'content-renames', '--base', 'main');
    expect(renamed.status, renamed.output).toBe(0);
    const moves = [
      '/blog/monolith-first → /blog/start-with-a-monolith',
      '/blog/tags/onboarding → /blog/tags/team-onboarding',
      '/services/custom-software-development → /services/bespoke-software',
      // The pages made from it move too: its case studies, /work/service/{slug}.
      '/work/service/custom-software-development → /work/service/bespoke-software',
      '/work/atlas-learning → /work/atlas-learning-platform',
      '/career/senior-backend-engineer-go → /career/backend-engineer-go',
    ];
    for (const move of moves) expect(renamed.output).toContain(`${move}: added to content/redirects.yml`);
    const file = fs.readFileSync(path.join(dir, 'content/redirects.yml'), 'utf8');
    expect(file).toContain('- from: /blog/monolith-first\n  to: /blog/start-with-a-monolith\n');
    // The site's own links lead straight to the new addresses, in every language.
    for (const suffix of ['', '.pt', '.pl'])
      expect(
        fs.readFileSync(path.join(dir, `content/landings/custom-software-development${suffix}.md`), 'utf8'),
      ).toContain('canonical: /services/bespoke-software\n');
    expect(fs.readFileSync(path.join(dir, 'content/blog/cloud-cost-review.pt.md'), 'utf8')).toContain(
      'Veja [o monólito primeiro](/blog/start-with-a-monolith#quando-extrair-um-servico).',
    );
    // What the file said before stays, its notes included.
    expect(file).toMatch(/^- from: \/careers\n {2}to: \/career\n {2}note: What visitors type for the careers page\.\n/);
    const check = runScript(dir, 'content-check');
    expect(check.status, check.output).toBe(0);
    // Run again (the workflow runs on every push): nothing more.
    expect(runScript(dir, 'content-renames', '--base', 'main').output).toContain('No renamed entry needs a redirect.');
  }, 120_000);

  it('leads an older redirect on to the renamed address, so no chain is made, and keeps comments a developer wrote', () => {
    const dir = repositoryOfSite('content-renames-chain-', 'cms/blog/cloud-cost-review');
    fs.writeFileSync(
      path.join(dir, 'content/redirects.yml'),
      '# Kept by hand.\n- from: /blog/cloud-costs\n  to: /blog/cloud-cost-review\n',
    );
    git(dir, 'commit', '-qam', 'an older redirect');
    git(dir, 'branch', '-f', 'main');
    rename(dir, 'blog', 'cloud-cost-review', 'monthly-cloud-cost-review');
    git(dir, 'commit', '-qam', 'rename');
    expect(runScript(dir, 'content-renames', '--base', 'main').status).toBe(0);
    expect(fs.readFileSync(path.join(dir, 'content/redirects.yml'), 'utf8')).toBe(
      '# Kept by hand.\n- from: /blog/cloud-costs\n  to: /blog/monthly-cloud-cost-review\n' +
        '- from: /blog/cloud-cost-review\n  to: /blog/monthly-cloud-cost-review\n',
    );
    const check = runScript(dir, 'content-check');
    expect(check.status, check.output).toBe(0);
  }, 90_000);
});
