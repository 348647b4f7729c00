import { messagesFor } from '@/lib/i18n/messages';
import { CtaBand } from '@/components/sections/cta-band';
import { contentPageMetadata } from '@/lib/seo/metadata';
import { ClientGrid } from '@/components/sections/people';
import { Testimonials } from '@/components/sections/testimonials';
import { ReviewProfiles } from '@/components/sections/review-profiles';
import { ContentHero } from '@/components/ui/content-hero';
import { Section } from '@/components/ui/section';
import { getClients } from '@/lib/content/clients';
import { getPage } from '@/lib/content/pages';
import { currentLocale } from '@/lib/i18n/current';
import { WithEntryForm } from '@/components/sections/with-entry-form';

export const generateMetadata = () => contentPageMetadata('our-clients');

export default async function ClientsPage() {
  const locale = await currentLocale();
  const page = getPage(locale, 'our-clients');
  const clients = getClients(locale);
  const t = messagesFor(locale).clients;
  return (
    <WithEntryForm id="page" form={page.form} end={<CtaBand />}>
      <ContentHero page={page} label={t.trail} />
      <Section id="clients" title={t.title}>
        <ClientGrid clients={clients} />
      </Section>
      <Section id="testimonials" tone="alt" eyebrow={t.wordsEyebrow} title={t.wordsTitle}>
        <Testimonials clients={clients} />
      </Section>
      <Section id="reviews" eyebrow={messagesFor(locale).reviews.eyebrow} title={messagesFor(locale).reviews.title}>
        <ReviewProfiles locale={locale} />
      </Section>
    </WithEntryForm>
  );
}
