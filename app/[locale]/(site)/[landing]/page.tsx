import { messagesFor } from '@/lib/i18n/messages';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ServicePage } from '@/components/templates/service-page';
import { getAllLandings, getLandingBySlug } from '@/lib/content/services';
import { pageMetadata, versionsWhere } from '@/lib/seo/metadata';
import { currentLocale } from '@/lib/i18n/current';
import { paramsInLanguage } from '@/lib/i18n/static-params';

type Props = { params: Promise<{ landing: string }> };

export const dynamicParams = false;

export function generateStaticParams({ params }: { params: { locale: string } }) {
  return paramsInLanguage(params, (locale) => getAllLandings(locale).map((landing) => ({ landing: landing.slug })));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await currentLocale();
  const landing = getLandingBySlug(locale, (await params).landing);
  if (!landing) return {};
  return pageMetadata({
    path: landing.href,
    versions: versionsWhere((version) => getLandingBySlug(version, landing.slug)),
    title: landing.title,
    description: landing.description,
    canonical: landing.canonical,
    eyebrow: messagesFor(locale).landingEyebrow,
  });
}

export default async function LandingPage({ params }: Props) {
  const locale = await currentLocale();
  const landing = getLandingBySlug(locale, (await params).landing);
  if (!landing) notFound();
  return (
    <ServicePage
      service={landing}
      crumbs={[
        { label: messagesFor(locale).service.services, href: '/our-services' },
        { label: landing.shortTitle, href: landing.href },
      ]}
    />
  );
}
