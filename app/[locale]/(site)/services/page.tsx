import { ServicesOverview } from '@/components/sections/services-overview';
import { currentLocale } from '@/lib/i18n/current';
import { messagesFor } from '@/lib/i18n/messages';
import { pageMetadata } from '@/lib/seo/metadata';

export async function generateMetadata() {
  const t = messagesFor(await currentLocale()).listings;
  return pageMetadata({
    path: '/services',
    title: t.servicesTitle,
    description: t.servicesDescription,
    eyebrow: t.servicesEyebrow,
  });
}

export default function ServicesPage() {
  return <ServicesOverview path="/services" />;
}
