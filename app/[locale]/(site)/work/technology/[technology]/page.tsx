import { format, pluralize } from '@/lib/i18n/format';
import { messagesFor } from '@/lib/i18n/messages';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { WorkFacet } from '@/components/templates/work-facet';
import { getTechnologyFacets, getTechnologyInUse } from '@/lib/content/work';
import { pageMetadata } from '@/lib/seo/metadata';
import { currentLocale } from '@/lib/i18n/current';
import { LOCALE_FACTS, type Locale, LOCALES } from '@/lib/i18n/locales';
import { paramsInLanguage } from '@/lib/i18n/static-params';

type Props = { params: Promise<{ technology: string }> };

export const dynamicParams = false;

export function generateStaticParams({ params }: { params: { locale: string } }) {
  return paramsInLanguage(params, (locale) => getTechnologyFacets(locale).map((facet) => ({ technology: facet.slug })));
}

const facetOf = (locale: Locale, slug: string) => getTechnologyFacets(locale).find((facet) => facet.slug === slug);

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await currentLocale();
  const facet = facetOf(locale, (await params).technology);
  if (!facet) return {};
  const t = messagesFor(locale).work;
  return pageMetadata({
    path: facet.href,
    versions: LOCALES.filter((version) => facetOf(version, facet.slug)),
    title: format(t.technologyTitle, { technology: facet.name }),
    description: format(t.technologyDescription, {
      technology: facet.name,
      clients: facet.studies.map((study) => study.name).join(', '),
    }).slice(0, 160),
    eyebrow: t.technologyHeroEyebrow,
  });
}

export default async function WorkByTechnologyPage({ params }: Props) {
  const locale = await currentLocale();
  const facet = facetOf(locale, (await params).technology);
  if (!facet) notFound();
  const t = messagesFor(locale).work;
  const technology = getTechnologyInUse(locale, facet.slug);
  return (
    <WorkFacet
      locale={locale}
      facet={facet}
      eyebrow={t.technologyHeroEyebrow}
      title={format(t.technologyHeroTitle, { technology: facet.name })}
      intro={pluralize(LOCALE_FACTS[locale].tag, facet.studies.length, t.technologyIntro, { technology: facet.name })}
      others={{
        title: t.otherTechnologies,
        items: getTechnologyFacets(locale).filter((other) => other.slug !== facet.slug),
      }}
      more={technology && { label: format(t.aboutTechnology, { technology: facet.name }), href: technology.href }}
      service={facet.studies[0]?.caseStudy.services[0]}
    />
  );
}
