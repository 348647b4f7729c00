import fs from 'node:fs';
import path from 'node:path';
import PostalMime from 'postal-mime';
import { expect, test } from '@playwright/test';
import { getServiceCatalogue } from '@/lib/content/services';
import { LOCALE_FACTS, LOCALES } from '@/lib/i18n/locales';
import { messagesFor } from '@/lib/i18n/messages';
import { localePath } from '@/lib/i18n/paths';
import { axeViolations } from '@/tests/support/axe';
import { weekday } from '@/tests/support/booking-server';
import { allPageRoutes } from './site-map';

// Book a call (CONTRACT §17): the page in every language on the default build, without a provider, as a
// fresh clone runs it. The calendar's flows are booking.e2e.ts and booking-picker.e2e.ts.
test.describe.configure({ mode: 'serial' });

test('the page is prerendered in every language, linked from the header, contact and service pages, and sets no cookie', async ({
  page,
  context,
}) => {
  for (const locale of LOCALES) {
    const address = localePath(locale, '/book-a-call');
    const response = await page.goto(address);
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', LOCALE_FACTS[locale].tag);
    const t = messagesFor(locale);
    await expect(page.getByRole('form', { name: t.forms.call.label })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: t.header.bookCall })).toHaveAttribute(
      'href',
      address,
    );
    const violations = await axeViolations(page, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] },
      rules: { 'label-content-name-mismatch': { enabled: true } },
    });
    expect(violations.filter((violation) => ['serious', 'critical'].includes(violation.impact ?? ''))).toEqual([]);
  }
  expect(await context.cookies()).toEqual([]);
  // Its script policy names no origin the contact page's does not: no calendar's script, frame or font.
  const origins = async (path: string) => {
    const policy = (await page.request.get(path)).headers()['content-security-policy'] ?? '';
    return new Set(policy.match(/https?:\/\/[^\s;]+/g) ?? []);
  };
  const contact = await origins('/contact-us');
  for (const origin of await origins('/book-a-call')) expect(contact, origin).toContain(origin);
  await page.goto('/contact-us');
  await expect(page.getByRole('main').getByRole('link', { name: messagesFor('en').contact.bookCall })).toHaveAttribute(
    'href',
    '/book-a-call',
  );
  await page.goto('/services/devops-cloud-solutions');
  // The hero's call to action and the closing band's: both open the call form with the service chosen.
  await expect(page.getByRole('main').locator('a[href="/book-a-call?service=devops-cloud-solutions"]')).toHaveText([
    messagesFor('en').common.bookConsultation,
    messagesFor('en').forms.call.label,
  ]);
  // The service named in the address is preselected once the page runs.
  await page.goto('/book-a-call?service=devops-cloud-solutions');
  await expect(page.getByLabel(messagesFor('en').forms.call.service)).toHaveValue('devops-cloud-solutions');
});

test('every call to action on every page leads to the call page, with the service of a service or case-study page', async ({
  request,
}) => {
  const labels = new Set(
    LOCALES.flatMap((locale) => {
      const t = messagesFor(locale);
      return [t.common.bookConsultation, t.nav.consultation, t.header.bookCall, t.forms.call.label];
    }),
  );
  const decode = (text: string) =>
    text
      .replace(/<[^>]+>/g, '')
      .replace(/&amp;/g, '&')
      .replace(/&#x27;|&#39;/g, "'")
      .trim();
  // A named service is one the call form offers, or it is lost (a landing names its service page's).
  const offered = new Set(getServiceCatalogue('en').map((service) => service.slug));
  let seen = 0;
  for (const route of allPageRoutes()) {
    const html = await (await request.get(route)).text();
    const main = html.indexOf('<main');
    for (const link of html.matchAll(/<a\b[^>]*?href="([^"]*)"[^>]*>([\s\S]*?)<\/a>/g)) {
      const [, href, inner] = link;
      if (!labels.has(decode(inner!))) continue;
      seen += 1;
      const target = new URL(href!.replace(/&amp;/g, '&'), 'http://site.invalid');
      expect(target.pathname.replace(/^\/(pt|pl)(?=\/)/, ''), `${route}: ${decode(inner!)}`).toBe('/book-a-call');
      const named = target.searchParams.get('service');
      if (named) expect(offered.has(named), `${route}: ?service=${named} is not offered`).toBe(true);
      if (/^(\/(pt|pl))?\/devops$/.test(route) && link.index > main)
        expect(named, `${route}: ${decode(inner!)}`).toBe('devops-cloud-solutions');
      // The page's own calls to action (not the header's) name the service it is about.
      const inMain = main >= 0 && link.index > main;
      if (inMain && /^(\/(pt|pl))?\/(services|work)\/[^/]+$/.test(route) && !route.includes('/work/industry/'))
        expect(target.searchParams.get('service'), `${route}: ${decode(inner!)}`).toMatch(/^[a-z0-9-]+$/);
    }
  }
  expect(seen).toBeGreaterThan(100);
});

test('without JavaScript and without a provider, a request with preferred times reaches us and the visitor gets a .eml confirmation', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const email = `nojs-call-${process.pid}@example.com`;
  const started = Date.now();
  const t = messagesFor('pt').forms.call;
  await page.goto('/pt/book-a-call');
  const form = page.getByRole('form', { name: t.label });
  await form.getByLabel(t.name).fill('Ana Sousa');
  await form.getByLabel(t.email).fill(email);
  await form.getByLabel(t.timeZone).selectOption('Europe/Lisbon');
  await form.getByLabel(t.windowDate.replace('{n}', '1')).fill(weekday(3));
  await form.getByLabel(t.windowPart.replace('{n}', '1')).selectOption('afternoon');
  await form.getByRole('button', { name: t.submit }).click();
  await expect(page).toHaveURL(/\/pt\/book-a-call\?sent=1#form-sent$/);
  await expect(page.getByText(t.sent)).toBeVisible();
  await context.close();

  // The default build writes visitors' mail under data/mail when no SMTP server is set.
  let mail: Awaited<ReturnType<typeof PostalMime.parse>> | undefined;
  await expect
    .poll(
      async () => {
        for (const dir of fs.existsSync('data/mail') ? fs.readdirSync('data/mail', { withFileTypes: true }) : []) {
          if (!dir.isDirectory()) continue;
          for (const name of fs.readdirSync(path.join('data/mail', dir.name))) {
            const file = path.join('data/mail', dir.name, name);
            if (fs.statSync(file).mtimeMs < started - 1000) continue;
            const parsed = await PostalMime.parse(fs.readFileSync(file));
            if (parsed.to?.[0]?.address === email) mail = parsed;
          }
        }
        return mail?.subject;
      },
      { timeout: 20_000 },
    )
    .toBe('Recebemos o seu pedido de chamada');
  expect(mail!.text).toContain('tarde (14:00–17:00)');
  expect(mail!.text).toContain('(Lisboa, Hora da Europa Ocidental)');
  expect(mail!.text).not.toContain('Ana');
});
