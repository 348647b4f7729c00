import { ServicesOverview } from '@/components/sections/services-overview';
import { currentLocale } from '@/lib/i18n/current';
import { messagesFor } from '@/lib/i18n/messages';
import { pageMetadata } from '@/lib/seo/metadata';

export async function generateMetadata() {
  const t = messagesFor(await currentLocale()).listings;
  return pageMetadata({
    path: '/our-services',
    canonical: '/services',
    title: t.ourServicesTitle,
    description: t.servicesDescription,
    eyebrow: t.servicesEyebrow,
  });
}

export default function OurServicesPage() {
  return <ServicesOverview path="/our-services" />;
}
