import { messagesFor } from '@/lib/i18n/messages';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ServicePage } from '@/components/templates/service-page';
import { getAllServices, getServiceBySlug } from '@/lib/content/services';
import { pageMetadata, versionsWhere } from '@/lib/seo/metadata';
import { currentLocale } from '@/lib/i18n/current';
import { paramsInLanguage } from '@/lib/i18n/static-params';

type Props = { params: Promise<{ slug: string }> };

export const dynamicParams = false;

export function generateStaticParams({ params }: { params: { locale: string } }) {
  return paramsInLanguage(params, (locale) => getAllServices(locale).map((service) => ({ slug: service.slug })));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await currentLocale();
  const service = getServiceBySlug(locale, (await params).slug);
  if (!service) return {};
  return pageMetadata({
    path: service.href,
    versions: versionsWhere((version) => getServiceBySlug(version, service.slug)),
    title: service.title,
    description: service.description,
    canonical: service.canonical,
    kind: 'service',
    eyebrow: messagesFor(locale).service.services,
  });
}

export default async function ServiceDetailPage({ params }: Props) {
  const locale = await currentLocale();
  const service = getServiceBySlug(locale, (await params).slug);
  if (!service) notFound();
  return (
    <ServicePage
      service={service}
      crumbs={[
        { label: messagesFor(locale).service.services, href: '/services' },
        { label: service.shortTitle, href: service.href },
      ]}
    />
  );
}
