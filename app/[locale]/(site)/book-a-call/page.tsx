import { formText } from '@/components/forms/form-text';
import { CallForm } from '@/components/forms/call-form';
import { contentPageMetadata } from '@/lib/seo/metadata';
import { Prose } from '@/components/ui/prose';
import { Steps } from '@/components/sections/steps';
import { ContentHero } from '@/components/ui/content-hero';
import { Section } from '@/components/ui/section';
import { getPage } from '@/lib/content/pages';
import { getServiceCatalogue } from '@/lib/content/services';
import { renderMarkdown } from '@/lib/content/markdown';
import { callTimeZones } from '@/config/site';
import { zoneLabel } from '@/lib/shared/time';
import { LOCALE_FACTS } from '@/lib/i18n/locales';
import { messagesFor } from '@/lib/i18n/messages';
import { MAX_WINDOWS } from '@/lib/leads/forms/call';
import styles from '@/components/sections/content.module.css';
import { currentLocale } from '@/lib/i18n/current';
import { StaticPart } from '@/components/client/static-part';

export const generateMetadata = () => contentPageMetadata('book-a-call');

/** A 30-minute introductory call, requested or booked on our own page (CONTRACT §17). */
export default async function BookCallPage() {
  const locale = await currentLocale();
  const page = getPage(locale, 'book-a-call');
  const { html } = await renderMarkdown(page.body, locale);
  const t = messagesFor(locale);
  return (
    <>
      <StaticPart id="page-intro">
        <ContentHero page={page} label={t.forms.call.label} />
      </StaticPart>
      <Section id="form" title={t.forms.call.label}>
        <div className={styles.formPanel}>
          <CallForm
            text={formText(locale, 'call')}
            services={getServiceCatalogue(locale).map((service) => ({ value: service.slug, label: service.title }))}
            zones={callTimeZones.map((zone) => ({
              value: zone,
              label: zoneLabel(zone, LOCALE_FACTS[locale].tag, t.forms.call.cities[zone]),
            }))}
            zone={LOCALE_FACTS[locale].zone}
            windows={MAX_WINDOWS}
          />
        </div>
      </Section>
      <StaticPart id="page">
        <Section id="next" tone="alt" eyebrow={t.contact.nextEyebrow} title={t.contact.nextTitle}>
          <Steps steps={page.steps} />
        </Section>
        <Section id="details">
          <Prose html={html} />
        </Section>
      </StaticPart>
    </>
  );
}
