import { getServiceCatalogue, SERVICE_GROUPS } from '@/lib/content/services';
import { messagesFor } from '@/lib/i18n/messages';
import { CardGrid, ServiceCard } from './cards';
import { CtaBand } from './cta-band';
import { PageHero } from '@/components/ui/page-hero';
import { Section } from '@/components/ui/section';
import { currentLocale } from '@/lib/i18n/current';
import { StaticPart } from '@/components/client/static-part';

/** All services grouped by what a client needs: build, scale a team, operate. */
export async function ServicesOverview({ path }: { path: '/services' | '/our-services' }) {
  const locale = await currentLocale();
  const catalogue = getServiceCatalogue(locale);
  const all = messagesFor(locale);
  const t = all.overview;
  return (
    <StaticPart id="page">
      <PageHero
        trail={[{ label: all.service.services, href: path }]}
        eyebrow={all.service.services}
        title={t.title}
        intro={t.intro}
      />
      {SERVICE_GROUPS.map((key, index) => (
        <Section
          key={key}
          id={key}
          tone={index % 2 ? 'alt' : 'plain'}
          eyebrow={all.service.groups[key]}
          title={t.summaries[key]}
        >
          <CardGrid>
            {catalogue
              .filter((service) => service.group === key)
              .map((service) => (
                <ServiceCard key={service.href} service={service} />
              ))}
          </CardGrid>
        </Section>
      ))}
      <CtaBand title={t.ctaTitle} text={t.ctaText} />
    </StaticPart>
  );
}
