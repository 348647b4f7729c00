import { format } from '@/lib/i18n/format';
import { messagesFor } from '@/lib/i18n/messages';
import { CtaBand } from '@/components/sections/cta-band';
import { ResultList } from '@/components/sections/result-list';
import { Testimonials } from '@/components/sections/testimonials';
import { TagList } from '@/components/sections/tag-list';
import { AppLink } from '@/components/ui/app-link';
import { JsonLd } from '@/components/ui/json-ld';
import { PageHero } from '@/components/ui/page-hero';
import { Prose } from '@/components/ui/prose';
import { searchBody } from '@/lib/search/marks';
import { Section } from '@/components/ui/section';
import { type CaseStudy, getIndustries } from '@/lib/content/clients';
import { renderMarkdown } from '@/lib/content/markdown';
import { getServiceBySlug } from '@/lib/content/services';
import { caseStudy } from '@/lib/seo/structured-data';
import { CaseStory, ClientFacts } from '@/components/sections/case-parts';
import styles from './case-study.module.css';
import { currentLocale } from '@/lib/i18n/current';
import { StaticPart } from '@/components/client/static-part';
import { localePath } from '@/lib/i18n/paths';

/** One case study: the problem, what was built, the numbers, and who said what about it. */
export async function CaseStudyPage({ study }: { study: CaseStudy }) {
  const locale = await currentLocale();
  const { html } = await renderMarkdown(study.body, locale);
  const t = messagesFor(locale).work;
  const industry = getIndustries(locale).find((candidate) => candidate.slug === study.industrySlug)!;
  const services = study.caseStudy.services.flatMap((slug) => getServiceBySlug(locale, slug) ?? []);
  const { team, duration, model } = study.caseStudy;
  const projectFacts = [
    [t.team, team],
    [t.duration, duration],
    [t.model, model && t.models[model]],
  ].filter((fact): fact is [string, string] => Boolean(fact[1]));
  return (
    <StaticPart id="page">
      <JsonLd data={caseStudy(study, locale)} />
      <PageHero
        entry={study}
        trail={[
          { label: t.trail, href: '/work' },
          { label: study.name, href: study.href },
        ]}
        eyebrow={format(t.caseEyebrow, { industry: study.industry })}
        title={study.caseStudy.title}
        intro={study.summary}
        aside={
          <ClientFacts
            study={study}
            locale={locale}
            industry={<AppLink href={industry.href}>{study.industry}</AppLink>}
          />
        }
      />
      <Section id="results" eyebrow={t.resultsEyebrow} title={t.resultsTitle}>
        <ResultList results={study.caseStudy.results} />
      </Section>
      <Section id="story" tone="alt">
        <CaseStory story={study.caseStudy} locale={locale} />
      </Section>
      <Section id="details">
        <div className={styles.details}>
          <Prose html={html} {...searchBody} />
          <aside className={styles.facts} aria-label={t.aboutProject}>
            {projectFacts.length > 0 && (
              <dl className={styles.projectFacts}>
                {projectFacts.map(([term, value]) => (
                  <div key={term}>
                    <dt>{term}</dt>
                    <dd>{value}</dd>
                  </div>
                ))}
              </dl>
            )}
            <h2>{t.technologies}</h2>
            <TagList
              tags={study.stack.map((technology) => ({
                name: technology.name,
                href: localePath(locale, `/work/technology/${technology.slug}`),
              }))}
              label={t.technologies}
            />
            <h2>{t.services}</h2>
            <ul className={styles.links}>
              {services.map((service) => (
                <li key={service.slug}>
                  <AppLink href={`/work/service/${service.slug}`}>{service.title}</AppLink>
                </li>
              ))}
            </ul>
          </aside>
        </div>
      </Section>
      {study.testimonial && (
        <Section id="testimonial" tone="alt" eyebrow={t.theyWords} title={format(t.theySay, { client: study.name })}>
          <Testimonials clients={[study]} />
        </Section>
      )}
      <Section id="more">
        <p className={styles.more}>
          <AppLink href={industry.href}>{format(t.moreIn, { industry: study.industry })}</AppLink>
          <AppLink href="/work">{t.allCases}</AppLink>
        </p>
      </Section>
      <CtaBand title={t.caseCta} service={study.caseStudy.services[0]} />
    </StaticPart>
  );
}
