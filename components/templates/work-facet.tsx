import { CardGrid, CaseCard } from '@/components/sections/cards';
import { CtaBand } from '@/components/sections/cta-band';
import { PillLinks } from '@/components/ui/pill-links';
import { PageHero } from '@/components/ui/page-hero';
import { Section } from '@/components/ui/section';
import { AppLink } from '@/components/ui/app-link';
import { StaticPart } from '@/components/client/static-part';
import { messagesFor } from '@/lib/i18n/messages';
import type { Locale } from '@/lib/i18n/locales';
import type { Facet } from '@/lib/content/work';
import styles from '@/components/sections/work.module.css';

type Props = {
  locale: Locale;
  /** The value shown (an industry, a service, a technology), and its case studies. */
  facet: Pick<Facet, 'name' | 'href' | 'studies'>;
  eyebrow: string;
  title: string;
  intro: string;
  /** The other values of the same facet. */
  others: { title: string; items: Pick<Facet, 'name' | 'href' | 'studies'>[] };
  /** Where to read more about the value itself (the service's page, the technology's). */
  more?: { label: string; href: string };
  /** The service the closing band's call is about. */
  service?: string;
};

/** /work/industry/{x}, /work/service/{x}, /work/technology/{x}: the case studies that share one fact. */
export function WorkFacet({ locale, facet, eyebrow, title, intro, others, more, service }: Props) {
  const t = messagesFor(locale).work;
  return (
    <StaticPart id="page">
      <PageHero
        trail={[
          { label: t.trail, href: '/work' },
          { label: facet.name, href: facet.href },
        ]}
        eyebrow={eyebrow}
        title={title}
        intro={intro}
      />
      <Section>
        <CardGrid>
          {facet.studies.map((study) => (
            <CaseCard key={study.slug} client={study} headingLevel={2} />
          ))}
        </CardGrid>
        {more && (
          <p className={styles.read}>
            <AppLink href={more.href}>{more.label} →</AppLink>
          </p>
        )}
      </Section>
      {others.items.length > 0 && (
        <Section tone="alt" title={others.title}>
          <PillLinks
            items={others.items.map((other) => ({ href: other.href, label: other.name, count: other.studies.length }))}
          />
        </Section>
      )}
      <CtaBand service={service} />
    </StaticPart>
  );
}
