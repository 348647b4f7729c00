import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { git, repositoryOfSite, runScript } from '@/tests/support/site-copy';

// `npm run content:renames` on a git copy of the site, on a branch where the editor renamed a post.

describe('npm run content:renames', () => {
  it("adds a redirect from a renamed entry's old address to its new one, once, and content:check then passes", () => {
    const dir = repositoryOfSite('content-renames-', 'cms/blog/monolith-first');
    // The web editor renames the post in every language: the files move, nothing else changes.
    for (const suffix of ['', '.pt', '.pl'])
      git(dir, 'mv', `content/blog/monolith-first${suffix}.md`, `content/blog/start-with-a-monolith${suffix}.md`);
    git(dir, 'commit', '-qm', 'rename');
    const before = runScript(dir, 'content-check');
    expect(before.status).toBe(1);
    expect(before.output).toContain('/blog/monolith-first: was published and is no longer a page');

    const renamed = runScript(dir, 'content-renames', '--base', 'main');
    expect(renamed.status, renamed.output).toBe(0);
    expect(renamed.output).toContain(
      '/blog/monolith-first → /blog/start-with-a-monolith: added to content/redirects.yml',
    );
    const file = fs.readFileSync(path.join(dir, 'content/redirects.yml'), 'utf8');
    expect(file).toMatch(/^# Addresses that moved/);
    expect(file).toContain('- from: /blog/monolith-first\n  to: /blog/start-with-a-monolith\n');
    expect(file).toContain('- from: /careers\n  to: /career\n');
    // The editors' comments stay.
    expect(file).toContain('# What visitors type for the careers page.');
    expect(runScript(dir, 'content-check').status).toBe(0);
    // Run again (the workflow runs on every push): nothing more.
    expect(runScript(dir, 'content-renames', '--base', 'main').output).toContain('No renamed entry needs a redirect.');
  }, 90_000);
});
