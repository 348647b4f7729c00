// The editor's preview pane is the page: each kind of entry as the site draws it, in the language edited,
// as typed, drafts marked (tests/e2e/editor-support.ts: the editor and its worktree).
import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import { expect, test } from '@playwright/test';
import { messagesFor } from '@/lib/i18n/messages';
import { editorFixture, previewOf } from './editor-support';

const cms = editorFixture('editor-pane');

test.describe.configure({ mode: 'serial' });

/** What makes a heading look as it does, to compare the preview's with the site's. */
const HEADING_STYLE = ['fontFamily', 'fontSize', 'fontWeight', 'lineHeight', 'letterSpacing', 'color'] as const;

test('the preview pane is the page: a post, a job and a service as the site draws them, in the language edited, as typed', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const watch = await cms.open(page);
  const before = cms.git('status', '--porcelain');
  const post = 'accessibility-in-every-pull-request';
  const english = matter(fs.readFileSync(path.join(cms.worktree, 'content/blog', `${post}.md`), 'utf8'), {});
  await page.evaluate((hash) => (location.hash = hash), `#/collections/blog/entries/${post}`);
  const preview = previewOf(page);
  const title = preview.getByRole('heading', { level: 1 });
  await expect(title).toHaveText(String(english.data.title));
  // The body, rendered as the site renders Markdown (its first paragraph, as text).
  const firstParagraph = english.content
    .trim()
    .split(/\n\n/)
    .find((block) => /^[A-Z]/.test(block))!
    .replace(/\*\*|`|\[([^\]]+)\]\([^)]+\)/g, '$1');
  await expect(preview.locator('.prose')).toContainText(firstParagraph.slice(0, 60));
  await expect(preview.getByText(/min read/)).toBeVisible();

  // The heading looks as on the site, at the same width.
  const width = await preview.locator('main').evaluate((main) => main.ownerDocument.documentElement.clientWidth);
  const site = await browser.newPage({ viewport: { width, height: 900 } });
  await site.goto(`/blog/${post}`);
  const style = (element: Element, names: readonly string[]) => {
    const computed = getComputedStyle(element) as unknown as Record<string, string>;
    return Object.fromEntries(names.map((name) => [name, computed[name]]));
  };
  const onSite = await site.getByRole('heading', { level: 1 }).evaluate(style, HEADING_STYLE);
  await site.close();
  expect(await title.evaluate(style, HEADING_STYLE)).toEqual(onSite);

  // What the editor types is drawn at once.
  const editor = page.getByRole('group', { name: /^Edit .?English.? Content$/ });
  const titleBox = editor
    .getByRole('group', { name: /^“.?Title.?” Field$/ })
    .getByRole('textbox', { name: 'Title' })
    .first();
  await titleBox.fill('Accessibility, checked in every pull request');
  await expect(title).toHaveText('Accessibility, checked in every pull request');

  // In Portuguese, the Portuguese entry with the site's Portuguese words.
  await editor.getByRole('radio', { name: 'Portuguese' }).click();
  const portuguese = matter(fs.readFileSync(path.join(cms.worktree, 'content/blog', `${post}.pt.md`), 'utf8'), {});
  await expect(title).toHaveText(String(portuguese.data.title));
  await expect(preview.getByText(/min de leitura/)).toBeVisible();
  // Its topics by their Portuguese names, from the Topics collection.
  await expect(preview.getByRole('listitem').filter({ hasText: /^qualidade$/ })).toBeVisible();

  // A job: its text and the facts beside it, in its language's formats.
  await page.evaluate(() => (location.hash = '#/collections/careers/entries/senior-backend-engineer-go'));
  const job = matter(
    fs.readFileSync(path.join(cms.worktree, 'content/careers/senior-backend-engineer-go.md'), 'utf8'),
    {},
  );
  // The editor keeps the language last chosen.
  await page
    .getByRole('group', { name: /^Edit .+ Content$/ })
    .getByRole('radio', { name: 'English' })
    .click();
  await expect(preview.getByRole('heading', { level: 1 })).toHaveText(String(job.data.title));
  await expect(preview.getByRole('heading', { name: messagesFor('en').job.responsibilities })).toBeVisible();
  const facts = preview.getByRole('complementary', { name: messagesFor('en').job.details });
  await expect(facts).toContainText('Full-time');
  await expect(facts).toContainText(/PLN|€|\$/);

  // A service: its hero, its problem and what it delivers.
  await page.evaluate(() => (location.hash = '#/collections/services/entries/devops-cloud-solutions'));
  const service = matter(
    fs.readFileSync(path.join(cms.worktree, 'content/services/devops-cloud-solutions.md'), 'utf8'),
    {},
  );
  await expect(preview.getByRole('heading', { level: 1 })).toHaveText(String(service.data.title));
  await expect(preview.getByRole('heading', { name: messagesFor('en').service.deliverTitle })).toBeVisible();
  expect(watch.errors).toEqual([]);
  // Nothing was saved: the preview changes no file.
  expect(cms.git('status', '--porcelain')).toBe(before);
});

test('the pane leaves nothing of the page out: a draft says so, a service and a landing page show their technologies, questions and buttons, a case study its testimonial', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const watch = await cms.open(page);
  const before = cms.git('status', '--porcelain');
  const preview = previewOf(page);
  const en = messagesFor('en');

  // A post ticked as a draft says so above it, as its preview page will.
  await page.evaluate(() => (location.hash = '#/collections/blog/entries/monolith-first'));
  await expect(preview.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(preview.getByText(en.publication.draft)).toHaveCount(0);
  const editor = page.getByRole('group', { name: /^Edit .?English.? Content$/ });
  const draft = editor.getByRole('group', { name: /^“.?Draft.?” Field$/ }).getByRole('switch');
  // On a busy machine the editor can still be binding the entry's fields when it is shown, and drop a
  // click: the switch is ticked until it says so.
  await expect(() => draft.check({ timeout: 2_000 })).toPass({ timeout: 15_000 });
  await expect(preview.getByText(en.publication.draft)).toBeVisible();
  // Its code in the site's colours, a moment after its text.
  await expect(preview.locator('pre[data-theme="github-light github-dark-default"]').first()).toBeAttached();

  // A service: its buttons, technologies, questions and closing band.
  for (const [collection, slug] of [
    ['services', 'devops-cloud-solutions'],
    ['landings', 'devops'],
  ] as const) {
    await page.evaluate((hash) => (location.hash = hash), `#/collections/${collection}/entries/${slug}`);
    const { data } = cms.entry(`content/${collection}/${slug}.md`);
    await expect(preview.getByRole('heading', { level: 1 })).toHaveText(String(data.title));
    await expect(preview.getByRole('link', { name: en.common.bookConsultation })).toBeVisible();
    const technologies = preview.getByRole('list', { name: en.service.technologiesEyebrow });
    for (const technology of (data.technologies as string[]).slice(0, 3))
      await expect(technologies.getByText(technology, { exact: true })).toBeVisible();
    await expect(preview.getByRole('heading', { name: en.service.faqTitle })).toBeVisible();
    const question = (data.faq as { question: string }[])[0]!.question;
    await expect(preview.getByText(question, { exact: true })).toBeVisible();
  }

  // A case study: its technologies and its client's words.
  await page.evaluate(() => (location.hash = '#/collections/clients/entries/atlas-learning'));
  const study = cms.entry('content/clients/atlas-learning.md').data as {
    testimonial: { quote: string; author: string };
    caseStudy: { technologies: string[] };
  };
  const aside = preview.getByRole('complementary', { name: en.work.aboutProject });
  await expect(aside.getByText(study.caseStudy.technologies[0]!, { exact: true })).toBeVisible();
  await expect(preview.getByText(study.testimonial.quote, { exact: false })).toBeVisible();
  await expect(preview.getByText(study.testimonial.author)).toBeVisible();

  // A form made in the editor, as the pages that name it draw it: its fields by kind, its button, its terms.
  await page.evaluate(() => (location.hash = '#/collections/forms/entries/devops-webinar'));
  const form = cms.entry('content/forms/devops-webinar.md').data as {
    title: string;
    submit: string;
    purpose: string;
    fields: { label: string; kind: string }[];
  };
  const drawn = preview.getByRole('form', { name: form.title });
  await expect(preview.getByRole('heading', { level: 2, name: form.title })).toBeVisible();
  for (const field of form.fields) await expect(drawn.getByLabel(field.label)).toBeVisible();
  await expect(drawn.getByLabel(form.fields.find((field) => field.kind === 'email')!.label)).toHaveAttribute(
    'type',
    'email',
  );
  await expect(drawn.getByRole('button', { name: form.submit })).toBeVisible();
  await expect(drawn.getByText(form.purpose)).toBeVisible();
  expect(watch.errors).toEqual([]);
  // Nothing was saved.
  expect(cms.git('status', '--porcelain')).toBe(before);
});
