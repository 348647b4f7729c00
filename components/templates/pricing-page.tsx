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
import { currentLocale } from '@/lib/i18n/current';
import { StaticPart } from '@/components/client/static-part';
import styles from './pricing-page.module.css';

/** /pricing: the engagement models as a table (no script needed), how a figure is reached, the price questions. */
export async function PricingPage() {
  const locale = await currentLocale();
  const page = getPage(locale, 'pricing');
  const pricing = getPricing(locale);
  const t = messagesFor(locale).pricing;
  const { html } = await renderMarkdown(page.body, locale);
  const questions = getFaqGroups(locale).find((group) => group.slug === 'pricing')?.questions ?? [];
  return (
    <StaticPart id="page">
      <JsonLd data={pricingService(page, pricing, locale)} />
      <ContentHero page={page} label={page.title ?? page.heading} />
      <Section id="models">
        {/* A region that scrolls on a narrow screen, and takes the keyboard's arrows when focused. */}
        <section className={styles.scroller} aria-labelledby="models-caption" tabIndex={0}>
          <table className={styles.table}>
            <caption id="models-caption">{t.tableCaption}</caption>
            <thead>
              <tr>
                <th scope="col">{t.model}</th>
                <th scope="col">{t.gets}</th>
                <th scope="col">{t.duration}</th>
                <th scope="col">{t.price}</th>
              </tr>
            </thead>
            <tbody>
              {pricing.engagements.map((engagement) => (
                <tr key={engagement.model} id={engagement.model}>
                  <th scope="row">{engagement.name}</th>
                  <td>{engagement.gets}</td>
                  <td>{engagement.duration}</td>
                  <td className={styles.price}>{engagementPrice(locale, engagement.model)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      </Section>
      <Section id="details" tone="alt">
        <Prose html={html} />
      </Section>
      {questions.length > 0 && (
        <Section id="questions" title={t.faqTitle}>
          <FaqList items={questions} />
        </Section>
      )}
      <CtaBand title={t.nextTitle} text={t.nextText} />
    </StaticPart>
  );
}
