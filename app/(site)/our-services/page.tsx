import { ServicesOverview } from '@/components/services-overview';
import { pageMetadata } from '@/lib/metadata';

export const metadata = pageMetadata({
  path: '/our-services',
  title: 'Our Services',
  description: 'Custom software, staff augmentation, DevOps, AI/ML, mobile and MVP development: every Brightloom service, grouped by what you need to get done.',
  canonical: '/services',
});

export default function OurServicesPage() {
  return <ServicesOverview path="/our-services" />;
}
