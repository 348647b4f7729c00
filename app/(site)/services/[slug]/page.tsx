import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ServicePage } from '@/components/templates/service-page';
import { getAllServices, getServiceBySlug } from '@/lib/content/services';
import { pageMetadata } from '@/lib/seo/metadata';

type Props = { params: Promise<{ slug: string }> };

export const dynamicParams = false;

export function generateStaticParams() {
  return getAllServices().map((service) => ({ slug: service.slug }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const service = getServiceBySlug((await params).slug);
  if (!service) return {};
  return pageMetadata({
    path: service.href,
    title: service.title,
    description: service.description,
    canonical: service.canonical,
    kind: 'Service',
    eyebrow: 'Service',
  });
}

export default async function ServiceDetailPage({ params }: Props) {
  const service = getServiceBySlug((await params).slug);
  if (!service) notFound();
  return (
    <ServicePage
      service={service}
      crumbs={[
        { label: 'Services', href: '/services' },
        { label: service.shortTitle, href: service.href },
      ]}
    />
  );
}
