import { format } from '@/lib/i18n/format';
import { messagesFor } from '@/lib/i18n/messages';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { CardGrid, CaseCard, PostCard } from '@/components/sections/cards';
import { CtaBand } from '@/components/sections/cta-band';
import { JobList } from '@/components/sections/job-list';
import { TeamGrid } from '@/components/sections/people';
import { JsonLd } from '@/components/ui/json-ld';
import { PageHero } from '@/components/ui/page-hero';
import { Prose } from '@/components/ui/prose';
import { Section } from '@/components/ui/section';
import { AppLink } from '@/components/ui/app-link';
import { StaticPart } from '@/components/client/static-part';
import { renderMarkdown } from '@/lib/content/markdown';
import { getTechnologiesInUse, getTechnologyInUse } from '@/lib/content/work';
import { collectionPage } from '@/lib/seo/structured-data';
import { pageMetadata } from '@/lib/seo/metadata';
import { currentLocale } from '@/lib/i18n/current';
import { LOCALES } from '@/lib/i18n/locales';
import { localePath } from '@/lib/i18n/paths';
import styles from '@/components/sections/work.module.css';
import { paramsInLanguage } from '@/lib/i18n/static-params';

type Props = { params: Promise<{ slug: string }> };

export const dynamicParams = false;

export function generateStaticParams({ params }: { params: { locale: string } }) {
  return paramsInLanguage(params, (locale) =>
    getTechnologiesInUse(locale).map((technology) => ({ slug: technology.slug })),
  );
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await currentLocale();
  const technology = getTechnologyInUse(locale, (await params).slug);
  if (!technology) return {};
  const t = messagesFor(locale).technologies;
  return pageMetadata({
    path: technology.href,
    versions: LOCALES.filter((version) => getTechnologyInUse(version, technology.slug)),
    title: format(t.pageTitle, { technology: technology.name }),
    description: format(t.pageDescription, { summary: technology.summary }).slice(0, 160),
    eyebrow: t.trail,
  });
}

export default async function TechnologyPage({ params }: Props) {
  const locale = await currentLocale();
  const technology = getTechnologyInUse(locale, (await params).slug);
  if (!technology) notFound();
  const all = messagesFor(locale);
  const t = all.technologies;
  const { html } = await renderMarkdown(technology.body, locale);
  const name = { technology: technology.name };
  return (
    <StaticPart id="page">
      <JsonLd
        data={collectionPage(
          { name: technology.name, description: technology.summary, path: technology.href },
          [
            ...technology.studies.map((study) => ({ name: study.caseStudy.title, href: study.href })),
            ...technology.jobs.map((job) => ({ name: job.title, href: job.href })),
          ],
          locale,
        )}
      />
      <PageHero
        entry={technology}
        trail={[
          { label: t.trail, href: '/technologies' },
          { label: technology.name, href: technology.href },
        ]}
        eyebrow={t.trail}
        title={format(t.pageTitle, name)}
        intro={technology.summary}
      />
      {technology.body.trim() && (
        <Section>
          <Prose html={html} />
        </Section>
      )}
      {technology.studies.length > 0 && (
        <Section id="case-studies" eyebrow={t.studies} title={format(t.studiesTitle, name)}>
          <CardGrid>
            {technology.studies.map((study) => (
              <CaseCard key={study.slug} client={study} />
            ))}
          </CardGrid>
          <p className={styles.read}>
            <AppLink href={localePath(locale, `/work/technology/${technology.slug}`)}>
              {format(all.work.technologyTitle, name)} →
            </AppLink>
          </p>
        </Section>
      )}
      {technology.jobs.length > 0 && (
        <Section id="jobs" tone="alt" eyebrow={t.jobs} title={format(t.jobsTitle, name)}>
          <JobList jobs={technology.jobs} />
        </Section>
      )}
      {technology.people.length > 0 && (
        <Section id="people" title={t.people}>
          <TeamGrid members={technology.people} />
        </Section>
      )}
      {technology.posts.length > 0 && (
        <Section id="posts" tone="alt" title={t.posts}>
          <CardGrid>
            {technology.posts.map((post) => (
              <PostCard key={post.slug} post={post} />
            ))}
          </CardGrid>
        </Section>
      )}
      <Section>
        <p className={styles.read}>
          <AppLink href="/technologies">{t.allTechnologies} →</AppLink>
        </p>
      </Section>
      <CtaBand service={technology.studies[0]?.caseStudy.services[0]} />
    </StaticPart>
  );
}
