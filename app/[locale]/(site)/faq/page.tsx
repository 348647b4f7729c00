import { messagesFor } from '@/lib/i18n/messages';
import { CtaBand } from '@/components/sections/cta-band';
import { FaqList } from '@/components/sections/faq-list';
import { JsonLd } from '@/components/ui/json-ld';
import { contentPageMetadata } from '@/lib/seo/metadata';
import { ContentHero } from '@/components/ui/content-hero';
import { Section } from '@/components/ui/section';
import { getFaqGroups } from '@/lib/content/faq';
import { getPage } from '@/lib/content/pages';
import { faqPage } from '@/lib/seo/structured-data';
import { currentLocale } from '@/lib/i18n/current';
import { WithEntryForm } from '@/components/sections/with-entry-form';

export const generateMetadata = () => contentPageMetadata('faq');

export default async function FaqPage() {
  const locale = await currentLocale();
  const page = getPage(locale, 'faq');
  const groups = getFaqGroups(locale);
  return (
    <WithEntryForm
      id="page"
      form={page.form}
      end={<CtaBand title={messagesFor(locale).faq.ctaTitle} text={messagesFor(locale).faq.ctaText} />}
    >
      <JsonLd
        data={faqPage(
          groups.flatMap((group) => group.questions),
          locale,
        )}
      />
      <ContentHero page={page} label={messagesFor(locale).faq.trail} />
      {groups.map((group, index) => (
        <Section key={group.slug} id={group.slug} tone={index % 2 ? 'alt' : 'plain'} title={group.title}>
          <FaqList items={group.questions} />
        </Section>
      ))}
    </WithEntryForm>
  );
}
