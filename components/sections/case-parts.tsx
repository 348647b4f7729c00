import type { CaseStudy } from '@/lib/content/clients';
import { messagesFor } from '@/lib/i18n/messages';
import type { Locale } from '@/lib/i18n/locales';
import { searchBody } from '@/lib/search/marks';
import { SvgImage } from '@/components/ui/svg-image';
import styles from '@/components/templates/case-study.module.css';
import work from './work.module.css';

/** Who the client is, beside a case study's hero; `industry` is its name or a link to its other work. */
export function ClientFacts({
  study,
  industry,
  locale,
}: {
  study: Pick<CaseStudy, 'logo' | 'name' | 'country' | 'since'>;
  industry: React.ReactNode;
  locale: Locale;
}) {
  const t = messagesFor(locale).work;
  return (
    <div className={styles.client}>
      <SvgImage src={study.logo} alt={study.name} />
      <dl {...searchBody}>
        <div>
          <dt>{t.client}</dt>
          <dd>{study.name}</dd>
        </div>
        <div>
          <dt>{t.industry}</dt>
          <dd>{industry}</dd>
        </div>
        <div>
          <dt>{t.country}</dt>
          <dd>{study.country}</dd>
        </div>
        <div>
          <dt>{t.since}</dt>
          <dd>{study.since}</dd>
        </div>
      </dl>
    </div>
  );
}

/** The challenge and the approach, side by side. */
export function CaseStory({
  story,
  locale,
}: {
  story: Pick<CaseStudy['caseStudy'], 'challenge' | 'solution'>;
  locale: Locale;
}) {
  const t = messagesFor(locale).work;
  return (
    <div className={work.story} {...searchBody}>
      <div>
        <h2>{t.challenge}</h2>
        <p>{story.challenge}</p>
      </div>
      <div>
        <h2>{t.approach}</h2>
        <p>{story.solution}</p>
      </div>
    </div>
  );
}
