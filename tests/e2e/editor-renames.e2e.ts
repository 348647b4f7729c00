// Renaming an entry in the editor keeps its published address: the review adds the redirect
// (tests/e2e/editor-support.ts: the editor and its worktree).
import fs from 'node:fs';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { editorFixture } from './editor-support';

const cms = editorFixture('editor-renames');

test.describe.configure({ mode: 'serial' });

test('an entry renamed in the editor keeps its published address: the review adds its redirect', async ({ page }) => {
  test.setTimeout(120_000);
  const watch = await cms.open(page);
  const base = cms.git('rev-parse', 'HEAD').trim();
  await page.evaluate(() => (location.hash = '#/collections/blog/entries/cloud-cost-review'));
  await page.getByRole('toolbar', { name: 'Primary' }).getByRole('button', { name: 'Show Editor Options' }).click();
  await page.getByRole('menuitem', { name: 'Edit Slug' }).click();
  const slug = page.getByRole('group', { name: 'Slug' });
  await slug.getByRole('button', { name: 'Edit Slug' }).click();
  await slug.getByRole('textbox', { name: 'Slug' }).fill('monthly-cloud-cost-review');
  await slug.getByRole('textbox', { name: 'Slug' }).press('Enter');
  await page.getByRole('toolbar', { name: 'Primary' }).getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('main', { name: /^.?Blog posts.? Collection$/ })).toBeVisible();
  // Every language's file moved with it.
  const moved = cms
    .git('status', '--porcelain', '--', 'content/blog')
    .split('\n')
    .filter((line) => line.includes('cloud-cost-review'))
    .sort();
  expect(moved).toEqual(
    ['', '.pl', '.pt']
      .flatMap((language) => [
        ` D content/blog/cloud-cost-review${language}.md`,
        `?? content/blog/monthly-cloud-cost-review${language}.md`,
      ])
      .sort(),
  );
  // The published address would vanish: the content check says so and what to do.
  const refused = cms.run('content:check');
  expect(refused.status).not.toBe(0);
  expect(refused.stdout + refused.stderr).toContain('/blog/cloud-cost-review');
  // The editor's pull request, then the review's step: the redirect is added, and the check passes.
  cms.commit('Rename a post');
  const renames = cms.run('content:renames', '--base', base);
  expect(renames.status, renames.stdout + renames.stderr).toBe(0);
  const redirects = fs.readFileSync(path.join(cms.worktree, 'content/redirects.yml'), 'utf8');
  expect(redirects).toMatch(/from: \/blog\/cloud-cost-review\n\s+to: \/blog\/monthly-cloud-cost-review/);
  const check = cms.run('content:check');
  expect(check.status, check.stdout + check.stderr).toBe(0);
  expect(watch.errors).toEqual([]);
});

/** The editor's slug dialog: renames the open entry and saves it. */
async function renameOpenEntry(page: Page, slug: string) {
  await page.getByRole('toolbar', { name: 'Primary' }).getByRole('button', { name: 'Show Editor Options' }).click();
  await page.getByRole('menuitem', { name: 'Edit Slug' }).click();
  const group = page.getByRole('group', { name: 'Slug' });
  await group.getByRole('button', { name: 'Edit Slug' }).click();
  await group.getByRole('textbox', { name: 'Slug' }).fill(slug);
  await group.getByRole('textbox', { name: 'Slug' }).press('Enter');
  await page.getByRole('toolbar', { name: 'Primary' }).getByRole('button', { name: 'Save' }).click();
}

test('a topic renamed in the editor keeps its page: posts follow it, and the review adds its redirect', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const watch = await cms.open(page);
  const base = cms.git('rev-parse', 'HEAD').trim();
  await page.evaluate(() => (location.hash = '#/collections/topics/entries/onboarding'));
  await renameOpenEntry(page, 'team-onboarding');
  await expect(page.getByRole('main', { name: /^.?Topics.? Collection$/ })).toBeVisible();
  // The files moved, with nothing added to them (no aliases: the redirect says where the old page went).
  for (const suffix of ['', '.pt', '.pl']) {
    expect(fs.existsSync(path.join(cms.worktree, `content/topics/onboarding${suffix}.md`))).toBe(false);
    expect(Object.keys(cms.entry(`content/topics/team-onboarding${suffix}.md`).data)).not.toContain('aliases');
  }
  // The posts on it name it by its new slug, in every language.
  for (const suffix of ['', '.pt', '.pl'])
    expect(cms.entry(`content/blog/staff-augmentation-onboarding${suffix}.md`).data.tags).toContain('team-onboarding');
  cms.commit('Rename a topic');
  // The review's steps, in its order (.github/workflows/content-review.yml).
  expect(cms.run('content:translations', '--base', base).status).toBe(0);
  const renames = cms.run('content:renames', '--base', base);
  expect(renames.stdout).toContain(
    '/blog/tags/onboarding → /blog/tags/team-onboarding: added to content/redirects.yml',
  );
  const check = cms.run('content:check');
  expect(check.status, check.stdout + check.stderr).toBe(0);
  expect(watch.errors).toEqual([]);
});
