import { LOCALE_FACTS } from '@/lib/i18n/locales';
import { format, formatDate, formatPayRange } from '@/lib/i18n/format';
import { messagesFor } from '@/lib/i18n/messages';
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
import { getAllJobs, getJobBySlug, isJobOpen } from '@/lib/content/careers';
import { jobDescriptionHtml, jobPosting } from '@/lib/seo/structured-data';
import { renderMarkdown } from '@/lib/content/markdown';
import { pageMetadata, versionsWhere } from '@/lib/seo/metadata';
import { site } from '@/config/site';
import { isoDate } from '@/lib/text';
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
    versions: versionsWhere((version) => getJobBySlug(version, job.slug)),
    title: job.title,
    description: job.description,
    kind: 'Job',
    eyebrow: format(messagesFor(locale).job.eyebrow, { location: job.location }),
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
  const all = messagesFor(locale);
  const t = all.job;
  const tag = LOCALE_FACTS[locale].tag;
  return (
    <>
      {isJobOpen(job) && <JsonLd data={jobPosting(job, jobDescriptionHtml(job, html, t))} />}
      <PageHero eyebrow={`${job.team} · ${job.location}`} title={job.title} intro={job.description} />
      <div className={`container ${styles.layout}`}>
        <div className={styles.jobBody}>
          <Breadcrumbs
            items={[
              { label: all.careers.trail, href: '/career' },
              { label: job.title, href: job.href },
            ]}
          />
          <h2>{t.role}</h2>
          <Prose html={html} {...searchBody} />
          <h2>{t.responsibilities}</h2>
          <List items={job.responsibilities} />
          <h2>{t.requirements}</h2>
          <List items={job.requirements} />
          {job.niceToHave.length > 0 && (
            <>
              <h2>{t.niceToHave}</h2>
              <List items={job.niceToHave} />
            </>
          )}
          <h2>{t.process}</h2>
          <ol className={styles.list}>
            {job.process.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
          <section id="form" aria-labelledby="apply" className={styles.apply}>
            <h2 id="apply">{t.apply}</h2>
            <p>{format(t.applyText, { team: job.team })}</p>
            <ApplicationForm slug={job.slug} title={job.title} text={formText(locale, 'application')} />
          </section>
        </div>
        <aside className={styles.sidebar} aria-label={t.details}>
          <dl className={styles.facts}>
            <div>
              <dt>{all.careers.team}</dt>
              <dd>{job.team}</dd>
            </div>
            <div>
              <dt>{all.careers.location}</dt>
              <dd>{job.location}</dd>
            </div>
            <div>
              <dt>{t.workplace}</dt>
              <dd>{all.careers.workplace[job.workplace]}</dd>
            </div>
            <div>
              <dt>{t.employment}</dt>
              <dd>{all.careers.employment[job.employmentType]}</dd>
            </div>
            {job.pay && (
              <div>
                <dt>{t.salary}</dt>
                <dd>
                  {formatPayRange(job.pay, tag)} {t.payUnit[job.pay.unit]}
                  {job.pay.note && ` (${job.pay.note})`}
                </dd>
              </div>
            )}
            <div>
              <dt>{t.posted}</dt>
              <dd>
                <time dateTime={isoDate(job.postedAt)}>{formatDate(job.postedAt, tag)}</time>
              </dd>
            </div>
            <div>
              <dt>{t.closing}</dt>
              <dd>
                {job.closesAt ? (
                  <time dateTime={isoDate(job.closesAt)}>{formatDate(job.closesAt, tag)}</time>
                ) : (
                  t.untilFilled
                )}
              </dd>
            </div>
          </dl>
        </aside>
      </div>
      <CtaBand
        title={t.ctaTitle}
        text={format(t.ctaText, { email: site.careersEmail })}
        action={{ label: all.careers.meetTeam, href: '/our-team' }}
      />
    </>
  );
}
