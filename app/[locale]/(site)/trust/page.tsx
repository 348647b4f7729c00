import { contentPageMetadata } from '@/lib/seo/metadata';
import { TrustPage } from '@/components/templates/trust-page';

export const generateMetadata = () => contentPageMetadata('trust');

export default function Trust() {
  return <TrustPage />;
}
