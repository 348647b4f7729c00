import { format } from '@/lib/i18n/format';
import { messagesFor } from '@/lib/i18n/messages';
import { SvgImage } from '@/components/ui/svg-image';
import { AppLink } from '@/components/ui/app-link';
import { getCaseStudiesForService, getCaseStudy } from '@/lib/content/clients';
import type { Service } from '@/lib/content/services';
import { renderMarkdown } from '@/lib/content/markdown';
import { service as serviceData } from '@/lib/seo/structured-data';
import { Breadcrumbs, type Crumb } from '@/components/sections/breadcrumbs';
import { JsonLd } from '@/components/ui/json-ld';
import { CtaBand } from '@/components/sections/cta-band';
import { FaqList } from '@/components/sections/faq-list';
import { ServiceGlance, ServiceOffer } from '@/components/sections/service-parts';
import { Steps } from '@/components/sections/steps';
import { TagList } from '@/components/sections/tag-list';
import { ButtonLink } from '@/components/ui/button-link';
import { PageHero } from '@/components/ui/page-hero';
import { Section } from '@/components/ui/section';
import styles from './service-page.module.css';
import { currentLocale } from '@/lib/i18n/current';
import { bookCallHref } from '@/lib/leads/forms/call';
import { WithEntryForm } from '@/components/sections/with-entry-form';
import { getServiceFacets, getTechnologyFacets } from '@/lib/content/work';
import { technologyNamed } from '@/lib/content/technologies';
import { getPricing } from '@/lib/content/pricing';

/** The building blocks shared by /services/{slug} and the root landing pages. */
export async function ServicePage({ service, crumbs }: { service: Service; crumbs: Crumb[] }) {
  const locale = await currentLocale();
  const { html } = await renderMarkdown(service.body, locale);
  const all = messagesFor(locale);
  const t = all.service;
  const client = service.caseStudy ? getCaseStudy(locale, service.caseStudy) : undefined;
  const otherStudies = getCaseStudiesForService(locale, service.slug).filter((study) => study.slug !== client?.slug);
  const technologyFacets = getTechnologyFacets(locale);
  const serviceFacet = getServiceFacets(locale).find((facet) => facet.slug === service.slug);
  // After the body and the form it may name: how we build it, the case, the questions, the call to action.
  const more = (
    <>
      <Section id="technologies" tone="alt" eyebrow={t.technologiesEyebrow} title={t.technologiesTitle}>
        {/* A technology with case studies leads to them, in one click. */}
        <TagList
          tags={service.technologies.map((name) => {
            const used = technologyNamed(locale, name);
            const facet = used && technologyFacets.find((candidate) => candidate.slug === used.slug);
            return facet ? { name, href: facet.href } : name;
          })}
          label={t.technologiesEyebrow}
        />
      </Section>
      <Section id="process" eyebrow={t.processEyebrow} title={t.processTitle}>
        <Steps steps={service.process} />
      </Section>
      {client && (
        <Section id="case" tone="alt" eyebrow={t.caseEyebrow} title={client.caseStudy.title}>
          <div className={styles.case}>
            <SvgImage src={client.logo} alt={format(t.logo, { client: client.name })} />
            <div>
              <p>{client.caseStudy.challenge}</p>
              <ul className={styles.results}>
                {client.caseStudy.results.map((result) => (
                  <li key={result.label}>
                    <strong>{result.value}</strong> {result.label}
                  </li>
                ))}
              </ul>
              <AppLink href={client.href}>{format(t.readCase, { client: client.name })}</AppLink>
            </div>
          </div>
          {serviceFacet && (
            <p className={styles.allCases}>
              <AppLink href={serviceFacet.href}>
                {format(all.work.serviceTitle, { service: serviceFacet.name })} →
              </AppLink>
            </p>
          )}
          {otherStudies.length > 0 && (
            <div className={styles.moreCases}>
              <h3>{t.moreWork}</h3>
              <ul>
                {otherStudies.map((study) => (
                  <li key={study.slug}>
                    <AppLink href={study.href}>
                      {study.name}: {study.caseStudy.title}
                    </AppLink>
                  </li>
                ))}
              </ul>
            </div>
          )}
        </Section>
      )}
      <Section id="faq" eyebrow={t.faqEyebrow} title={t.faqTitle}>
        <FaqList items={service.faq} />
      </Section>
      <CtaBand
        title={format(all.cta.about, { service: service.title })}
        action={{ label: all.forms.call.label, href: bookCallHref(service.callService) }}
      />
    </>
  );
  return (
    <WithEntryForm id="page" form={service.form} end={more}>
      <JsonLd data={serviceData(service, getPricing(locale), locale)} />
      <PageHero
        entry={service}
        eyebrow={t.groups[service.group]}
        title={service.title}
        intro={service.tagline}
        aside={<ServiceGlance service={service} locale={locale} />}
      >
        <ButtonLink href={bookCallHref(service.callService)} size="lg">
          {all.common.bookConsultation}
        </ButtonLink>
        <ButtonLink href="#process" variant="secondary" size="lg">
          {t.seeHow}
        </ButtonLink>
        <AppLink href="/pricing" className={styles.pricingLink}>
          {all.pricing.linkLabel}
        </AppLink>
      </PageHero>
      <div className="container">
        <div className={styles.crumbs}>
          <Breadcrumbs items={crumbs} />
        </div>
      </div>
      <ServiceOffer service={service} html={html} locale={locale} />
    </WithEntryForm>
  );
}
