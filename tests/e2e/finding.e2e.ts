import { type APIRequestContext, expect, test } from '@playwright/test';
import { getAllPosts, getAllTags } from '@/lib/content/blog';
import type { SearchDocument } from '@/lib/search/document';
import { createSearch } from '@/lib/search/query';
import { getCaseStudies, getIndustries } from '@/lib/content/clients';
import { holdScripts, hydrated } from './page-ready';

const INDEX = '/search/index.json';

test.describe('search', () => {
  test('a word from a post title finds the post, with the word marked', async ({ page }) => {
    const post = getAllPosts('en').find((candidate) => /PostgreSQL/.test(candidate.title))!;
    await page.goto('/search');
    await hydrated(page);
    const search = page.getByRole('search', { name: 'Site search' });
    await search.getByRole('searchbox', { name: 'Search for' }).fill('postgresql');
    const results = page.getByRole('list', { name: 'Search results' });
    const link = results.getByRole('link', { name: post.title });
    await expect(link).toHaveAttribute('href', `/blog/${post.slug}`);
    await expect(link.locator('mark').first()).toHaveText(/postgresql/i);
    await expect(page.getByRole('status')).toHaveText(/\d+ results? for “postgresql”/);
    await expect(page).toHaveURL(/\/search\?q=postgresql$/);
  });

  test('an address with ?q= shows its results on arrival: jobs, services and case studies among them', async ({
    page,
  }) => {
    await page.goto('/search?q=kubernetes');
    const results = page.getByRole('list', { name: 'Search results' });
    await expect(results.getByRole('listitem').first()).toBeVisible();
    const kinds = await results.getByRole('listitem').locator('p:first-child').allTextContents();
    expect(kinds).toEqual(expect.arrayContaining(['Job', 'Service']));
    await page.goto('/search?q=logistics');
    await expect(
      page.getByRole('list', { name: 'Search results' }).getByRole('link', { name: /2,400 trucks/ }),
    ).toHaveAttribute('href', '/work/northwind-freight');
  });

  test('no result says so', async ({ page }) => {
    await page.goto('/search');
    await hydrated(page);
    await page.getByRole('searchbox', { name: 'Search for' }).fill('zqxjvw');
    await expect(page.getByRole('status')).toHaveText('No results for “zqxjvw”. Try fewer or different words.');
    await expect(page.getByRole('list', { name: 'Search results' })).toHaveCount(0);
  });

  test('works from the keyboard: header link, type, arrow to a result, Enter opens it', async ({ page }) => {
    await page.goto('/about-us');
    await hydrated(page);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\/search$/);
    await hydrated(page);
    const input = page.getByRole('searchbox', { name: 'Search for' });
    await input.focus();
    await page.keyboard.type('checklist cloud cost');
    const first = page.getByRole('list', { name: 'Search results' }).getByRole('link').first();
    await expect(first).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await expect(first).toBeFocused();
    const href = await first.getAttribute('href');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${href}$`));
  });

  test('the page downloads no index: each query is searched by the server, and nothing goes to a third party', async ({
    page,
    baseURL,
  }) => {
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    await page.goto('/blog');
    await hydrated(page);
    await page.goto('/search');
    await hydrated(page);
    expect(requests.filter((url) => url.includes(INDEX))).toEqual([]);
    await page.getByRole('searchbox', { name: 'Search for' }).focus();
    await page.getByRole('searchbox', { name: 'Search for' }).fill('mvp');
    await expect(page.getByRole('list', { name: 'Search results' })).toBeVisible();
    // However large the blog, what the page fetches is this query's results, never the index.
    expect(requests.filter((url) => url.includes(INDEX))).toEqual([`${new URL(baseURL!).origin}${INDEX}?q=mvp`]);
    const origin = new URL(baseURL!).origin;
    expect(requests.filter((url) => !url.startsWith(origin) && !url.startsWith('data:'))).toEqual([]);
  });

  test('the server answers a query with its results in that language, whatever the query holds', async ({
    request,
  }) => {
    const results = async (path: string, q: string) => {
      const response = await request.get(`${path}?${new URLSearchParams({ q })}`);
      expect(response.status()).toBe(200);
      return ((await response.json()) as { results: { path: string; titleParts: unknown[] }[] }).results;
    };
    expect((await results(INDEX, 'kubernetes'))[0]?.path).toBe('/career/devops-engineer-kubernetes');
    // Polish pages, found without the diacritics a visitor may leave out.
    expect((await results(`/pl${INDEX}`, 'wdrozenie')).every((result) => result.path.startsWith('/pl/'))).toBe(true);
    for (const hostile of ['x'.repeat(5000), '"); DROP TABLE --', '<script>alert(1)</script>', '*', '   '])
      expect(Array.isArray(await results(INDEX, hostile))).toBe(true);
  });

  test('the index holds the searchable pages, built from the prerendered HTML', async ({ request }) => {
    const response = await request.get(INDEX);
    expect(response.headers()['content-type']).toContain('application/json');
    const documents = (await response.json()) as { path: string; kind: string; title: string; text: string }[];
    const paths = documents.map((document) => document.path);
    for (const post of getAllPosts('en')) expect(paths).toContain(`/blog/${post.slug}`);
    for (const study of getCaseStudies('en')) expect(paths).toContain(study.href);
    expect(paths).toContain('/checklist/cloud-cost-review');
    expect(paths).not.toContain('/blog');
    expect(paths).not.toContain('/privacy-policy');
    const job = documents.find((document) => document.kind === 'job')!;
    expect(job.text.length).toBeGreaterThan(200);
  });
});

test.describe('search reads the article', () => {
  const search = async (request: APIRequestContext) =>
    createSearch((await (await request.get(INDEX)).json()) as SearchDocument[]);
  const mentions = (word: string, text: string) => new RegExp(`\\b${word}`, 'i').test(text);

  test('a word finds the pages that are about it, not the posts whose cards link to them', async ({ request }) => {
    const find = await search(request);
    for (const word of ['cloud', 'kubernetes']) {
      const paths = find(word).map((result) => result.path);
      // Every post found has the word in its own title, description or text; no post is found for a card.
      const posts = getAllPosts('en').filter((post) =>
        mentions(word, `${post.title} ${post.description} ${post.body}`),
      );
      expect(paths.filter((path) => path.startsWith('/blog/')).sort(), word).toEqual(
        posts.map((post) => post.href).sort(),
      );
    }
    const cloud = find('cloud');
    expect(cloud[0]?.path).toMatch(/cloud-cost-review|devops-cloud-solutions/);
    expect(cloud.map((result) => result.path)).toContain('/checklist/cloud-cost-review');
    expect(find('kubernetes')[0]?.path).toBe('/career/devops-engineer-kubernetes');
  });

  test("a word only one post's text has finds that post first, with a snippet from its text", async ({ request }) => {
    const documents = (await (await request.get(INDEX)).json()) as SearchDocument[];
    const find = createSearch(documents);
    const post = getAllPosts('en').find((candidate) => candidate.slug === 'cloud-cost-review')!;
    // A word of this post's text that no other searchable page has anywhere.
    const word = ['rightsizing', 'savings', 'egress', 'tagging'].find(
      (candidate) =>
        mentions(candidate, post.body) &&
        documents.every(
          (document) =>
            document.path === post.href ||
            !mentions(candidate, `${document.title} ${document.description} ${document.headings} ${document.text}`),
        ),
    );
    expect(word).toBeDefined();
    const results = find(word!);
    expect(results.map((result) => result.path)).toEqual([post.href]);
    const snippet = results[0]!.excerptParts.map((part) => part.text).join('');
    expect(snippet).not.toMatch(/min read|Related posts|Newer post/);
    expect(results[0]!.excerptParts.some((part) => part.match)).toBe(true);
    // The posts whose cards show this post's title are not found by a word of that title.
    const related = find('percent').map((result) => result.path);
    expect(related.filter((path) => path.startsWith('/blog/')).sort()).toEqual(
      getAllPosts('en')
        .filter((candidate) => mentions('percent', `${candidate.title} ${candidate.description} ${candidate.body}`))
        .map((candidate) => candidate.href)
        .sort(),
    );
  });
});

test.describe('case studies', () => {
  test('/work links every study; a study has its story, numbers, structured data and way on', async ({ page }) => {
    await page.goto('/work');
    for (const study of getCaseStudies('en')) {
      await expect(page.getByRole('link', { name: `Read the case study: ${study.name}` })).toHaveAttribute(
        'href',
        study.href,
      );
    }
    await page.getByRole('link', { name: 'Read the case study: Northwind Freight' }).click();
    await expect(page).toHaveURL(/\/work\/northwind-freight$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Rebuilding dispatch planning for 2,400 trucks');
    for (const heading of ['What changed', 'The challenge', 'Our approach', 'What we built', 'How we worked'])
      await expect(page.getByRole('heading', { name: heading })).toBeVisible();
    await expect(page.getByText('faster dispatch planning').first()).toBeVisible();
    await expect(page.getByRole('list', { name: 'Technologies' })).toContainText('OR-Tools');
    await expect(page.getByText('Now the plan is ready before they arrive.', { exact: false })).toBeVisible();
    // Its services lead to their case studies (CONTRACT §19), each of which leads to the service.
    await expect(page.getByRole('link', { name: 'Custom Software Development' })).toHaveAttribute(
      'href',
      '/work/service/custom-software-development',
    );
    const data = await page.locator('script[type="application/ld+json"]').allTextContents();
    const study = data
      .map((text) => JSON.parse(text) as Record<string, unknown>)
      .find((item) => item['@type'] === 'CreativeWork');
    expect(study).toMatchObject({
      name: 'Rebuilding dispatch planning for 2,400 trucks',
      about: { '@type': 'Organization', name: 'Northwind Freight' },
    });
    await page.getByRole('link', { name: 'More work in Logistics' }).click();
    await expect(page).toHaveURL(/\/work\/industry\/logistics$/);
  });

  test('an industry page lists the studies of that industry only', async ({ page }) => {
    const logistics = getIndustries('en').find((industry) => industry.slug === 'logistics')!;
    expect(logistics.studies.length).toBeGreaterThanOrEqual(2);
    await page.goto('/work/industry/logistics');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our work in Logistics');
    const cards = page.getByRole('main').getByRole('heading', { level: 2 }).getByRole('link');
    await expect(cards).toHaveText(logistics.studies.map((study) => study.caseStudy.title));
    await expect(page.getByRole('link', { name: 'Fintech' })).toHaveAttribute('href', '/work/industry/fintech');
  });

  test('a service page links the studies that used it', async ({ page }) => {
    await page.goto('/services/it-staff-augmentation');
    await expect(page.getByRole('link', { name: 'Read the Ledgerline case study' })).toHaveAttribute(
      'href',
      '/work/ledgerline',
    );
    await expect(page.getByRole('link', { name: /ParcelPoint: Five engineers/ })).toHaveAttribute(
      'href',
      '/work/parcelpoint',
    );
  });
});

test.describe('blog topics', () => {
  test('a tag on a card opens its topic page: only its posts, canonical, its own feed', async ({ page, request }) => {
    const tag = getAllTags('en').find((candidate) => candidate.slug === 'devops')!;
    const tagged = getAllPosts('en').filter((post) => post.tags.includes('devops'));
    await page.goto('/blog');
    // Named as the Topics collection names it (DevOps), at its slug's address.
    await page.getByRole('list', { name: 'Tags' }).getByRole('link', { name: tag.name }).first().click();
    await expect(page).toHaveURL(/\/blog\/tags\/devops$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Posts about ${tag.name}`);
    await expect(page.getByRole('main').getByRole('heading', { level: 2 }).getByRole('link')).toHaveText(
      tagged.map((post) => post.title),
    );
    // The head as a crawler gets it.
    await page.goto(tag.href);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/blog\/tags\/devops$/);
    await expect(page.locator(`link[rel="alternate"][title="Posts about ${tag.name}"]`)).toHaveAttribute(
      'href',
      /\/blog\/tags\/devops\/rss\.xml$/,
    );
    const rss = await (await request.get(`${tag.href}/rss.xml`)).text();
    expect([...rss.matchAll(/<item>/g)]).toHaveLength(tag.count);
  });

  test('a post links its tags, and /blog lists every topic', async ({ page }) => {
    const post = getAllPosts('en')[0]!;
    await page.goto(`/blog/${post.slug}`);
    const tags = page.getByRole('main').getByRole('list', { name: 'Tags' }).first();
    for (const topic of post.topics) await expect(tags.getByRole('link', { name: topic.name })).toBeVisible();
    await page.goto('/blog');
    const topics = page.getByRole('region', { name: 'Browse by topic' });
    for (const tag of getAllTags('en'))
      await expect(topics.getByRole('link', { name: `${tag.name} (${tag.count})` })).toBeVisible();
  });

  test('the sitemap lists case studies, industries and topics once each', async ({ request }) => {
    const xml = await (await request.get('/sitemap.xml')).text();
    const urls = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
    expect(new Set(urls).size).toBe(urls.length);
    for (const study of getCaseStudies('en')) expect(urls).toContain(study.href);
    for (const industry of getIndustries('en')) expect(urls).toContain(`/work/industry/${industry.slug}`);
    for (const tag of getAllTags('en')) expect(urls).toContain(tag.href);
    expect(urls).toContain('/search');
  });
});

