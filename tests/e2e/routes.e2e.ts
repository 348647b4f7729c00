import { LOCALE_FACTS } from '@/lib/i18n/locales';
import { splitLocale } from '@/lib/i18n/paths';
import { expect, test } from '@playwright/test';
import { allPageRoutes } from './site-map';

test('the site map covers the spec route table', () => {
  const routes = allPageRoutes();
  for (const path of [
    '/',
    '/faq',
    '/work',
    '/about-us',
    '/our-team',
    '/products',
    '/contact-us',
    '/coming-soon',
    '/how-we-work',
    '/our-clients',
    '/our-services',
    '/terms-of-use',
    '/why-choose-us',
    '/privacy-policy',
    '/services',
    '/devops',
    '/mvp-service',
    '/ui-ux-design',
    '/it-consultancy',
    '/sqa-and-testing',
    '/digital-marketing',
    '/our-working-process',
    '/mobile-app-development',
    '/offshore-office-expansion',
    '/team-enhancement-services',
    '/custom-software-development',
    '/web-application-development',
    '/software-maintenance-and-support',
    '/blog',
    '/blogs',
    '/career',
    '/services/it-staff-augmentation',
    '/services/devops-cloud-solutions',
    '/services/full-stack-development',
    '/services/custom-software-development',
    '/services/ai-ml-development-integration',
    '/services/mobile-application-development',
    '/services/mvp-saas-end-to-end-development',
  ]) {
    expect(routes).toContain(path);
  }
});

// The pages are read from the build, which exists only once the suite's servers are up: one test, a step per page.
test('every page answers 200 with its content in the HTML', async ({ request }) => {
  test.setTimeout(120_000);
  for (const path of allPageRoutes()) {
    await test.step(path, async () => {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status()).toBe(200);
      const html = await response.text();
      // Each page in its own language (§15).
      expect(html).toContain(`<html lang="${LOCALE_FACTS[splitLocale(path).locale].tag}"`);
      const h1 = html.match(/<h1[^>]*>([\s\S]*?)<\/h1>/g) ?? [];
      expect(h1, 'exactly one h1').toHaveLength(1);
      expect(h1[0]!.replace(/<[^>]+>/g, '').trim().length).toBeGreaterThan(2);
      expect(html).toMatch(/<title>[^<]+ \| Brightloom<\/title>/);
      const layout = splitLocale(path).path.startsWith('/checklist/') ? 'checklist' : 'default';
      expect(html).toContain(`data-layout="${layout}"`);
      expect(html).not.toContain('<meta name="robots" content="noindex"');
    });
  }
});

test('a page without a title of its own is named after its path', async ({ request }) => {
  const html = await (await request.get('/coming-soon')).text();
  expect(html).toContain('<title>Coming Soon | Brightloom</title>');
});

test('/blogs pages are canonical-linked to /blog', async ({ request }) => {
  const listing = await (await request.get('/blogs')).text();
  expect(listing).toMatch(/<link rel="canonical" href="http:\/\/localhost:3000\/blog"\/>/);
  const post = await (await request.get('/blogs/monolith-first')).text();
  expect(post).toMatch(/<link rel="canonical" href="http:\/\/localhost:3000\/blog\/monolith-first"\/>/);
  const original = await (await request.get('/blog/monolith-first')).text();
  expect(original).toMatch(/<link rel="canonical" href="http:\/\/localhost:3000\/blog\/monolith-first"\/>/);
});

test('landing pages that overlap a service page name it as canonical', async ({ request }) => {
  const html = await (await request.get('/devops')).text();
  expect(html).toMatch(/<link rel="canonical" href="http:\/\/localhost:3000\/services\/devops-cloud-solutions"\/>/);
  const own = await (await request.get('/ui-ux-design')).text();
  expect(own).toMatch(/<link rel="canonical" href="http:\/\/localhost:3000\/ui-ux-design"\/>/);
});
