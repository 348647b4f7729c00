import { localePath, splitLocale } from '@/lib/i18n/paths';
import { expect, test } from '@playwright/test';
import { getAllPosts } from '@/lib/content/blog';
import { pageOfSocialImage } from '@/lib/seo/social-cards';
import { allPageRoutes, pagesPerRoute } from './site-map';

test('the sitemap lists every indexable page and no alias or error page', async ({ request }) => {
  const xml = await (await request.get('/sitemap.xml')).text();
  const urls = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
  for (const path of [
    '/',
    '/services/devops-cloud-solutions',
    '/ui-ux-design',
    '/blog/monolith-first',
    '/career/senior-backend-engineer-go',
    '/checklist/cloud-cost-review',
  ])
    expect(urls).toContain(path);
  for (const path of [
    '/blogs',
    '/blogs/monolith-first',
    '/our-services',
    '/devops',
    '/error-404',
    '/career/qa-automation-engineer',
    // A placeholder nobody should land on from a search, in any language.
    '/coming-soon',
    '/pt/coming-soon',
    '/pl/coming-soon',
  ])
    expect(urls).not.toContain(path);
  const placeholder = await (await request.get('/pl/coming-soon')).text();
  expect(placeholder).toMatch(/<meta name="robots" content="noindex/);
  expect(xml).toMatch(/<lastmod>2026-10-28T00:00:00.000Z<\/lastmod>/);
  for (const path of urls) expect(allPageRoutes(), path).toContain(path);
});

test('robots.txt allows the site and names the sitemap', async ({ request }) => {
  const text = await (await request.get('/robots.txt')).text();
  expect(text).toContain('Allow: /');
  expect(text).toContain('Disallow: /api/');
  expect(text).toMatch(/Sitemap: http:\/\/localhost:3000\/sitemap\.xml/);
});

test("robots.txt names the assistants' agents and the training agents, each group as configured", async ({
  request,
}) => {
  const text = await (await request.get('/robots.txt')).text();
  for (const agent of [
    'OAI-SearchBot',
    'Claude-User',
    'PerplexityBot',
    'GPTBot',
    'ClaudeBot',
    'Google-Extended',
    'CCBot',
  ])
    expect(text).toContain(`User-Agent: ${agent}`);
  // The default (ROBOTS_AI_TRAINING=allow): no group shuts the site.
  expect(text).not.toMatch(/^Disallow: \/$/m);
});

test('security.txt says whom to tell, until when, in which languages (RFC 9116); llms.txt lists the site', async ({
  request,
}) => {
  const security = await request.get('/.well-known/security.txt');
  expect(security.status()).toBe(200);
  expect(security.headers()['content-type']).toMatch(/^text\/plain/);
  const text = await security.text();
  expect(text).toMatch(/^Contact: mailto:\S+@\S+$/m);
  const expires = Date.parse(/^Expires: (\S+)$/m.exec(text)![1]!);
  expect(expires).toBeGreaterThan(Date.now() + 300 * 24 * 60 * 60 * 1000);
  expect(expires).toBeLessThanOrEqual(Date.now() + 366 * 24 * 60 * 60 * 1000);
  expect(text).toContain('Preferred-Languages: en, pt, pl');
  expect(text).toContain('Canonical: http://localhost:3000/.well-known/security.txt');
  const llms = await (await request.get('/llms.txt')).text();
  expect(llms).toMatch(/^# Brightloom\n\n> /);
  expect(llms).toContain('## Careers');
});

test('an address in content/redirects.yml answers 308 to its page in every language, query kept', async ({
  request,
}) => {
  for (const prefix of ['', '/pt', '/pl']) {
    const response = await request.get(`${prefix}/careers?utm_source=card`, { maxRedirects: 0 });
    expect(response.status(), prefix).toBe(308);
    const location = new URL(response.headers().location!, 'http://localhost:3000');
    expect(`${location.pathname}${location.search}`).toBe(`${prefix}/career?utm_source=card`);
    expect((await request.get(`${prefix}/careers`)).status()).toBe(200);
    // The router's prefetch gets no redirect to cache (vercel/next.js#88937); its navigation does.
    const prefetch = await request.get(`${prefix}/careers?_rsc=x`, {
      maxRedirects: 0,
      headers: { rsc: '1', 'next-router-prefetch': '1' },
    });
    expect(prefetch.status(), prefix).toBe(204);
    const navigation = await request.get(`${prefix}/careers?_rsc=x`, { maxRedirects: 0, headers: { rsc: '1' } });
    expect(navigation.status(), prefix).toBe(308);
  }
});

test('the blog feeds list every post', async ({ request }) => {
  const posts = getAllPosts('en');
  const rss = await request.get('/blog/rss.xml');
  expect(rss.headers()['content-type']).toContain('application/rss+xml');
  const rssText = await rss.text();
  expect(rssText).toMatch(/^<\?xml/);
  expect(rssText).toContain('<rss version="2.0"');
  expect([...rssText.matchAll(/<item>/g)]).toHaveLength(posts.length);
  const atom = await (await request.get('/blog/atom.xml')).text();
  expect([...atom.matchAll(/<entry>/g)]).toHaveLength(posts.length);
  const json = await (await request.get('/blog/feed.json')).json();
  expect(json.version).toMatch(/jsonfeed\.org\/version\/1/);
  expect(json.items.map((item: { url: string }) => new URL(item.url).pathname)).toEqual(
    posts.map((post) => `/blog/${post.slug}`),
  );
});

test('every page has one canonical, one description, feed links, a social image and parseable structured data', async ({
  request,
}) => {
  const images = new Set<string>();
  const drawn = new Set(pagesPerRoute(1));
  for (const path of allPageRoutes()) {
    const html = await (await request.get(path)).text();
    expect(html.match(/<link rel="canonical"/g), path).toHaveLength(1);
    const description = html.match(/<meta name="description" content="([^"]*)"/g);
    expect(description, path).toHaveLength(1);
    // The blog's feed in the page's language.
    const feed = `http://localhost:3000${localePath(splitLocale(path).locale, '/blog/rss.xml')}`;
    expect(html, path).toContain(`<link rel="alternate" type="application/rss+xml" href="${feed}"/>`);
    const types: string[] = [];
    for (const [, data] of html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)) {
      const parsed = JSON.parse(data!);
      for (const item of Array.isArray(parsed) ? parsed : [parsed]) {
        expect(item['@context'], path).toBe('https://schema.org');
        types.push(item['@type']);
      }
    }
    // Every page below the home page says where it sits, exactly once.
    expect(
      types.filter((type) => type === 'BreadcrumbList'),
      path,
    ).toHaveLength(splitLocale(path).path === '/' ? 0 : 1);
    const image = /<meta property="og:image" content="http:\/\/localhost:3000([^"]+)"\/>/.exec(html)?.[1];
    expect(image, path).toMatch(/^\/og\/.+\.png$/);
    expect(html, path).toContain(`<meta name="twitter:image" content="http://localhost:3000${image}"/>`);
    // The image is the page's own (its route draws only a page that is its own canonical), ...
    const canonical = /<link rel="canonical" href="http:\/\/localhost:3000([^"]*)"/.exec(html)?.[1];
    expect(pageOfSocialImage(image!), path).toBe(canonical || '/');
    if (drawn.has(path)) images.add(image!);
  }
  // ... and one page's of each route and language is drawn, on first request, as a 1200x630 PNG.
  for (const image of images) {
    const response = await request.get(image);
    expect(response.status(), image).toBe(200);
    expect(response.headers()['content-type'], image).toBe('image/png');
    const png = await response.body();
    expect([png.readUInt32BE(16), png.readUInt32BE(20)], image).toEqual([1200, 630]);
  }
  // An image for a post that does not exist (yet) is not kept anywhere.
  const missing = await request.get('/og/blog/not-published-yet.png');
  expect(missing.status()).toBe(404);
  expect(missing.headers()['cache-control']).toBe('no-store');
});

