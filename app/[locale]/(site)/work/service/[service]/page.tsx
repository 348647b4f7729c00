import { format, pluralize } from '@/lib/i18n/format';
import { messagesFor } from '@/lib/i18n/messages';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { WorkFacet } from '@/components/templates/work-facet';
import { getServiceFacets } from '@/lib/content/work';
import { getServiceBySlug } from '@/lib/content/services';
import { pageMetadata } from '@/lib/seo/metadata';
import { currentLocale } from '@/lib/i18n/current';
import { LOCALE_FACTS, type Locale, LOCALES } from '@/lib/i18n/locales';
import { paramsInLanguage } from '@/lib/i18n/static-params';

type Props = { params: Promise<{ service: string }> };

export const dynamicParams = false;

export function generateStaticParams({ params }: { params: { locale: string } }) {
  return paramsInLanguage(params, (locale) => getServiceFacets(locale).map((facet) => ({ service: facet.slug })));
}

const facetOf = (locale: Locale, slug: string) => getServiceFacets(locale).find((facet) => facet.slug === slug);

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await currentLocale();
  const facet = facetOf(locale, (await params).service);
  if (!facet) return {};
  const t = messagesFor(locale).work;
  return pageMetadata({
    path: facet.href,
    versions: LOCALES.filter((version) => facetOf(version, facet.slug)),
    title: format(t.serviceTitle, { service: facet.name }),
    description: format(t.serviceDescription, {
      service: facet.name.toLowerCase(),
      clients: facet.studies.map((study) => study.name).join(', '),
    }).slice(0, 160),
    eyebrow: t.serviceHeroEyebrow,
  });
}

export default async function WorkByServicePage({ params }: Props) {
  const locale = await currentLocale();
  const facet = facetOf(locale, (await params).service);
  if (!facet) notFound();
  const t = messagesFor(locale).work;
  const service = getServiceBySlug(locale, facet.slug);
  return (
    <WorkFacet
      locale={locale}
      facet={facet}
      eyebrow={t.serviceHeroEyebrow}
      title={format(t.serviceHeroTitle, { service: facet.name })}
      intro={pluralize(LOCALE_FACTS[locale].tag, facet.studies.length, t.serviceIntro, {
        service: facet.name.toLowerCase(),
      })}
      others={{ title: t.otherServices, items: getServiceFacets(locale).filter((other) => other.slug !== facet.slug) }}
      more={service && { label: format(t.aboutService, { service: service.title }), href: service.href }}
      service={facet.slug}
    />
  );
}
