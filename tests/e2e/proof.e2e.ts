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
  await expect(facts).toContainText(`${pt.duration}Desde 2016, em curso; a reconstrução levou 9 meses`);
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
    'Equipa: Dois engenheiros de plataforma ao lado da equipa do cliente · Duração: Desde 2016, em curso; a reconstrução levou 9 meses · Modelo de colaboração: Reforço de equipa',
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
    const t = messagesFor((prefix.slice(1) || 'en') as 'en').technologies;
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.pageTitle.replace('{technology}', 'PostgreSQL'));
    await expect(page.getByRole('heading', { name: t.jobsTitle.replace('{technology}', 'PostgreSQL') })).toBeVisible();
    await expect(page.getByRole('heading', { name: t.people })).toBeVisible();
    await expect(page.getByText('Tomasz Nowak').first()).toBeVisible();
  }
});

test('/pricing states each model, its duration and its range in the language’s currency, and the FAQ quotes the same figures', async ({
  page,
}) => {
  for (const [prefix, discovery, team] of [
    ['', '€9,000 – €14,000 per project', '€52,000 – €64,000 a month'],
    ['/pl', '39 000–60 000 zł za projekt', '225 000–275 000 zł miesięcznie'],
  ] as const) {
    await page.goto(`${prefix}/pricing`);
    const t = messagesFor(prefix ? 'pl' : 'en').pricing;
    const table = page.getByRole('table', { name: t.tableCaption });
    await expect(table.getByRole('columnheader')).toHaveText([t.model, t.gets, t.duration, t.price]);
    await expect(table.getByRole('row')).toHaveCount(5);
    await expect(table.getByRole('row').nth(1)).toContainText(discovery);
    await expect(table.getByRole('row').nth(3)).toContainText(team);
    // The price questions, in their own region: the table's figure alone would not do.
    const questions = page.getByRole('region', { name: t.faqTitle });
    const question = questions.getByText(
      prefix ? 'Ile kosztuje typowa współpraca?' : 'What does a typical engagement cost?',
    );
    // Sections below the fold are laid out as they near the viewport (content-visibility), which moves
    // what follows them: scrolled there first, the click lands where the question has settled.
    await question.scrollIntoViewIfNeeded();
    await expect(question).toBeInViewport();
    await question.click();
    await expect(questions.getByText(discovery, { exact: false })).toBeVisible();
    await expect(questions.getByText(team, { exact: false })).toBeVisible();
    const offers = (await jsonLd(page)).find((data) => data['@type'] === 'Service')!.offers as {
      priceSpecification: { minPrice: number; priceCurrency: string };
    }[];
    expect(offers.map((offer) => offer.priceSpecification.priceCurrency)).toEqual(
      Array(4).fill(prefix ? 'PLN' : 'EUR'),
    );
  }
  // Every service page and the booking page lead here.
  await page.goto('/services/devops-cloud-solutions');
  await page.getByRole('link', { name: messagesFor('en').pricing.linkLabel }).click();
  await expect(page).toHaveURL(/\/pricing$/);
  await page.goto('/pt/book-a-call');
  await expect(page.getByRole('link', { name: 'nossa página de preços' })).toHaveAttribute('href', '/pt/pricing');
});

test('review profiles are our own words with a link out: no widget, no rating claimed in the structured data', async ({
  page,
}) => {
  await page.goto('/pl/our-clients');
  const reviews = page.getByRole('region', { name: messagesFor('pl').reviews.title });
  await expect(reviews.getByText('4,9 na 5')).toBeVisible();
  await expect(reviews.getByText('z 34 opinii, stan na 2 listopada 2026')).toBeVisible();
  await expect(reviews.getByRole('link', { name: 'Przeczytaj opinie w serwisie Clutch' })).toHaveAttribute(
    'href',
    'https://clutch.co/profile/brightloom-software',
  );
  const scripts = await page
    .locator('script[src]')
    .evaluateAll((nodes) => nodes.map((node) => (node as HTMLScriptElement).src));
  expect(scripts.filter((src) => !src.startsWith('http://127.0.0.1'))).toEqual([]);
  expect(JSON.stringify(await jsonLd(page))).not.toContain('AggregateRating');
});
