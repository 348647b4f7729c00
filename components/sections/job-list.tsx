import { AppLink } from '@/components/ui/app-link';
import { EMPLOYMENT_TYPE_LABELS, type Job, WORKPLACE_LABELS } from '@/lib/content/careers';
import { formatDate, isoDate } from '@/lib/text';
import styles from './careers.module.css';

export function JobList({ jobs, closed = false }: { jobs: Job[]; closed?: boolean }) {
  return (
    <ul className={styles.jobs}>
      {jobs.map((job) => (
        <li key={job.slug} className={`${styles.job} ${closed ? styles.closed : ''}`}>
          <div>
            <h3>
              {closed ? job.title : <AppLink href={job.href}>{job.title}</AppLink>}
              {closed && <span className={styles.badge}>Closed</span>}
            </h3>
            <p>{job.description}</p>
          </div>
          <dl className={styles.facts}>
            <div>
              <dt>Team</dt>
              <dd>{job.team}</dd>
            </div>
            <div>
              <dt>Location</dt>
              <dd>
                {job.location} · {WORKPLACE_LABELS[job.workplace]}
              </dd>
            </div>
            <div>
              <dt>Type</dt>
              <dd>{EMPLOYMENT_TYPE_LABELS[job.employmentType]}</dd>
            </div>
            {job.closesAt && (
              <div>
                <dt>{closed ? 'Closed' : 'Apply by'}</dt>
                <dd>
                  <time dateTime={isoDate(job.closesAt)}>{formatDate(job.closesAt)}</time>
                </dd>
              </div>
            )}
          </dl>
        </li>
      ))}
    </ul>
  );
}
