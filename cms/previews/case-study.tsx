import { format } from '@/lib/i18n/format';
import { messagesFor } from '@/lib/i18n/messages';
import { bookCallHref } from '@/lib/leads/forms/call';
import { CaseStory, ClientFacts } from '@/components/sections/case-parts';
import { CtaBandView } from '@/components/sections/cta-band-view';
import { ResultList } from '@/components/sections/result-list';
import { TagItems } from '@/components/sections/tag-items';
import { Testimonials } from '@/components/sections/testimonials';
import { buttonClass } from '@/components/ui/button-class';
import { Hero, HeroBand } from '@/components/ui/hero';
import { localize } from '@/lib/i18n/paths';
import { Section } from '@/components/ui/section';
import styles from '@/components/templates/case-study.module.css';
import { number, record, records, referenced, text, texts } from './entry-data';
import { PaneBody, template } from './frame';

/** A case study: the client's facts, results, story, text, technologies and services, testimonial, closing band. */
export const CaseStudyPreview = template(({ data, locale, meta, asset, slug }) => {
  const all = messagesFor(locale);
  const t = all.work;
  const story = record(data.caseStudy);
  const name = text(data.name);
  const services = texts(story.services);
  const testimonial = record(data.testimonial);
  const serviceName = (service: string) =>
    text(referenced(meta, 'caseStudy.services', 'services', service).title) ||
    text(referenced(meta, 'services', 'services', service).title) ||
    service;
  return (
    <>
      <HeroBand>
        <Hero
          eyebrow={format(t.caseEyebrow, { industry: text(data.industry) })}
          title={text(story.title) || name}
          intro={text(data.summary)}
          aside={
            <ClientFacts
              study={{ logo: asset(text(data.logo)), name, country: text(data.country), since: number(data.since) }}
              industry={text(data.industry)}
              locale={locale}
            />
          }
        />
      </HeroBand>
      <Section id="results" eyebrow={t.resultsEyebrow} title={t.resultsTitle}>
        <ResultList
          results={records(story.results).map((result) => ({ value: text(result.value), label: text(result.label) }))}
        />
      </Section>
      <Section id="story" tone="alt">
        <CaseStory story={{ challenge: text(story.challenge), solution: text(story.solution) }} locale={locale} />
      </Section>
      <Section id="details">
        <div className={styles.details}>
          <PaneBody markdown={text(data.body)} locale={locale} asset={asset} />
          <aside className={styles.facts} aria-label={t.aboutProject}>
            <h2>{t.technologies}</h2>
            <TagItems tags={texts(story.technologies)} label={t.technologies} />
            <h2>{t.services}</h2>
            <ul className={styles.links}>
              {services.map((service) => (
                <li key={service}>{serviceName(service)}</li>
              ))}
            </ul>
          </aside>
        </div>
      </Section>
      {text(testimonial.quote) && (
        <Section id="testimonial" tone="alt" eyebrow={t.theyWords} title={format(t.theySay, { client: name })}>
          <Testimonials
            clients={[
              {
                slug,
                name,
                testimonial: {
                  quote: text(testimonial.quote),
                  author: text(testimonial.author),
                  role: text(testimonial.role),
                },
              },
            ]}
          />
        </Section>
      )}
      <CtaBandView title={t.caseCta} text={all.cta.text}>
        <a
          href={localize(locale, bookCallHref(services[0]))}
          className={buttonClass({ variant: 'inverse', size: 'lg' })}
        >
          {all.common.bookConsultation}
        </a>
      </CtaBandView>
    </>
  );
});
