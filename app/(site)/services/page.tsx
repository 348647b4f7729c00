import { ServicesOverview } from '@/components/services-overview';
import { pageMetadata } from '@/lib/metadata';

export const metadata = pageMetadata({
  path: '/services',
  title: 'Services',
  description: 'Custom software, staff augmentation, DevOps, AI/ML, mobile and MVP development: every Brightloom service, grouped by what you need to get done.',
});

export default function ServicesPage() {
  return <ServicesOverview path="/services" />;
}
