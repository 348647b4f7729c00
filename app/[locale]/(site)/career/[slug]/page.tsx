import { format } from '@/lib/i18n/format';
import { messagesFor } from '@/lib/i18n/messages';
import { formText } from '@/components/forms/form-text';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { Breadcrumbs } from '@/components/sections/breadcrumbs';
import { ApplicationForm } from '@/components/forms/application-form';
import { JsonLd } from '@/components/ui/json-ld';
import { CtaBand } from '@/components/sections/cta-band';
import { JobFacts, JobText } from '@/components/sections/job-details';
import { PageHero } from '@/components/ui/page-hero';
import { getAllJobs, getJobBySlug, isJobOpen } from '@/lib/content/careers';
import { jobDescriptionHtml, jobPosting } from '@/lib/seo/structured-data';
import { renderMarkdown } from '@/lib/content/markdown';
import { pageMetadata, versionsWhere } from '@/lib/seo/metadata';
import { site } from '@/config/site';
import styles from '@/components/sections/careers.module.css';
import { currentLocale } from '@/lib/i18n/current';
import { StaticPart } from '@/components/client/static-part';
import { PublicationNotice } from '@/components/sections/publication-notice';
import { paramsInLanguage } from '@/lib/i18n/static-params';

type Props = { params: Promise<{ slug: string }> };

// Closed and expired jobs are still built: the career guard in proxy.ts redirects them at request time.
export const dynamicParams = false;

export function generateStaticParams({ params }: { params: { locale: string } }) {
  return paramsInLanguage(params, (locale) => getAllJobs(locale).map((job) => ({ slug: job.slug })));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await currentLocale();
  const job = getJobBySlug(locale, (await params).slug);
  if (!job) return {};
  return pageMetadata({
    path: job.href,
    versions: versionsWhere((version) => getJobBySlug(version, job.slug)),
    title: job.title,
    description: job.description,
    kind: 'job',
    eyebrow: format(messagesFor(locale).job.eyebrow, { location: job.location }),
  });
}

export default async function JobPage({ params }: Props) {
  const locale = await currentLocale();
  const job = getJobBySlug(locale, (await params).slug);
  if (!job) notFound();
  const { html } = await renderMarkdown(job.body, locale);
  const all = messagesFor(locale);
  const t = all.job;
  return (
    <>
      <StaticPart id="page-intro">
        <PublicationNotice entry={job} locale={locale} />
        {isJobOpen(job) && <JsonLd data={jobPosting(job, jobDescriptionHtml(job, html, t))} />}
        <PageHero entry={job} eyebrow={`${job.team} · ${job.location}`} title={job.title} intro={job.description} />
      </StaticPart>
      <div className={`container ${styles.layout}`}>
        <div className={styles.jobBody}>
          <StaticPart id="page">
            <Breadcrumbs
              items={[
                { label: all.careers.trail, href: '/career' },
                { label: job.title, href: job.href },
              ]}
            />
            <JobText job={job} html={html} locale={locale} />
          </StaticPart>
          <section id="form" aria-labelledby="apply" className={styles.apply}>
            <h2 id="apply">{t.apply}</h2>
            <p>{format(t.applyText, { team: job.team })}</p>
            <ApplicationForm slug={job.slug} title={job.title} text={formText(locale, 'application')} />
          </section>
        </div>
        <StaticPart id="page-facts">
          <JobFacts job={job} locale={locale} />
        </StaticPart>
      </div>
      <StaticPart id="page-end">
        <CtaBand
          title={t.ctaTitle}
          text={format(t.ctaText, { email: site.careersEmail })}
          action={{ label: all.careers.meetTeam, href: '/our-team' }}
        />
      </StaticPart>
    </>
  );
}
