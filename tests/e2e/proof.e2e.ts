import { expect, test } from '@playwright/test';
import { messagesFor } from '@/lib/i18n/messages';

// A buyer qualifying the company before a call (CONTRACT §19): case studies by service and technology,
// technology pages, and a case study's facts, in every language, without JavaScript.
test.use({ javaScriptEnabled: false });

const jsonLd = async (page: import('@playwright/test').Page) =>
  (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
    (text) => JSON.parse(text) as Record<string, unknown>,
  );

test('from a service page, its case studies and those of each technology are one click away', async ({ page }) => {
  await page.goto('/services/devops-cloud-solutions');
  const en = messagesFor('en');
  await page.getByRole('link', { name: 'DevOps and cloud case studies →' }).click();
  await expect(page).toHaveURL(/\/work\/service\/devops-cloud-solutions$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our work in DevOps and cloud');
  await expect(page.getByRole('link', { name: 'From weekly incidents to 99.99% uptime' })).toBeVisible();
  await page.goto('/services/devops-cloud-solutions');
  await page
    .getByRole('list', { name: en.service.technologiesEyebrow })
    .getByRole('link', { name: 'Kubernetes' })
    .click();
  await expect(page).toHaveURL(/\/work\/technology\/kubernetes$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our work with Kubernetes');
});

test('/work links every industry, service and technology with its count; a value with no case study is a 404', async ({
  page,
  request,
}) => {
  await page.goto('/pl/work');
  const pl = messagesFor('pl').work;
  for (const label of [pl.byIndustryLabel, pl.byServiceLabel, pl.byTechnologyLabel])
    await expect(page.getByRole('navigation', { name: label }).getByRole('link').first()).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: pl.byTechnologyLabel }).getByRole('link', { name: 'PostgreSQL (4)' }),
  ).toBeVisible();
  expect((await request.get('/work/technology/cobol')).status()).toBe(404);
  expect((await request.get('/work/service/no-such-service')).status()).toBe(404);
  expect((await request.get('/technologies/cobol')).status()).toBe(404);
});

test('a case study shows how the work ran and links its technologies and services, ending with its booking link', async ({
  page,
}) => {
  await page.goto('/pt/work/ledgerline');
  const pt = messagesFor('pt').work;
  const facts = page.getByRole('complementary', { name: pt.aboutProject });
  await expect(facts).toContainText(`${pt.team}Dois engenheiros de plataforma ao lado da equipa do cliente`);
  await expect(facts).toContainText(`${pt.duration}9 meses`);
  await expect(facts).toContainText(`${pt.model}${pt.models['team-extension']}`);
  await expect(facts.getByRole('link', { name: 'Go', exact: true })).toHaveAttribute('href', '/pt/work/technology/go');
  await expect(facts.getByRole('link', { name: /DevOps/ })).toHaveAttribute(
    'href',
    '/pt/work/service/devops-cloud-solutions',
  );
  await expect(page.getByRole('link', { name: messagesFor('pt').common.bookConsultation }).last()).toHaveAttribute(
    'href',
    '/pt/book-a-call?service=devops-cloud-solutions',
  );
  const study = (await jsonLd(page)).find((data) => data['@type'] === 'CreativeWork')!;
  expect(study.description).toBe(
    'Equipa: Dois engenheiros de plataforma ao lado da equipa do cliente · Duração: 9 meses · Modelo de colaboração: Reforço de equipa',
  );
});

test('every technology in use has a page in each language, with its case studies, open jobs and people', async ({
  page,
}) => {
  for (const prefix of ['', '/pt', '/pl']) {
    await page.goto(`${prefix}/technologies`);
    const list = (await jsonLd(page)).find((data) => data['@type'] === 'CollectionPage')!;
    const items = (list.mainEntity as { itemListElement: { name: string; url: string }[] }).itemListElement;
    expect(items.map((item) => item.name)).toContain('PostgreSQL');
    await page.getByRole('link', { name: 'PostgreSQL', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/technologies/postgresql$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('PostgreSQL');
    const t = messagesFor((prefix.slice(1) || 'en') as 'en').technologies;
    await expect(page.getByRole('heading', { name: t.jobsTitle.replace('{technology}', 'PostgreSQL') })).toBeVisible();
    await expect(page.getByRole('heading', { name: t.people })).toBeVisible();
    await expect(page.getByText('Tomasz Nowak').first()).toBeVisible();
  }
});
