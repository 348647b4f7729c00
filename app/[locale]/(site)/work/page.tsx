import { format } from '@/lib/i18n/format';
import { messagesFor } from '@/lib/i18n/messages';
import { SvgImage } from '@/components/ui/svg-image';
import { CtaBand } from '@/components/sections/cta-band';
import { ResultList } from '@/components/sections/result-list';
import { contentPageMetadata } from '@/lib/seo/metadata';
import { TagList } from '@/components/sections/tag-list';
import { ContentHero } from '@/components/ui/content-hero';
import { Section } from '@/components/ui/section';
import { getCaseStudies, getIndustries } from '@/lib/content/clients';
import { getServiceFacets, getTechnologyFacets } from '@/lib/content/work';
import { localePath } from '@/lib/i18n/paths';
import { AppLink } from '@/components/ui/app-link';
import { PillLinks } from '@/components/ui/pill-links';
import { getPage } from '@/lib/content/pages';
import styles from '@/components/sections/work.module.css';
import { currentLocale } from '@/lib/i18n/current';
import { WithEntryForm } from '@/components/sections/with-entry-form';

export const generateMetadata = () => contentPageMetadata('work');

export default async function WorkPage() {
  const locale = await currentLocale();
  const page = getPage(locale, 'work');
  const t = messagesFor(locale).work;
  // Every facet value with its count, as links: no JavaScript needed to narrow the list.
  const facets = [
    {
      title: t.byIndustry,
      label: t.byIndustryLabel,
      items: getIndustries(locale),
    },
    { title: t.byService, label: t.byServiceLabel, items: getServiceFacets(locale) },
    { title: t.byTechnology, label: t.byTechnologyLabel, items: getTechnologyFacets(locale) },
  ];
  return (
    <WithEntryForm id="page" form={page.form} end={<CtaBand title={t.ctaTitle} />}>
      <ContentHero page={page} label={t.trail} />
      <Section>
        {facets.map((facet) => (
          <nav key={facet.title} aria-label={facet.label} className={styles.industries}>
            <h2>{facet.title}</h2>
            <PillLinks
              items={facet.items.map((item) => ({ href: item.href, label: item.name, count: item.studies.length }))}
            />
          </nav>
        ))}
        <ol className={styles.cases}>
          {getCaseStudies(locale).map((client) => (
            <li key={client.slug} id={client.slug} className={styles.case}>
              <div className={styles.head}>
                <SvgImage src={client.logo} alt={client.name} />
                <p>
                  {client.industry} · {client.country}
                </p>
              </div>
              <h2>
                <AppLink href={client.href}>{client.caseStudy.title}</AppLink>
              </h2>
              <ResultList results={client.caseStudy.results} />
              <div className={styles.story}>
                <div>
                  <h3>{t.challenge}</h3>
                  <p>{client.caseStudy.challenge}</p>
                </div>
                <div>
                  <h3>{t.whatWeDid}</h3>
                  <p>{client.caseStudy.solution}</p>
                </div>
              </div>
              <TagList
                tags={client.stack.map((technology) => ({
                  name: technology.name,
                  href: localePath(locale, `/work/technology/${technology.slug}`),
                }))}
                label={t.technologies}
              />
              <p className={styles.read}>
                <AppLink href={client.href} aria-label={format(t.readCaseOf, { client: client.name })}>
                  {t.readCase} →
                </AppLink>
              </p>
            </li>
          ))}
        </ol>
      </Section>
    </WithEntryForm>
  );
}