test('pages carry the structured data of what they show', async ({ request }) => {
  const types = async (path: string) =>
    [
      ...(await (await request.get(path)).text()).matchAll(
        /<script type="application\/ld\+json">([\s\S]*?)<\/script>/g,
      ),
    ].flatMap(([, data]) => {
      const parsed = JSON.parse(data!);
      return (Array.isArray(parsed) ? parsed : [parsed]).map((item: { '@type': string }) => item['@type']);
    });
  expect(await types('/')).toEqual(['Organization', 'WebSite']);
  expect(await types('/blog/monolith-first')).toEqual(expect.arrayContaining(['BlogPosting', 'BreadcrumbList']));
  expect(await types('/career/senior-backend-engineer-go')).toEqual(
    expect.arrayContaining(['JobPosting', 'BreadcrumbList']),
  );
  expect(await types('/faq')).toEqual(expect.arrayContaining(['FAQPage', 'BreadcrumbList']));
  expect(await types('/services/devops-cloud-solutions')).toEqual(
    expect.arrayContaining(['Service', 'BreadcrumbList']),
  );
});

test('every response carries the security headers', async ({ request }) => {
  for (const path of [
    '/',
    '/blog/monolith-first',
    '/this-page-does-not-exist',
    '/blog/rss.xml',
    '/images/team/ana-ribeiro.svg',
  ]) {
    const response = await request.get(path);
    const headers = response.headers();
    expect(headers['x-content-type-options'], path).toBe('nosniff');
    expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
    expect(headers['x-frame-options'], path).toBe('DENY');
    expect(headers['cross-origin-opener-policy'], path).toBe('same-origin');
    expect(headers['permissions-policy'], path).toContain('camera=()');
    expect(headers['content-security-policy'], path).toContain("frame-ancestors 'none'");
    expect(headers['x-powered-by'], path).toBeUndefined();
    // Served over plain HTTP here: no HSTS.
    expect(headers['strict-transport-security'], path).toBeUndefined();
  }
  const api = await request.post('/api/contact', { headers: { 'content-type': 'text/plain' }, data: 'x' });
  expect(api.headers()['x-content-type-options']).toBe('nosniff');
});

test('a crawl of every internal link finds none broken', async ({ request }) => {
  test.setTimeout(120_000);
  const seen = new Map<string, number>();
  const sources = new Map<string, string>();
  for (const page of allPageRoutes()) {
    const html = await (await request.get(page)).text();
    // Links and images in the markup, not inside the serialized React payload.
    const markup = html.replace(/<script[\s\S]*?<\/script>/g, '');
    for (const [, href] of markup.matchAll(/(?:href|src)="([^"#?]*)[^"]*"/g)) {
      if (!href || !href.startsWith('/') || href.startsWith('//') || href.startsWith('/_next/')) continue;
      if (!sources.has(href)) sources.set(href, page);
    }
  }
  for (const [href, page] of sources) {
    const response = await request.get(href, { maxRedirects: 0 });
    seen.set(href, response.status());
    expect(response.status(), `${href} (linked from ${page})`).toBe(200);
  }
  // Guards against a crawl that silently finds nothing (72 distinct targets today).
  expect(seen.size).toBeGreaterThan(50);
});
