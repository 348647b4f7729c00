import { ServicesOverview } from '@/components/sections/services-overview';
import { LISTING_PAGES } from '@/lib/content/listing-pages';
import { pageMetadata } from '@/lib/seo/metadata';

export const metadata = pageMetadata({
  ...LISTING_PAGES.services,
  path: '/our-services',
  title: 'Our Services',
  canonical: LISTING_PAGES.services.path,
});

export default function OurServicesPage() {
  return <ServicesOverview path="/our-services" />;
}
