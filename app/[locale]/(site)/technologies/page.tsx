import { pluralize } from '@/lib/i18n/format';
import { messagesFor } from '@/lib/i18n/messages';
import type { Metadata } from 'next';
import { CardGrid } from '@/components/sections/cards';
import { CtaBand } from '@/components/sections/cta-band';
import { JsonLd } from '@/components/ui/json-ld';
import { PageHero } from '@/components/ui/page-hero';
import { Section } from '@/components/ui/section';
import { AppLink } from '@/components/ui/app-link';
import { StaticPart } from '@/components/client/static-part';
import { getTechnologiesInUse } from '@/lib/content/work';
import { collectionPage } from '@/lib/seo/structured-data';
import { pageMetadata } from '@/lib/seo/metadata';
import { currentLocale } from '@/lib/i18n/current';
import { LOCALE_FACTS } from '@/lib/i18n/locales';
import { localePath } from '@/lib/i18n/paths';
import cards from '@/components/sections/cards.module.css';

export async function generateMetadata(): Promise<Metadata> {
  const locale = await currentLocale();
  const t = messagesFor(locale).technologies;
  return pageMetadata({ path: '/technologies', title: t.title, description: t.description, eyebrow: t.eyebrow });
}

export default async function TechnologiesPage() {
  const locale = await currentLocale();
  const t = messagesFor(locale).technologies;
  const technologies = getTechnologiesInUse(locale);
  return (
    <StaticPart id="page">
      <JsonLd
        data={collectionPage(
          { name: t.title, description: t.description, path: localePath(locale, '/technologies') },
          technologies,
          locale,
        )}
      />
      <PageHero
        trail={[{ label: t.trail, href: '/technologies' }]}
        eyebrow={t.eyebrow}
        title={t.title}
        intro={t.intro}
      />
      <Section>
        <CardGrid columns={3}>
          {technologies.map((technology) => (
            <li key={technology.slug} className={cards.card}>
              <h2>
                <AppLink href={technology.href} className={cards.stretched}>
                  {technology.name}
                </AppLink>
              </h2>
              <p>{technology.summary}</p>
              <span className={cards.more}>
                {technology.studies.length > 0
                  ? pluralize(LOCALE_FACTS[locale].tag, technology.studies.length, t.studyCount)
                  : t.noStudies}
              </span>
            </li>
          ))}
        </CardGrid>
      </Section>
      <CtaBand />
    </StaticPart>
  );
}
