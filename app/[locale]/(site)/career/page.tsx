import { Suspense } from 'react';
import { AppLink } from '@/components/ui/app-link';
import { ClosedNotice } from '@/components/sections/closed-notice';
import { CtaBand } from '@/components/sections/cta-band';
import { JobList } from '@/components/sections/job-list';
import { PageHero } from '@/components/ui/page-hero';
import { Section } from '@/components/ui/section';
import { getAllJobs, getJobListing } from '@/lib/content/careers';
import { getPage } from '@/lib/content/pages';
import { renderMarkdown } from '@/lib/content/markdown';
import { contentPageMetadata } from '@/lib/seo/metadata';
import { Prose } from '@/components/ui/prose';
import { site } from '@/config/site';
import styles from '@/components/sections/careers.module.css';
import { currentLocale } from '@/lib/i18n/current';

export const generateMetadata = () => contentPageMetadata('career');

export default async function CareerPage() {
  const locale = await currentLocale();
  const page = getPage(locale, 'career');
  const { open, closed } = getJobListing(locale);
  const { html } = await renderMarkdown(page.body, locale);
  const titles = Object.fromEntries(getAllJobs(locale).map((job) => [job.slug, job.title]));
  return (
    <>
      <PageHero
        trail={[{ label: 'Careers', href: '/career' }]}
        eyebrow={page.eyebrow}
        title={page.heading}
        intro={page.intro}
      />
      <Suspense fallback={null}>
        <ClosedNotice titles={titles} />
      </Suspense>
      <Section
        id="open-positions"
        title="Open positions"
        intro={
          open.length
            ? `${open.length} open ${open.length === 1 ? 'role' : 'roles'} right now.`
            : 'No open roles right now.'
        }
      >
        {open.length > 0 ? (
          <JobList jobs={open} />
        ) : (
          <p>
            We still read every open application: write to{' '}
            <a href={`mailto:${site.careersEmail}`}>{site.careersEmail}</a>.
          </p>
        )}
      </Section>
      <Section id="why" tone="alt" eyebrow="Life at Brightloom" title="Why people join, and stay">
        <div className={styles.why}>
          <Prose html={html} />
        </div>
      </Section>
      {closed.length > 0 && (
        <Section
          id="closed-positions"
          title="Recently closed"
          intro="These positions are filled or no longer open. Similar roles come up often, so keep an eye on this page."
        >
          <JobList jobs={closed} closed />
        </Section>
      )}
      <CtaBand
        title="Don't see your role?"
        text={`Send a short note and your CV to ${site.careersEmail}. We keep in touch with good people for when the right project starts.`}
        action={{ label: 'Meet the team', href: '/our-team' }}
      />
      <p className="visually-hidden">
        <AppLink href="/privacy-policy">How we handle applicant data</AppLink>
      </p>
    </>
  );
}
