import { EmailLink } from '@/components/ui/email-link';
import { formText } from '@/components/forms/form-text';
import { messagesFor } from '@/lib/i18n/messages';
import { ContactForm } from '@/components/forms/contact-form';
import { contentPageMetadata } from '@/lib/seo/metadata';
import { OfficeList } from '@/components/sections/office-list';
import { Prose } from '@/components/ui/prose';
import { Steps } from '@/components/sections/steps';
import { ContentHero } from '@/components/ui/content-hero';
import { Section } from '@/components/ui/section';
import { getPage } from '@/lib/content/pages';
import { getServiceCatalogue } from '@/lib/content/services';
import { renderMarkdown } from '@/lib/content/markdown';
import { site } from '@/config/site';
import styles from '@/components/sections/content.module.css';
import { currentLocale } from '@/lib/i18n/current';
import { AppLink } from '@/components/ui/app-link';
import { StaticPart } from '@/components/client/static-part';
import { SECURITY_REVIEW } from '@/lib/leads/forms/contact';

export const generateMetadata = () => contentPageMetadata('contact-us');

export default async function ContactPage() {
  const locale = await currentLocale();
  const page = getPage(locale, 'contact-us');
  const { html } = await renderMarkdown(page.body, locale);
  const all = messagesFor(locale);
  const t = all.contact;
  return (
    <>
      <StaticPart id="page-intro">
        <ContentHero
          page={page}
          label={t.trail}
          aside={
            <div className={styles.contactCard}>
              <h2>{t.direct}</h2>
              <dl>
                <div>
                  <dt>{t.email}</dt>
                  <dd>
                    <EmailLink address={site.email} />
                  </dd>
                </div>
                <div>
                  <dt>{t.phone}</dt>
                  <dd>
                    <a href={site.phone.href}>{site.phone.display}</a>
                  </dd>
                </div>
                <div>
                  <dt>{t.careers}</dt>
                  <dd>
                    <EmailLink address={site.careersEmail} />
                  </dd>
                </div>
              </dl>
              <p>{all.common.replyPromise}</p>
              <h2>{t.bookCallTitle}</h2>
              <p>
                <AppLink href="/book-a-call">{t.bookCall}</AppLink>
              </p>
            </div>
          }
        />
      </StaticPart>
      <Section id="form" eyebrow={t.formEyebrow} title={t.formTitle}>
        <div className={styles.formPanel}>
          <ContactForm
            text={formText(locale, 'contact')}
            services={[
              ...getServiceCatalogue(locale).map((service) => ({ value: service.slug, label: service.title })),
              // A buyer's due diligence: a DPA, an NDA or a security questionnaire (linked from /trust).
              { value: SECURITY_REVIEW, label: all.trust.securityReview },
            ]}
          />
        </div>
      </Section>
      <StaticPart id="page">
        <Section id="next" tone="alt" eyebrow={t.nextEyebrow} title={t.nextTitle}>
          <Steps steps={page.steps} />
        </Section>
        <Section id="offices" eyebrow={t.officesEyebrow} title={t.officesTitle}>
          <OfficeList />
        </Section>
        <Section id="details">
          <Prose html={html} />
        </Section>
      </StaticPart>
    </>
  );
}
