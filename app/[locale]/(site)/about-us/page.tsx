import { format } from '@/lib/i18n/format';
import { messagesFor } from '@/lib/i18n/messages';
import { CtaBand } from '@/components/sections/cta-band';
import { contentPageMetadata } from '@/lib/seo/metadata';
import { OfficeList } from '@/components/sections/office-list';
import { LogoStrip } from '@/components/sections/people';
import { Prose } from '@/components/ui/prose';
import { Stats } from '@/components/sections/stats';
import { ContentHero } from '@/components/ui/content-hero';
import { Section } from '@/components/ui/section';
import { getClients } from '@/lib/content/clients';
import { getPage } from '@/lib/content/pages';
import { renderMarkdown } from '@/lib/content/markdown';
import { site } from '@/config/site';
import { currentLocale } from '@/lib/i18n/current';
import { WithEntryForm } from '@/components/sections/with-entry-form';

export const generateMetadata = () => contentPageMetadata('about-us');

export default async function AboutPage() {
  const locale = await currentLocale();
  const page = getPage(locale, 'about-us');
  const { html } = await renderMarkdown(page.body, locale);
  const t = messagesFor(locale).about;
  return (
    <WithEntryForm id="page" form={page.form} end={<CtaBand />}>
      <ContentHero page={page} label={t.trail} />
      <Section
        id="numbers"
        eyebrow={t.numbersEyebrow}
        title={format(t.numbersTitle, { name: site.name, year: site.founded })}
      >
        <Stats items={messagesFor(locale).stats} />
      </Section>
      <Section id="story" tone="alt" eyebrow={t.storyEyebrow} title={t.storyTitle}>
        <Prose html={html} />
      </Section>
      <Section id="offices" eyebrow={t.officesEyebrow} title={t.officesTitle}>
        <OfficeList />
      </Section>
      <Section id="clients" tone="alt" eyebrow={t.clientsEyebrow} title={t.clientsTitle}>
        <LogoStrip clients={getClients(locale)} />
      </Section>
    </WithEntryForm>
  );
}
