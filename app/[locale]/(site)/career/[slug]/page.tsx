import { formText } from '@/components/forms/form-text';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { Breadcrumbs } from '@/components/sections/breadcrumbs';
import { ApplicationForm } from '@/components/forms/application-form';
import { JsonLd } from '@/components/ui/json-ld';
import { CtaBand } from '@/components/sections/cta-band';
import { Prose } from '@/components/ui/prose';
import { searchBody } from '@/lib/search/marks';
import { PageHero } from '@/components/ui/page-hero';
import { EMPLOYMENT_TYPE_LABELS, getAllJobs, getJobBySlug, isJobOpen, WORKPLACE_LABELS } from '@/lib/content/careers';
import { jobPosting } from '@/lib/seo/structured-data';
import { renderMarkdown } from '@/lib/content/markdown';
import { pageMetadata } from '@/lib/seo/metadata';
import { site } from '@/config/site';
import { formatDate, isoDate } from '@/lib/text';
import styles from '@/components/sections/careers.module.css';
import { currentLocale } from '@/lib/i18n/current';
import { localeOr } from '@/lib/i18n/locales';

type Props = { params: Promise<{ slug: string }> };

// Closed and expired jobs are still built: the career guard in proxy.ts redirects them at request time.
export const dynamicParams = false;

export function generateStaticParams({ params }: { params: { locale: string } }) {
  const locale = localeOr(params.locale);
  return getAllJobs(locale).map((job) => ({ slug: job.slug }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await currentLocale();
  const job = getJobBySlug(locale, (await params).slug);
  if (!job) return {};
  return pageMetadata({
    path: job.href,
    title: job.title,
    description: job.description,
    kind: 'Job',
    eyebrow: `Careers · ${job.location}`,
  });
}

function List({ items }: { items: string[] }) {
  return (
    <ul className={styles.list} {...searchBody}>
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

export default async function JobPage({ params }: Props) {
  const locale = await currentLocale();
  const job = getJobBySlug(locale, (await params).slug);
  if (!job) notFound();
  const { html } = await renderMarkdown(job.body, locale);
  return (
    <>
      {isJobOpen(job) && <JsonLd data={jobPosting(job)} />}
      <PageHero eyebrow={`${job.team} · ${job.location}`} title={job.title} intro={job.description} />
      <div className={`container ${styles.layout}`}>
        <div className={styles.jobBody}>
          <Breadcrumbs
            items={[
              { label: 'Careers', href: '/career' },
              { label: job.title, href: job.href },
            ]}
          />
          <h2>The role</h2>
          <Prose html={html} {...searchBody} />
          <h2>What you will do</h2>
          <List items={job.responsibilities} />
          <h2>What we look for</h2>
          <List items={job.requirements} />
          {job.niceToHave.length > 0 && (
            <>
              <h2>Nice to have</h2>
              <List items={job.niceToHave} />
            </>
          )}
          <h2>Hiring process</h2>
          <ol className={styles.list}>
            {job.process.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
          <section id="form" aria-labelledby="apply" className={styles.apply}>
            <h2 id="apply">Apply for this role</h2>
            <p>A member of the {job.team} team reads every application and answers within five business days.</p>
            <ApplicationForm slug={job.slug} title={job.title} text={formText(locale, 'application')} />
          </section>
        </div>
        <aside className={styles.sidebar} aria-label="Position details">
          <dl className={styles.facts}>
            <div>
              <dt>Team</dt>
              <dd>{job.team}</dd>
            </div>
            <div>
              <dt>Location</dt>
              <dd>{job.location}</dd>
            </div>
            <div>
              <dt>Workplace</dt>
              <dd>{WORKPLACE_LABELS[job.workplace]}</dd>
            </div>
            <div>
              <dt>Employment</dt>
              <dd>{EMPLOYMENT_TYPE_LABELS[job.employmentType]}</dd>
            </div>
            {job.salary && (
              <div>
                <dt>Salary</dt>
                <dd>{job.salary}</dd>
              </div>
            )}
            <div>
              <dt>Posted</dt>
              <dd>
                <time dateTime={isoDate(job.postedAt)}>{formatDate(job.postedAt)}</time>
              </dd>
            </div>
            <div>
              <dt>Closing date</dt>
              <dd>
                {job.closesAt ? (
                  <time dateTime={isoDate(job.closesAt)}>{formatDate(job.closesAt)}</time>
                ) : (
                  'Open until filled'
                )}
              </dd>
            </div>
          </dl>
        </aside>
      </div>
      <CtaBand
        title="Questions about the role?"
        text={`Write to ${site.careersEmail}; the hiring manager answers personally.`}
        action={{ label: 'Meet the team', href: '/our-team' }}
      />
    </>
  );
}
