import { site } from '@/config/site';
import { env } from '@/lib/env';
import { format, formatCountries, formatDate } from '@/lib/i18n/format';
import { LOCALE_FACTS } from '@/lib/i18n/locales';
import { messagesFor } from '@/lib/i18n/messages';
import { getPage } from '@/lib/content/pages';
import { renderMarkdown } from '@/lib/content/markdown';
import { subProcessors } from '@/lib/leads/privacy/processors';
import { SECURITY_REVIEW } from '@/lib/leads/forms/contact';
import { securityContact } from '@/lib/seo/security-txt';
import { EmailLink } from '@/components/ui/email-link';
import { AppLink } from '@/components/ui/app-link';
import { ContentHero } from '@/components/ui/content-hero';
import { Prose } from '@/components/ui/prose';
import { Section } from '@/components/ui/section';
import { DataTable } from '@/components/ui/data-table';
import { CtaBand } from '@/components/sections/cta-band';
import { currentLocale } from '@/lib/i18n/current';
import { WithEntryForm } from '@/components/sections/with-entry-form';

/**
 * /trust: certificates from content, where data is kept and who processes it (from the configuration the site
 * was built with, so the table cannot drift from what runs), the security contact, and how to ask for a DPA.
 */
export async function TrustPage() {
  const locale = await currentLocale();
  const page = getPage(locale, 'trust');
  const t = messagesFor(locale).trust;
  const tag = LOCALE_FACTS[locale].tag;
  const { html } = await renderMarkdown(page.body, locale);
  const processors = subProcessors(env);
  const contact = securityContact(env.SECURITY_CONTACT_EMAIL, site.email);
  const [before, after = ''] = t.contactText.split('{email}');
  return (
    <WithEntryForm id="page" form={page.form} end={<CtaBand />}>
      <ContentHero page={page} label={page.title ?? page.heading} />
      {page.certificates.length > 0 && (
        <Section id="certificates" title={t.certificates}>
          <DataTable
            id="certificates"
            caption={t.certificatesLabel}
            columns={[t.standard, t.scope, t.registrar, t.number, t.expires]}
            nowrap={[3]}
            rows={page.certificates.map((certificate) => ({
              key: certificate.number,
              header: certificate.standard,
              cells: [
                certificate.scope,
                certificate.registrar,
                certificate.number,
                formatDate(certificate.expires, tag),
              ],
            }))}
          />
        </Section>
      )}
      <Section id="practices" tone="alt">
        <Prose html={html} />
      </Section>
      <Section id="data" title={t.dataTitle}>
        <p>
          {format(t.dataText, { hosting: site.hosting.name, countries: formatCountries(site.hosting.countries, tag) })}
        </p>
      </Section>
      <Section id="sub-processors" tone="alt" title={t.processorsTitle} intro={t.processorsIntro}>
        <DataTable
          id="processors"
          caption={t.processorsCaption}
          columns={[t.processor, t.purpose, t.data, t.location]}
          rows={processors.map((processor) => ({
            key: processor.kind,
            // Named as its contract names it, linked to its own privacy notice where we know it.
            header: processor.notice ? <a href={processor.notice}>{processor.name}</a> : processor.name,
            cells: [
              t.kinds[processor.kind].purpose,
              t.kinds[processor.kind].data,
              processor.countries ? formatCountries(processor.countries, tag) : t.operatorSays,
            ],
          }))}
        />
      </Section>
      <Section id="contact" title={t.contactTitle}>
        <p>
          {before}
          <EmailLink address={contact} />
          {after}
        </p>
        <h3>{t.requestTitle}</h3>
        <p>
          {t.requestText} <AppLink href={`/contact-us?service=${SECURITY_REVIEW}`}>{t.requestLink}</AppLink>
        </p>
      </Section>
    </WithEntryForm>
  );
}
