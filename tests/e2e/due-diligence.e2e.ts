import { expect, test } from '@playwright/test';
import { messagesFor } from '@/lib/i18n/messages';

// A buyer's procurement and security review (CONTRACT §20), answered by the default build, without JavaScript.
test.use({ javaScriptEnabled: false });

test('every footer links the accessibility statement, which states its standard, its checks, its limits and whom to tell', async ({
  page,
}) => {
  for (const [prefix, locale] of [
    ['', 'en'],
    ['/pt', 'pt'],
    ['/pl', 'pl'],
  ] as const) {
    await page.goto(`${prefix}/work`);
    await page
      .getByRole('contentinfo')
      .getByRole('link', { name: messagesFor(locale).nav.accessibility })
      .click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/accessibility$`));
    await expect(page.getByRole('link', { name: /WCAG\) 2\.2/ })).toBeVisible();
    await expect(page.getByText('axe-core', { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'accessibility@brightloom.dev' })).toBeVisible();
    await expect(page.getByText(/29 (November|de novembro de|listopada) 2026/)).toBeVisible();
  }
});

test('/trust, reached from why-choose-us, states the certificate, where data is kept, the sub-processors this build uses and the security contact', async ({
  page,
}) => {
  for (const [prefix, locale, expiry, country, link] of [
    ['', 'en', '30 September 2027', 'Germany', 'trust and security page'],
    ['/pt', 'pt', '30 de setembro de 2027', 'Alemanha', 'página de confiança e segurança'],
    ['/pl', 'pl', '30 września 2027', 'Niemcy', 'Zaufanie i bezpieczeństwo'],
  ] as const) {
    // From the page that states the certification.
    await page.goto(`${prefix}/why-choose-us`);
    const t = messagesFor(locale).trust;
    await page.getByRole('main').getByRole('link', { name: link }).click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/trust$`));
    const certificates = page.getByRole('table', { name: t.certificatesLabel });
    await expect(certificates.getByRole('row').nth(1)).toContainText('ISO/IEC 27001:2022');
    await expect(certificates.getByRole('row').nth(1)).toContainText(expiry);
    await expect(page.getByRole('region', { name: t.dataTitle })).toContainText(country);
    // The default build runs no integration: its hosting and the country lookup, nothing else.
    const processors = page.getByRole('table', { name: t.processorsCaption });
    await expect(processors.getByRole('rowheader')).toHaveText(['Hetzner Online GmbH', 'ip2c.org']);
    await expect(
      page.getByRole('region', { name: t.contactTitle }).getByRole('link', { name: /@brightloom\.dev/ }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: t.requestLink })).toHaveAttribute(
      'href',
      `${prefix}/contact-us?service=security-review`,
    );
  }
});

test('a DPA or NDA request is a contact post for a security review, the form opening with it chosen', async ({
  browser,
}) => {
  const page = await browser.newPage({ javaScriptEnabled: true });
  await page.goto('/contact-us?service=security-review');
  await expect(page.getByRole('combobox', { name: /What can we help with/ })).toHaveValue('security-review');
  await page.close();
});
