import { getServiceCatalogue, SERVICE_GROUPS } from '@/lib/content/services';
import { CardGrid, ServiceCard } from './cards';
import { CtaBand } from './cta-band';
import { PageHero } from '@/components/ui/page-hero';
import { Section } from '@/components/ui/section';
import { currentLocale } from '@/lib/i18n/current';

/** All services grouped by what a client needs: build, scale a team, operate. */
export async function ServicesOverview({ path }: { path: '/services' | '/our-services' }) {
  const locale = await currentLocale();
  const catalogue = getServiceCatalogue(locale);
  const groups = Object.entries(SERVICE_GROUPS) as [
    keyof typeof SERVICE_GROUPS,
    (typeof SERVICE_GROUPS)[keyof typeof SERVICE_GROUPS],
  ][];
  return (
    <>
      <PageHero
        trail={[{ label: 'Services', href: path }]}
        eyebrow="Services"
        title="Software services for teams that need to ship"
        intro="Whether you need a product built from scratch, senior engineers inside your team next month, or a platform that stops waking people up at night, there is a Brightloom team that has done it before."
      />
      {groups.map(([key, group], index) => (
        <Section key={key} id={key} tone={index % 2 ? 'alt' : 'plain'} eyebrow={group.title} title={group.summary}>
          <CardGrid>
            {catalogue
              .filter((service) => service.group === key)
              .map((service) => (
                <ServiceCard key={service.href} service={service} />
              ))}
          </CardGrid>
        </Section>
      ))}
      <CtaBand
        title="Not sure which service fits?"
        text="Describe the outcome you need. We will tell you honestly which team shape fits, or whether you need us at all."
      />
    </>
  );
}
