import { messagesFor } from '@/lib/i18n/messages';
import { getPage } from '@/lib/content/pages';
import { getFaqGroups } from '@/lib/content/faq';
import { engagementPrice, getPricing } from '@/lib/content/pricing';
import { renderMarkdown } from '@/lib/content/markdown';
import { pricingService } from '@/lib/seo/structured-data';
import { CtaBand } from '@/components/sections/cta-band';
import { FaqList } from '@/components/sections/faq-list';
import { ContentHero } from '@/components/ui/content-hero';
import { JsonLd } from '@/components/ui/json-ld';
import { Prose } from '@/components/ui/prose';
import { Section } from '@/components/ui/section';
import { DataTable } from '@/components/ui/data-table';
import { currentLocale } from '@/lib/i18n/current';
import { WithEntryForm } from '@/components/sections/with-entry-form';

/** /pricing: the engagement models as a table (no script needed), how a figure is reached, the price questions. */
export async function PricingPage() {
  const locale = await currentLocale();
  const page = getPage(locale, 'pricing');
  const pricing = getPricing(locale);
  const t = messagesFor(locale).pricing;
  const { html } = await renderMarkdown(page.body, locale);
  const questions = getFaqGroups(locale).find((group) => group.slug === 'pricing')?.questions ?? [];
  return (
    <WithEntryForm
      id="page"
      form={page.form}
      end={<CtaBand title={t.nextTitle} text={t.nextText} action={{ label: t.brief, href: '/start-a-project' }} />}
    >
      <JsonLd data={pricingService(page, pricing, locale)} />
      <ContentHero page={page} label={page.title ?? page.heading} />
      <Section id="models">
        <DataTable
          id="models"
          caption={t.tableCaption}
          columns={[t.model, t.gets, t.duration, t.price]}
          nowrap={[2]}
          rows={pricing.engagements.map((engagement) => ({
            key: engagement.model,
            id: engagement.model,
            header: engagement.name,
            cells: [engagement.gets, engagement.duration, engagementPrice(locale, engagement.model)],
          }))}
        />
      </Section>
      <Section id="details" tone="alt">
        <Prose html={html} />
      </Section>
      {questions.length > 0 && (
        <Section id="questions" title={t.faqTitle}>
          <FaqList items={questions} />
        </Section>
      )}
    </WithEntryForm>
  );
}
