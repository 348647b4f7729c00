import { format } from '@/lib/i18n/format';
import { messagesFor } from '@/lib/i18n/messages';
import { bookCallHref } from '@/lib/leads/forms/call';
import { CtaBandView } from '@/components/sections/cta-band-view';
import { FaqList } from '@/components/sections/faq-list';
import { ServiceGlance, ServiceOffer } from '@/components/sections/service-parts';
import { Steps } from '@/components/sections/steps';
import { TagItems } from '@/components/sections/tag-items';
import { buttonClass } from '@/components/ui/button-class';
import { localize } from '@/lib/i18n/paths';
import { Hero, HeroBand } from '@/components/ui/hero';
import { Section } from '@/components/ui/section';
import { SvgImage } from '@/components/ui/svg-image';
import styles from '@/components/templates/service-page.module.css';
import { renderMarkdownNow } from '@/lib/content/markdown-core';
import { record, records, referenced, text, texts } from './entry-data';
import { template } from './frame';

/**
 * A service or a landing page, as its page draws it: hero and its buttons, the offer, technologies, process,
 * its case study, questions and the closing band. Only "more work" (other entries' case studies) is left out.
 */
export const ServicePreview = template(({ data, locale, meta, asset, slug }) => {
  const all = messagesFor(locale);
  const t = all.service;
  const groups = t.groups as Record<string, string | undefined>;
  const service = {
    problem: text(data.problem),
    deliverables: texts(data.deliverables),
    engagement: records(data.engagement).map((model) => ({
      name: text(model.name),
      description: text(model.description),
    })),
  };
  const client = text(data.caseStudy) ? referenced(meta, 'caseStudy', 'clients', text(data.caseStudy)) : {};
  const story = record(client.caseStudy);
  const title = text(data.title);
  return (
    <>
      <HeroBand>
        <Hero
          eyebrow={groups[text(data.group)]}
          title={title}
          intro={text(data.tagline)}
          aside={<ServiceGlance service={service} locale={locale} />}
        >
          <a href={localize(locale, bookCallHref(slug))} className={buttonClass({ size: 'lg' })}>
            {all.common.bookConsultation}
          </a>
          <a href="#process" className={buttonClass({ variant: 'secondary', size: 'lg' })}>
            {t.seeHow}
          </a>
        </Hero>
      </HeroBand>
      <ServiceOffer service={service} html={renderMarkdownNow(text(data.body), locale).html} locale={locale} />
      <Section id="technologies" tone="alt" eyebrow={t.technologiesEyebrow} title={t.technologiesTitle}>
        <TagItems tags={texts(data.technologies)} label={t.technologiesEyebrow} />
      </Section>
      <Section id="process" eyebrow={t.processEyebrow} title={t.processTitle}>
        <Steps
          steps={records(data.process).map((step) => ({
            title: text(step.title),
            description: text(step.description),
          }))}
        />
      </Section>
      {text(story.title) && (
        <Section id="case" tone="alt" eyebrow={t.caseEyebrow} title={text(story.title)}>
          <div className={styles.case}>
            <SvgImage src={asset(text(client.logo))} alt={format(t.logo, { client: text(client.name) })} />
            <div>
              <p>{text(story.challenge)}</p>
              <ul className={styles.results}>
                {records(story.results).map((result) => (
                  <li key={text(result.label)}>
                    <strong>{text(result.value)}</strong> {text(result.label)}
                  </li>
                ))}
              </ul>
              <p>{format(t.readCase, { client: text(client.name) })}</p>
            </div>
          </div>
        </Section>
      )}
      <Section id="faq" eyebrow={t.faqEyebrow} title={t.faqTitle}>
        <FaqList
          items={records(data.faq).map((item) => ({ question: text(item.question), answer: text(item.answer) }))}
        />
      </Section>
      <CtaBandView title={format(all.cta.about, { service: title })} text={all.cta.text}>
        <a href={localize(locale, bookCallHref(slug))} className={buttonClass({ variant: 'inverse', size: 'lg' })}>
          {all.forms.call.label}
        </a>
      </CtaBandView>
    </>
  );
});
