import { contentPageMetadata } from '@/lib/seo/metadata';
import { PricingPage } from '@/components/templates/pricing-page';

export const generateMetadata = () => contentPageMetadata('pricing');

export default function Pricing() {
  return <PricingPage />;
}
