import { ServicesOverview } from '@/components/services-overview';
import { LISTING_PAGES } from '@/lib/listing-pages';
import { pageMetadata } from '@/lib/metadata';

export const metadata = pageMetadata({ ...LISTING_PAGES.services, path: '/our-services', title: 'Our Services', canonical: LISTING_PAGES.services.path });

export default function OurServicesPage() {
  return <ServicesOverview path="/our-services" />;
}
