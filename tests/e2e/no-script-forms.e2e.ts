import { expect, test } from '@playwright/test';
import { LOCALE_FACTS, LOCALES } from '@/lib/i18n/locales';
import { messagesFor } from '@/lib/i18n/messages';
import { localePath } from '@/lib/i18n/paths';

// Every form, in every language, refused without JavaScript (CONTRACT §17b): the answer is the same form
// again with every typed value (a CV excepted), each wrong field marked with its message beside it and a
// summary at the top, in the page's language. Posted as a browser without scripts posts.

type Case = { form: string; action: string; fields: Record<string, string>; wrong: string; multipart?: boolean };

const TYPED = 'Ana "Sousa" & <Filhos>';

const cases = (locale: string): Case[] => [
  {
    form: 'contact',
    action: '/api/contact',
    fields: { name: TYPED, email: 'ana@', company: 'Acme, Lda.', message: 'Curto', locale },
    wrong: 'contact-email',
  },
  {
    form: 'call',
    action: '/api/bookings',
    fields: {
      name: TYPED,
      email: 'ana@example.com',
      timeZone: 'Europe/Warsaw',
      window1Date: '2020-01-06',
      window1Part: 'afternoon',
      topic: 'Uma plataforma de dados',
      locale,
    },
    wrong: 'call-window1-date',
  },
  {
    form: 'checklist',
    action: '/api/checklists/cloud-cost-review/requests',
    fields: { name: TYPED, email: 'not-an-address', locale },
    wrong: 'checklist-email',
  },
  {
    form: 'application',
    action: '/api/careers/senior-backend-engineer-go/applications',
    fields: { name: TYPED, email: 'ana@example.com', telephone: '+351912345678', message: 'Olá', locale },
    wrong: 'apply-cv',
    multipart: true,
  },
  {
    // A form made in the web editor (content/forms/devops-webinar.md), back on the page that shows it.
    form: 'devops-webinar',
    action: '/api/forms/devops-webinar',
    fields: { name: TYPED, work_email: 'ana@', company: 'Acme, Lda.', session: 'on-call', questions: 'Olá', locale },
    wrong: 'form-devops-webinar-work_email',
  },
  {
    form: 'newsletter',
    action: '/api/newsletter',
    fields: { email: 'ana@', page: localePath(locale as 'en', '/blog'), locale },
    wrong: 'newsletter-email',
  },
];

for (const locale of LOCALES)
  test(`every form refused without JavaScript comes back filled and marked, in ${LOCALE_FACTS[locale].tag}`, async ({
    request,
  }) => {
    for (const { form, action, fields, wrong, multipart } of cases(locale)) {
      const response = await request.post(action, {
        headers: { accept: 'text/html,application/xhtml+xml' },
        ...(multipart ? { multipart: fields } : { form: fields }),
      });
      expect(response.status(), form).toBe(400);
      expect(response.headers()['content-type'], form).toContain('text/html');
      const html = await response.text();
      expect(html, form).toContain(`<html lang="${LOCALE_FACTS[locale].tag}"`);
      // What was typed, each value back where it was (escaped as HTML), the honeypot never echoed.
      for (const [name, value] of Object.entries(fields)) {
        if (['locale', 'page'].includes(name)) continue;
        const escaped = value
          .replace(/&/g, '&amp;')
          .replace(/"/g, '&quot;')
          .replace(/</g, '&lt;')
          .replace(/>/g, '&gt;');
        const text = value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
        expect(
          html.includes(`value="${escaped}"`) ||
            html.includes(`>${text}</textarea>`) ||
            html.includes(`value="${value}" selected=""`),
          `${form}: ${name}`,
        ).toBe(true);
      }
      expect(html, form).toMatch(
        new RegExp(`id="${wrong}"[^>]*aria-invalid="true"|aria-invalid="true"[^>]*id="${wrong}"`),
      );
      expect(html, form).toContain(`id="${wrong}-error"`);
      expect(html, form).toContain(`<h2>${messagesFor(locale).forms.problem}</h2>`);
      expect(html, form).toMatch(new RegExp(`<title>${messagesFor(locale).forms.errorTitle}: `));
      expect(response.headers()['content-security-policy'], form).not.toContain('script-src');
    }
  });
