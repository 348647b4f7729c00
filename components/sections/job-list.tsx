import { AppLink } from '@/components/ui/app-link';
import type { Job } from '@/lib/content/careers';
import { currentLocale } from '@/lib/i18n/current';
import { formatDate } from '@/lib/i18n/format';
import { LOCALE_FACTS } from '@/lib/i18n/locales';
import { messagesFor } from '@/lib/i18n/messages';
import { isoDate } from '@/lib/text';
import styles from './careers.module.css';

export async function JobList({ jobs, closed = false }: { jobs: Job[]; closed?: boolean }) {
  const locale = await currentLocale();
  const t = messagesFor(locale).careers;
  return (
    <ul className={styles.jobs}>
      {jobs.map((job) => (
        <li key={job.slug} className={`${styles.job} ${closed ? styles.closed : ''}`}>
          <div>
            <h3>
              {closed ? job.title : <AppLink href={job.href}>{job.title}</AppLink>}
              {closed && <span className={styles.badge}>{t.closed}</span>}
            </h3>
            <p>{job.description}</p>
          </div>
          <dl className={styles.facts}>
            <div>
              <dt>{t.team}</dt>
              <dd>{job.team}</dd>
            </div>
            <div>
              <dt>{t.location}</dt>
              <dd>
                {job.location} · {t.workplace[job.workplace]}
              </dd>
            </div>
            <div>
              <dt>{t.type}</dt>
              <dd>{t.employment[job.employmentType]}</dd>
            </div>
            {job.closesAt && (
              <div>
                <dt>{closed ? t.closed : t.applyBy}</dt>
                <dd>
                  <time dateTime={isoDate(job.closesAt)}>{formatDate(job.closesAt, LOCALE_FACTS[locale].tag)}</time>
                </dd>
              </div>
            )}
          </dl>
        </li>
      ))}
    </ul>
  );
}
