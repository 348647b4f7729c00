import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ServicePage } from '@/components/templates/service-page';
import { getAllLandings, getLandingBySlug } from '@/lib/content/services';
import { pageMetadata } from '@/lib/seo/metadata';

type Props = { params: Promise<{ landing: string }> };

export const dynamicParams = false;

export function generateStaticParams() {
  return getAllLandings().map((landing) => ({ landing: landing.slug }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const landing = getLandingBySlug((await params).landing);
  if (!landing) return {};
  return pageMetadata({
    path: landing.href,
    title: landing.title,
    description: landing.description,
    canonical: landing.canonical,
    eyebrow: 'Service',
  });
}

export default async function LandingPage({ params }: Props) {
  const landing = getLandingBySlug((await params).landing);
  if (!landing) notFound();
  return (
    <ServicePage
      service={landing}
      crumbs={[
        { label: 'Services', href: '/our-services' },
        { label: landing.shortTitle, href: landing.href },
      ]}
    />
  );
}
