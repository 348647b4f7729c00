import { format, pluralize } from '@/lib/i18n/format';
import { messagesFor } from '@/lib/i18n/messages';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { WorkFacet } from '@/components/templates/work-facet';
import { getIndustries } from '@/lib/content/clients';
import { pageMetadata } from '@/lib/seo/metadata';
import { currentLocale } from '@/lib/i18n/current';
import { LOCALE_FACTS, type Locale, LOCALES } from '@/lib/i18n/locales';
import { paramsInLanguage } from '@/lib/i18n/static-params';

type Props = { params: Promise<{ industry: string }> };

export const dynamicParams = false;

export function generateStaticParams({ params }: { params: { locale: string } }) {
  return paramsInLanguage(params, (locale) => getIndustries(locale).map((industry) => ({ industry: industry.slug })));
}

const industryOf = (locale: Locale, slug: string) => getIndustries(locale).find((industry) => industry.slug === slug);

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await currentLocale();
  const industry = industryOf(locale, (await params).industry);
  if (!industry) return {};
  const t = messagesFor(locale).work;
  return pageMetadata({
    path: industry.href,
    versions: LOCALES.filter((version) => industryOf(version, industry.slug)),
    title: format(t.industryTitle, { industry: industry.name }),
    description: format(t.industryDescription, {
      industry: industry.name.toLowerCase(),
      clients: industry.studies.map((study) => study.name).join(', '),
    }).slice(0, 160),
    eyebrow: t.industryEyebrow,
  });
}

export default async function IndustryPage({ params }: Props) {
  const locale = await currentLocale();
  const industry = industryOf(locale, (await params).industry);
  if (!industry) notFound();
  const t = messagesFor(locale).work;
  return (
    <WorkFacet
      locale={locale}
      facet={industry}
      eyebrow={t.industryHeroEyebrow}
      title={format(t.industryHeroTitle, { industry: industry.name })}
      intro={pluralize(LOCALE_FACTS[locale].tag, industry.studies.length, t.industryIntro, {
        industry: industry.name.toLowerCase(),
      })}
      others={{
        title: t.otherIndustries,
        items: getIndustries(locale).filter((other) => other.slug !== industry.slug),
      }}
    />
  );
}
