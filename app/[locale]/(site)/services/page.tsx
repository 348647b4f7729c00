import { ServicesOverview } from '@/components/sections/services-overview';
import { LISTING_PAGES } from '@/lib/content/listing-pages';
import { pageMetadata } from '@/lib/seo/metadata';

export const metadata = pageMetadata(LISTING_PAGES.services);

export default function ServicesPage() {
  return <ServicesOverview path="/services" />;
}
