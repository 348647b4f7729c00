import { LOCALE_FACTS, type Locale } from '@/lib/i18n/locales';
import { formatDate, formatPayRange } from '@/lib/i18n/format';
import { messagesFor } from '@/lib/i18n/messages';
import { searchBody } from '@/lib/search/marks';
import type { Job } from '@/lib/content/careers';
import { format, formatCountries } from '@/lib/i18n/format';
import { Prose } from '@/components/ui/prose';
import { isoDate } from '@/lib/text';
import styles from './careers.module.css';

type JobText = Pick<Job, 'responsibilities' | 'requirements' | 'niceToHave' | 'process' | 'workplace' | 'remoteFrom'>;
type JobFactsOf = Pick<Job, 'team' | 'location' | 'workplace' | 'employmentType' | 'pay' | 'postedAt' | 'closesAt'>;

function List({ items }: { items: string[] }) {
  return (
    <ul className={styles.list} {...searchBody}>
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

/** A job's text: the role (its Markdown, as HTML), what the work is, who fits and how hiring goes. */
export function JobText({ job, html, locale }: { job: JobText; html: string; locale: Locale }) {
  const t = messagesFor(locale).job;
  return (
    <>
      <h2>{t.role}</h2>
      {job.workplace === 'remote' && (
        <p className={styles.remote} {...searchBody}>
          {format(t.fullyRemote, { countries: formatCountries(job.remoteFrom, LOCALE_FACTS[locale].tag) })}
        </p>
      )}
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
    </>
  );
}

/** A job's facts beside its text: team, place, kind of work, pay and dates. */
export function JobFacts({ job, locale }: { job: JobFactsOf; locale: Locale }) {
  const all = messagesFor(locale);
  const t = all.job;
  const tag = LOCALE_FACTS[locale].tag;
  return (
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
  );
}
