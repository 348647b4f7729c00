import { ServicesOverview } from '@/components/services-overview';
import { LISTING_PAGES } from '@/lib/listing-pages';
import { pageMetadata } from '@/lib/metadata';

export const metadata = pageMetadata(LISTING_PAGES.services);

export default function ServicesPage() {
  return <ServicesOverview path="/services" />;
}
