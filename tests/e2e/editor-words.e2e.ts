import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { editorFixture, previewOf } from './editor-support';

// CONTRACT §22, tried as the marketing team would: the header's "Book a call" reads "Talk to an engineer"
// for a month, and the Polish banner's wording gets a lawyer's correction, in the web editor's Words
// collection, with no developer. What the editor writes is those two words and nothing else.
const cms = editorFixture('editor-words');
test.describe.configure({ mode: 'serial' });

const read = (file: string) => JSON.parse(fs.readFileSync(path.join(cms.worktree, file), 'utf8')) as unknown;
const before = (file: string) => JSON.parse(cms.git('show', `HEAD:${file}`)) as unknown;

test('an editor changes a button in English and the Polish banner, and only those two words change', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const watch = await cms.open(page);
  const save = () => page.getByRole('toolbar', { name: 'Primary' }).getByRole('button', { name: 'Save' }).click();
  const words = page.getByRole('main', { name: /^.?Words.? Collection$/ });

  await page.evaluate((hash) => (location.hash = hash), '#/collections/words/entries/words-site');
  const english = page.getByRole('group', { name: /^Edit .?English.? Content$/ });
  const header = english.getByRole('group', { name: /^“.?Header.?” Field$/ });
  await header.getByRole('button', { name: 'Expand' }).click();
  await header.getByRole('textbox', { name: 'Book call', exact: true }).fill('Talk to an engineer');
  await save();
  await expect(words).toBeVisible();

  // The Polish banner, drawn in the pane by the site's own banner as the lawyer types.
  const correction = 'Za Twoją zgodą używamy analitycznych plików cookie, by wiedzieć, które strony pomagają.';
  await page.evaluate((hash) => (location.hash = hash), '#/collections/words/entries/words-consent');
  await page
    .getByRole('group', { name: /^Edit .?English.? Content$/ })
    .getByRole('radio', { name: 'Polish' })
    .click();
  const polish = page.getByRole('group', { name: /^Edit .?Polish.? Content$/ });
  await polish.getByRole('textbox', { name: 'Text', exact: true }).fill(correction);
  const banner = previewOf(page).getByRole('region', { name: 'Pliki cookie na tej stronie' });
  await expect(banner).toContainText(correction);
  await expect(banner.getByRole('button', { name: 'Odrzuć wszystkie' })).toBeVisible();
  await save();
  await expect(words).toBeVisible();

  const written = cms.git('diff', '--name-only').split('\n').filter(Boolean).sort();
  expect(written).toEqual(['content/words/en/site.json', 'content/words/pl/consent.json']);
  const site = before('content/words/en/site.json') as { header: Record<string, string> };
  expect(read('content/words/en/site.json')).toEqual({
    ...site,
    header: { ...site.header, bookCall: 'Talk to an engineer' },
  });
  expect(read('content/words/pl/consent.json')).toEqual({
    ...(before('content/words/pl/consent.json') as object),
    text: correction,
  });
  // The Polish header keeps its own words.
  expect(read('content/words/pl/site.json')).toEqual(before('content/words/pl/site.json'));
  const check = cms.run('content:check');
  expect(check.status, check.stdout + check.stderr).toBe(0);
  expect(watch.errors).toEqual([]);
});

test('a Polish word removed is named by content:check, by file and key (its unit tests add a lost placeholder and plural)', () => {
  const file = path.join(cms.worktree, 'content/words/pl/site.json');
  const site = JSON.parse(fs.readFileSync(file, 'utf8')) as { header: Record<string, unknown> };
  delete site.header.bookCall;
  fs.writeFileSync(file, JSON.stringify(site, null, 2));
  const check = cms.run('content:check');
  expect(check.status).toBe(1);
  expect(check.stdout + check.stderr).toMatch(/content\/words\/pl\/site\.json: header\.bookCall: /);
});