test.describe('colour scheme', () => {
  const DARK = 'rgb(13, 21, 32)';
  const LIGHT = 'rgb(255, 255, 255)';

  test('follows the device until the header toggle chooses; the choice survives a reload, with no cookie', async ({
    page,
    context,
  }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/about-us');
    await expect(page.locator('body')).toHaveCSS('background-color', DARK);
    await hydrated(page);
    await page.getByRole('radio', { name: 'Light' }).check();
    await expect(page.locator('body')).toHaveCSS('background-color', LIGHT);
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light');
    // One toggle serves every width: the header has no second copy to keep in step.
    await expect(page.getByRole('banner').locator('[data-theme-toggle]')).toHaveCount(1);

    // The first painted frame of the next page already has the chosen scheme.
    await page.addInitScript(() => {
      new PerformanceObserver((list, observer) => {
        if (!list.getEntriesByName('first-paint').length) return;
        observer.disconnect();
        (window as unknown as { firstPaint?: string }).firstPaint =
          `${document.documentElement.dataset.theme ?? ''} ${getComputedStyle(document.body).backgroundColor}`;
      }).observe({ type: 'paint', buffered: true });
    });
    await page.reload();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { firstPaint?: string }).firstPaint))
      .toBe(`light ${LIGHT}`);
    await expect(page.getByRole('radio', { name: 'Light' })).toBeChecked();

    await page.getByRole('radio', { name: 'System' }).check();
    await expect(page.locator('body')).toHaveCSS('background-color', DARK);
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBeNull();
    expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain('theme');
  });

  test('a choice clicked before the page runs is applied once it does', async ({ page }) => {
    const release = await holdScripts(page);
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/about-us', { waitUntil: 'domcontentloaded' });
    await page.getByRole('radio', { name: 'Dark' }).check();
    release();
    await hydrated(page);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect(page.locator('body')).toHaveCSS('background-color', DARK);
    await expect(page.getByRole('radio', { name: 'Dark' })).toBeChecked();
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
  });

  test('the toggle shows a stored choice before the page runs, and "System" clicked then is kept', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/about-us');
    await hydrated(page);
    await page.getByRole('radio', { name: 'Dark' }).check();
    const release = await holdScripts(page);
    await page.reload({ waitUntil: 'domcontentloaded' });
    await expect(page.getByRole('radio', { name: 'Dark' })).toBeChecked();
    await page.getByRole('radio', { name: 'System' }).check();
    release();
    await hydrated(page);
    await expect(page.locator('body')).toHaveCSS('background-color', LIGHT);
    expect(await page.locator('html').getAttribute('data-theme')).toBeNull();
    await expect(page.getByRole('radio', { name: 'System' })).toBeChecked();
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBeNull();
  });

  test('the dark choice holds on the 404 page too, whose scripts run by nonce', async ({ page }) => {
    await page.goto('/about-us');
    await hydrated(page);
    await page.getByRole('radio', { name: 'Dark' }).check();
    const violations: string[] = [];
    page.on('console', (message) => message.type() === 'error' && violations.push(message.text()));
    const response = await page.goto('/no-such-page-here');
    expect(response?.status()).toBe(404);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect(page.locator('body')).toHaveCSS('background-color', DARK);
    expect(violations.filter((text) => /Content Security Policy/.test(text))).toEqual([]);
  });
});

test('the checklist shell, too, reaches search and carries the colour-scheme toggle', async ({ page }) => {
  await page.goto('/checklist/cloud-cost-review');
  await hydrated(page);
  await page.getByRole('banner').getByRole('radio', { name: 'Dark' }).check();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await page.getByRole('banner').getByRole('link', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\/search$/);
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
});
